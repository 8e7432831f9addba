import type { ZodType } from 'zod';
import {
  type NeedsAnalysisAnswers,
  type NeedsAnalysisSection,
  needsAnalysisSectionNames,
  needsAnalysisSteps,
  type SectionAnswers,
  visibleAnswers,
} from '../../../shared/needs-analysis-questions';
import { loadChecks } from './load-checks';

/**
 * The wizard's copy in this browser: the session id, the step, the answers and the sections not
 * yet saved, so a reload (or a dropped connection) resumes where the visitor was and sends what
 * the server has not had. Cleared when the analysis is complete.
 */

export const draftStorageKey = 'needs-analysis-session';

export interface NeedsAnalysisDraft {
  id: string | null;
  step: number;
  answers: NeedsAnalysisAnswers;
  pending: NeedsAnalysisSection[];
}

export const emptyAnswers = (): NeedsAnalysisAnswers =>
  Object.fromEntries(needsAnalysisSectionNames.map((section) => [section, {}])) as NeedsAnalysisAnswers;

type SectionChecks = Record<NeedsAnalysisSection, ZodType<SectionAnswers>>;

/**
 * The stored draft, each section checked again (a section that no longer fits is dropped). Without
 * the checks (they could not be loaded) the answers to hidden or unknown questions still go; the
 * server checks every section it is sent.
 */
export function parseDraft(text: string | null, sections: SectionChecks | null): NeedsAnalysisDraft | null {
  if (!text) return null;
  let stored: Partial<NeedsAnalysisDraft>;
  try {
    stored = JSON.parse(text) as Partial<NeedsAnalysisDraft>;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const answers = emptyAnswers();
  for (const section of needsAnalysisSectionNames) {
    const given = stored.answers?.[section] ?? {};
    if (!sections) {
      if (given && typeof given === 'object') answers[section] = visibleAnswers(section, given);
      continue;
    }
    const parsed = sections[section].safeParse(given);
    if (parsed.success) answers[section] = visibleAnswers(section, parsed.data);
  }
  const step = Number.isInteger(stored.step) ? (stored.step as number) : 0;
  return {
    id: typeof stored.id === 'string' && /^[0-9a-f-]{36}$/i.test(stored.id) ? stored.id : null,
    step: Math.min(Math.max(0, step), needsAnalysisSteps.length - 1),
    answers,
    pending: Array.isArray(stored.pending)
      ? needsAnalysisSectionNames.filter((section) => stored.pending?.includes(section))
      : [],
  };
}

/** This browser's stored draft as text, or null when there is none. */
export function storedDraft(): string | null {
  try {
    return localStorage.getItem(draftStorageKey);
  } catch {
    return null;
  }
}

/** The stored draft, checked with the server's schemas (loaded for it). */
export async function readDraft(text: string): Promise<NeedsAnalysisDraft | null> {
  const sections = await loadChecks().then(
    (checks) => checks.needsAnalysisSections,
    () => null,
  );
  return parseDraft(text, sections);
}

export function writeDraft(draft: NeedsAnalysisDraft): void {
  try {
    localStorage.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the server copy still holds the saved sections.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(draftStorageKey);
  } catch {
    // Nothing to clear.
  }
}
