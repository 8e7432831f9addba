/**
 * The back office's timings and their budget, shared by the benches that time it (issue 57: here
 * rather than in bench-back-office.ts, which runs bench-documents.ts, which needs them).
 */
export const backOfficeBudgetMs = 100;

export interface BackOfficeTiming {
  label: string;
  p50: number;
  p95: number;
  bytes: number;
  /** False for a call reported for information only. */
  budgeted: boolean;
  /** A budget of its own, tighter than the back office's (free slots, issue 20: 50 ms). */
  budgetMs?: number;
}

/** The value at `fraction` (0.95: p95) of values sorted in ascending order. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] as number;
}
