/**
 * The sales pipeline board's figures (spec doc 2, sections 2 and 9): counts and N$ totals per
 * stage and overall (the pipeline value is the sum of estimated values, in cents), the search and
 * priority filter, and whether a follow-up is overdue.
 */

export interface BoardLead {
  status: string;
  priority: string;
  name: string;
  email: string;
  company: string;
  estimatedValueCents: number | null;
  nextFollowUp: string | null;
}

export interface StageTotal {
  count: number;
  valueCents: number;
}

/** Count and value per stage id (every id in `stageIds` present, 0 when empty), plus the whole board. */
export function boardTotals(
  leads: readonly BoardLead[],
  stageIds: readonly string[],
): { byStage: Record<string, StageTotal>; total: StageTotal } {
  const byStage: Record<string, StageTotal> = {};
  for (const id of stageIds) byStage[id] = { count: 0, valueCents: 0 };
  const total: StageTotal = { count: 0, valueCents: 0 };
  for (const lead of leads) {
    const value = lead.estimatedValueCents ?? 0;
    total.count += 1;
    total.valueCents += value;
    const stage = byStage[lead.status];
    if (stage) {
      stage.count += 1;
      stage.valueCents += value;
    }
  }
  return { byStage, total };
}

/** The spec's search: name, e-mail or company contains the text, ignoring case; and the priority filter. */
export function matchesBoardFilter(lead: BoardLead, search: string, priority: string | 'all'): boolean {
  if (priority !== 'all' && lead.priority !== priority) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [lead.name, lead.email, lead.company].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** True when the follow-up date (YYYY-MM-DD) is before today (YYYY-MM-DD, the adviser's calendar day). */
export function isFollowUpOverdue(nextFollowUp: string | null, today: string): boolean {
  return nextFollowUp !== null && nextFollowUp !== '' && nextFollowUp < today;
}
