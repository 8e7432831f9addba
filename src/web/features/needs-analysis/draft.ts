import {
  type NeedsAnalysisAnswers,
  type NeedsAnalysisSection,
  needsAnalysisSectionNames,
  needsAnalysisSections,
  needsAnalysisSteps,
  visibleAnswers,
} from '../../../shared/needs-analysis';

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

/** The stored draft, each section checked again (a section that no longer fits is dropped). */
export function parseDraft(text: string | null): NeedsAnalysisDraft | null {
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
    const parsed = needsAnalysisSections[section].safeParse(stored.answers?.[section] ?? {});
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

export function readDraft(): NeedsAnalysisDraft | null {
  try {
    return parseDraft(localStorage.getItem(draftStorageKey));
  } catch {
    return null;
  }
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
