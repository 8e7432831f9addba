import { monthIndex, monthOfIndex } from './calendar-dates';
import { type CommissionTerms, expectedInMonthsCents } from './commissions';
import type { Premium } from './premiums';
import { type StatusChange, statusByMonth } from './status-history';

/**
 * Expected against received commission (issue 31), per month and per insurer, and the policies
 * where they differ: the adviser sees at once which insurer underpaid. Expected is what the terms
 * give for each month the policy was in force (commissions.ts, status-history.ts); received is the
 * insurers' statements. An insurer's month is compared only once a statement of theirs covers it
 * (a line of any of their policies in that month, imported or entered); until then what is expected
 * is awaiting, not short-paid (D33). Cents throughout.
 */

export interface ReportPolicy extends Premium {
  id: string;
  policyNumber: string;
  insurer: string;
  clientId: string;
  clientName: string;
  /** `YYYY-MM` of its start date. */
  startMonth: string;
  terms: CommissionTerms;
  /** Whether its terms are entered: commission is expected in the months it is in force. */
  expecting: boolean;
  /** Its status now (`in-force` when not given). */
  status?: string;
  /** Its changes of status with their dates (D33); none: its status now throughout. */
  statusChanges?: readonly StatusChange[];
}

export interface Statement {
  policyId: string;
  month: string;
  amountCents: number;
}

export interface Compared {
  /** What the terms give, whether a statement covers it yet or not. */
  expectedCents: number;
  /** The part of it no statement of the insurer covers yet (D33). */
  awaitingCents: number;
  receivedCents: number;
  /**
   * Received less expected over the covered months only (expected less awaiting): negative when an
   * insurer paid less.
   */
  differenceCents: number;
}

/**
 * The latest month whose statement is late on `today` (issue 59): a month and a half (45 days) after
 * it ended, an insurer's statement that has not come is one to chase, no longer one to await.
 */
export function statementLateThrough(today: string): string {
  let index = monthIndex(today.slice(0, 7));
  if (index === null) throw new RangeError(`not a date: ${today}`);
  for (;;) {
    index -= 1;
    const month = monthOfIndex(index);
    const next = monthOfIndex(index + 1);
    // The month's last day is the day before the next month's first.
    const ended = Date.parse(`${next}-01T00:00:00Z`) - 86_400_000;
    if (ended + 45 * 86_400_000 < Date.parse(`${today}T00:00:00Z`)) return month;
  }
}

/** An insurer whose statements for months long ended have not come (issue 59). */
export interface StatementToChase {
  insurer: string;
  /** `YYYY-MM`, in order. */
  months: string[];
  /** What the terms give for those months. */
  expectedCents: number;
}

export interface CommissionReport {
  from: string;
  to: string;
  total: Compared;
  /**
   * The statements to chase: insurers with no statement for months that ended over a month and a
   * half ago, the most expected first. Their expected stays in `awaitingCents`; this names it.
   */
  toChase: StatementToChase[];
  months: (Compared & { month: string })[];
  insurers: (Compared & { insurer: string })[];
  /** How many policy-months of covered months differ in all. */
  differenceCount: number;
  /**
   * The policies and covered months where received differs from expected, the largest shortfall
   * first: at most `differencesLimit` of them (a year of a large book differs in tens of thousands of
   * places).
   */
  differences: (Compared & {
    policyId: string;
    policyNumber: string;
    insurer: string;
    clientId: string;
    clientName: string;
    month: string;
  })[];
}

const compared = (expectedCents: number, receivedCents: number, awaitingCents = 0): Compared => ({
  expectedCents,
  awaitingCents,
  receivedCents,
  differenceCents: receivedCents - (expectedCents - awaitingCents),
});

/** The differences a report lists by default: the largest shortfalls, a page's worth. */
export const reportDifferencesLimit = 500;

/**
 * The `limit` smallest of the differences it is offered (the largest shortfalls), in the report's
 * order: the difference, then the month, then the policy number, then the policy's place in the
 * list. A max-heap of at most `limit`: a year of a large book differs in a hundred thousand places,
 * and only a page of them is listed, so none of the others is kept or sorted.
 */
class LargestShortfalls {
  /** Slots of the kept entries, the last of them on top. */
  private readonly heap: number[] = [];
  // One slot more than the limit: the entry being offered.
  private readonly difference: Float64Array;
  private readonly expected: Float64Array;
  private readonly paid: Float64Array;
  private readonly offset: Int32Array;
  private readonly policy: Int32Array;
  private spare: number;

  constructor(
    private readonly limit: number,
    private readonly policyNumbers: readonly string[],
  ) {
    const slots = Math.max(0, limit) + 1;
    this.difference = new Float64Array(slots);
    this.expected = new Float64Array(slots);
    this.paid = new Float64Array(slots);
    this.offset = new Int32Array(slots);
    this.policy = new Int32Array(slots);
    this.spare = 0;
  }

  /** Whether slot a comes after slot b in the report's order. */
  private after(a: number, b: number): boolean {
    const byDifference = (this.difference[a] as number) - (this.difference[b] as number);
    if (byDifference !== 0) return byDifference > 0;
    const byOffset = (this.offset[a] as number) - (this.offset[b] as number);
    if (byOffset !== 0) return byOffset > 0;
    const numberA = this.policyNumbers[this.policy[a] as number] as string;
    const numberB = this.policyNumbers[this.policy[b] as number] as string;
    if (numberA !== numberB) return numberA > numberB;
    return (this.policy[a] as number) > (this.policy[b] as number);
  }

  offer(policy: number, offset: number, expected: number, paid: number): void {
    if (this.limit <= 0) return;
    const heap = this.heap;
    // Most of a large book's differences come after the last kept: refused before anything is stored.
    if (heap.length === this.limit && paid - expected > (this.difference[heap[0] as number] as number))
      return;
    const slot = this.spare;
    this.difference[slot] = paid - expected;
    this.expected[slot] = expected;
    this.paid[slot] = paid;
    this.offset[slot] = offset;
    this.policy[slot] = policy;
    if (heap.length < this.limit) {
      heap.push(slot);
      this.spare = heap.length;
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.after(heap[at] as number, heap[parent] as number)) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
      return;
    }
    // Kept only if it comes before the last kept, which then gives up its slot.
    if (!this.after(heap[0] as number, slot)) return;
    this.spare = heap[0] as number;
    heap[0] = slot;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && this.after(heap[left] as number, heap[largest] as number)) largest = left;
      if (right < heap.length && this.after(heap[right] as number, heap[largest] as number)) largest = right;
      if (largest === at) break;
      [heap[at], heap[largest]] = [heap[largest] as number, heap[at] as number];
      at = largest;
    }
  }

  /** The kept entries, in the report's order. */
  sorted(): { policy: number; offset: number; expected: number; paid: number }[] {
    return [...this.heap]
      .sort((a, b) => (this.after(a, b) ? 1 : this.after(b, a) ? -1 : 0))
      .map((slot) => ({
        policy: this.policy[slot] as number,
        offset: this.offset[slot] as number,
        expected: this.expected[slot] as number,
        paid: this.paid[slot] as number,
      }));
  }
}

/**
 * What insurers paid in a range of months, by policy: a row of the range's months each. Statements
 * outside the range are not counted; two lines of one policy and month add up.
 */
export class ReceivedInMonths {
  readonly start: number;
  readonly months: string[];
  readonly byPolicy = new Map<string, Float64Array>();
  /** Which of the months hold a line of the policy (a line of 0 covers its month too). */
  readonly linesOf = new Map<string, Uint8Array>();

  constructor(from: string, to: string) {
    const start = monthIndex(from);
    const end = monthIndex(to);
    if (start === null || end === null || end < start)
      throw new RangeError(`not a range of months: ${from} to ${to}`);
    this.start = start;
    this.months = Array.from({ length: end - start + 1 }, (_, offset) => monthOfIndex(start + offset));
  }

  /** A month's place in the range by its index (`monthIndex`), or null outside it. */
  offsetOfIndex(index: number): number | null {
    return index >= this.start && index < this.start + this.months.length ? index - this.start : null;
  }

  // The policies' rows are views of slabs of a few thousand rows (issue 45): a typed array of its
  // own each (a year of a large book pays 30,000 policies) cost an allocation of memory outside
  // the heap per row, a fifth of the report's time with the collections it brought.
  private slab = new Float64Array(0);
  private slabLines = new Uint8Array(0);
  private slabUsed = 0;
  private static readonly slabRows = 4096;

  /** The policy's row of the range's months (made on first use). */
  rowOf(policyId: string): Float64Array {
    let row = this.byPolicy.get(policyId);
    if (!row) {
      const width = this.months.length;
      if ((this.slabUsed + 1) * width > this.slab.length) {
        this.slab = new Float64Array(ReceivedInMonths.slabRows * width);
        this.slabLines = new Uint8Array(ReceivedInMonths.slabRows * width);
        this.slabUsed = 0;
      }
      const start = this.slabUsed * width;
      this.slabUsed += 1;
      row = this.slab.subarray(start, start + width);
      this.byPolicy.set(policyId, row);
      this.linesOf.set(policyId, this.slabLines.subarray(start, start + width));
    }
    return row;
  }

  /** Adds a line at a place in the range (`offsetOfIndex`). */
  addAt(policyId: string, offset: number, amountCents: number): void {
    const row = this.rowOf(policyId);
    row[offset] = (row[offset] as number) + amountCents;
    (this.linesOf.get(policyId) as Uint8Array)[offset] = 1;
  }

  add(policyId: string, month: string, amountCents: number): void {
    const index = monthIndex(month);
    const offset = index === null ? null : this.offsetOfIndex(index);
    if (offset === null) return;
    this.addAt(policyId, offset, amountCents);
  }
}

export function commissionReport(
  policies: readonly ReportPolicy[],
  statements: readonly Statement[] | ReceivedInMonths,
  from: string,
  to: string,
  differencesLimit = reportDifferencesLimit,
  /** The latest month whose missing statement is late (`statementLateThrough`); null: none is. */
  lateThrough: string | null = null,
): CommissionReport {
  let inRange = statements instanceof ReceivedInMonths ? statements : null;
  if (!inRange) {
    inRange = new ReceivedInMonths(from, to);
    for (const statement of statements as readonly Statement[])
      inRange.add(statement.policyId, statement.month, statement.amountCents);
  }
  if (inRange.months[0] !== from || inRange.months[inRange.months.length - 1] !== to)
    throw new RangeError(
      `statements of ${inRange.months[0]} to ${inRange.months.at(-1)}, not ${from} to ${to}`,
    );
  const { start, months } = inRange;
  const received = inRange.byPolicy;
  const monthExpected = new Array<number>(months.length).fill(0);
  const monthAwaiting = new Array<number>(months.length).fill(0);
  const monthReceived = new Array<number>(months.length).fill(0);
  const byInsurer = new Map<string, { expected: number; awaiting: number; received: number }>();
  // The months each insurer's statements cover: any line of any of their policies.
  const covered = new Map<string, Uint8Array>();
  for (const policy of policies) {
    const lines = inRange.linesOf.get(policy.id);
    if (!lines) continue;
    let months = covered.get(policy.insurer);
    if (!months) {
      months = new Uint8Array(lines.length);
      covered.set(policy.insurer, months);
    }
    for (let offset = 0; offset < lines.length; offset++) if (lines[offset]) months[offset] = 1;
  }
  const nothingCovered = new Uint8Array(months.length);
  const shortfalls = new LargestShortfalls(
    differencesLimit,
    policies.map((policy) => policy.policyNumber),
  );
  let differenceCount = 0;
  const late = new Map<string, { months: Set<string>; expectedCents: number }>();
  const expectedHere = new Float64Array(months.length);
  // A book's start months repeat: each is read once.
  const startMonths = new Map<string, number | null>();
  for (let index = 0; index < policies.length; index++) {
    const policy = policies[index] as ReportPolicy;
    let policyStart = startMonths.get(policy.startMonth);
    if (policyStart === undefined) {
      policyStart = monthIndex(policy.startMonth);
      startMonths.set(policy.startMonth, policyStart);
    }
    if (policyStart === null) throw new RangeError(`not a month: ${policy.startMonth}`);
    const changes = policy.statusChanges ?? [];
    const status = policy.status ?? 'in-force';
    // In force in some month of the range: now (and never changed), or by its changes.
    const statuses = changes.length > 0 ? statusByMonth(status, changes, from, months.length) : null;
    const inForceSome = statuses ? statuses.includes('in-force') : status === 'in-force';
    let expecting =
      policy.expecting &&
      inForceSome &&
      expectedInMonthsCents(policy, policy.terms, start - policyStart + 1, expectedHere);
    if (expecting && statuses)
      for (let offset = 0; offset < months.length; offset++)
        if (statuses[offset] !== 'in-force') expectedHere[offset] = 0;
    if (expecting && statuses) expecting = expectedHere.some((cents) => cents !== 0);
    const got = received.get(policy.id);
    if (!expecting && !got) continue;
    const coveredMonths = covered.get(policy.insurer) ?? nothingCovered;
    let insurer: { expected: number; awaiting: number; received: number } | undefined;
    for (let offset = 0; offset < months.length; offset++) {
      const expected = expecting ? (expectedHere[offset] as number) : 0;
      const paid = got ? (got[offset] as number) : 0;
      if (expected === 0 && paid === 0) continue;
      const isCovered = coveredMonths[offset] === 1;
      monthExpected[offset] = (monthExpected[offset] as number) + expected;
      monthReceived[offset] = (monthReceived[offset] as number) + paid;
      if (!isCovered) monthAwaiting[offset] = (monthAwaiting[offset] as number) + expected;
      insurer ??= byInsurer.get(policy.insurer);
      if (!insurer) {
        insurer = { expected: 0, awaiting: 0, received: 0 };
        byInsurer.set(policy.insurer, insurer);
      }
      insurer.expected += expected;
      insurer.received += paid;
      if (!isCovered) {
        insurer.awaiting += expected;
        const month = months[offset] as string;
        if (expected > 0 && lateThrough !== null && month <= lateThrough) {
          let chase = late.get(policy.insurer);
          if (!chase) {
            chase = { months: new Set(), expectedCents: 0 };
            late.set(policy.insurer, chase);
          }
          chase.months.add(month);
          chase.expectedCents += expected;
        }
      } else if (expected !== paid) {
        differenceCount++;
        shortfalls.offer(index, offset, expected, paid);
      }
    }
  }
  const differences: CommissionReport['differences'] = shortfalls.sorted().map((kept) => {
    const policy = policies[kept.policy] as ReportPolicy;
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      insurer: policy.insurer,
      clientId: policy.clientId,
      clientName: policy.clientName,
      month: months[kept.offset] as string,
      ...compared(kept.expected, kept.paid),
    };
  });
  const monthRows = months.map((month, offset) => ({
    month,
    ...compared(
      monthExpected[offset] as number,
      monthReceived[offset] as number,
      monthAwaiting[offset] as number,
    ),
  }));
  return {
    from,
    to,
    total: compared(
      monthRows.reduce((sum, row) => sum + row.expectedCents, 0),
      monthRows.reduce((sum, row) => sum + row.receivedCents, 0),
      monthRows.reduce((sum, row) => sum + row.awaitingCents, 0),
    ),
    toChase: [...late.entries()]
      .map(([insurer, chase]) => ({
        insurer,
        months: [...chase.months].sort(),
        expectedCents: chase.expectedCents,
      }))
      .sort((a, b) => b.expectedCents - a.expectedCents || a.insurer.localeCompare(b.insurer)),
    months: monthRows,
    insurers: [...byInsurer.entries()]
      .map(([insurer, totals]) => ({
        insurer,
        ...compared(totals.expected, totals.received, totals.awaiting),
      }))
      .sort((a, b) => a.differenceCents - b.differenceCents || a.insurer.localeCompare(b.insurer)),
    differenceCount,
    differences,
  };
}

/** Months in runs of consecutive ones (`YYYY-MM`, in order): Jan, Feb, Mar, May -> [Jan, Mar], [May, May]. */
export function monthRuns(months: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const month of months) {
    const last = runs.at(-1);
    const index = monthIndex(month);
    if (last && index !== null && monthIndex(last[1]) === index - 1) last[1] = month;
    else runs.push([month, month]);
  }
  return runs;
}
