export { erasureLedgerPath, readErasures } from './erasure-ledger';
export { reapplyErasures } from './erasure-restore';
export { retentionCandidates, retentionScheduler, runRetention } from './retention';
export { registerPrivacyRoutes } from './routes';
