/** The wizard's answer checks: the server's own schemas, loaded on demand (load-checks.ts). */
export { needsAnalysisSections, readAnswer } from '../../../shared/needs-analysis';
