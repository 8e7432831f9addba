import { describe, expect, it } from 'vitest';
import {
  commissionReport,
  monthRuns,
  ReceivedInMonths,
  type ReportPolicy,
  statementLateThrough,
} from './commission-report';

const policy = (overrides: Partial<ReportPolicy>): ReportPolicy => ({
  id: 'p1',
  policyNumber: 'OM-1',
  insurer: 'Old Mutual',
  clientId: 'c1',
  clientName: 'Maria',
  premiumCents: 50_000,
  premiumFrequency: 'monthly',
  startMonth: '2026-01',
  terms: {},
  expecting: true,
  ...overrides,
});

describe('expected against received commission', () => {
  // Old Mutual: N$ 500 a month from January 2026, N$ 1,200.00 over twelve months = 10,000 cents a
  // month (120,000 / 12 exactly). Sanlam: N$ 1,000 a month from January 2025, 5 % ongoing from
  // month 13 (January 2026) = 5,000 cents a month.
  const policies = [
    policy({ terms: { firstYear: { kind: 'amount', amountCents: 120_000, paid: 'over-12-months' } } }),
    policy({
      id: 'p2',
      policyNumber: 'SN-2',
      insurer: 'Sanlam',
      clientId: 'c2',
      clientName: 'Johannes',
      premiumCents: 100_000,
      startMonth: '2025-01',
      terms: { ongoingBasisPoints: 500 },
    }),
    // Lapsed (since before the range): nothing expected any more, but a clawback arrives.
    policy({ id: 'p3', policyNumber: 'OM-3', status: 'lapsed', terms: { ongoingBasisPoints: 500 } }),
  ];
  const statements = [
    { policyId: 'p1', month: '2026-01', amountCents: 10_000 },
    { policyId: 'p1', month: '2026-02', amountCents: 10_000 },
    { policyId: 'p1', month: '2026-03', amountCents: 9_000 }, // underpaid by 1,000
    { policyId: 'p2', month: '2026-01', amountCents: 5_000 },
    // Sanlam's February statement lists the policy at nothing; no Sanlam statement covers March yet.
    { policyId: 'p2', month: '2026-02', amountCents: 0 },
    { policyId: 'p3', month: '2026-02', amountCents: -2_500 }, // a clawback
    { policyId: 'p1', month: '2026-05', amountCents: 10_000 }, // outside the range asked
  ];
  const report = commissionReport(policies, statements, '2026-01', '2026-03');

  it('per month: expected, awaiting a statement, received and the difference over covered months', () => {
    expect(report.months).toEqual([
      {
        month: '2026-01',
        expectedCents: 15_000,
        awaitingCents: 0,
        receivedCents: 15_000,
        differenceCents: 0,
      },
      // 10,000 + 5,000 expected; 10,000 - 2,500 + 0 received.
      {
        month: '2026-02',
        expectedCents: 15_000,
        awaitingCents: 0,
        receivedCents: 7_500,
        differenceCents: -7_500,
      },
      // Sanlam's 5,000 awaits its statement: 9,000 received against the 10,000 of Old Mutual.
      {
        month: '2026-03',
        expectedCents: 15_000,
        awaitingCents: 5_000,
        receivedCents: 9_000,
        differenceCents: -1_000,
      },
    ]);
    // 31,500 received against 45,000 - 5,000 covered.
    expect(report.total).toEqual({
      expectedCents: 45_000,
      awaitingCents: 5_000,
      receivedCents: 31_500,
      differenceCents: -8_500,
    });
  });

  it('per insurer, the largest shortfall first', () => {
    // Sanlam: 15,000 expected, 5,000 of it (March) awaiting, 5,000 received: 5,000 - 10,000.
    // Old Mutual: 30,000 expected, all covered, 29,000 - 2,500 = 26,500 received.
    expect(report.insurers).toEqual([
      {
        insurer: 'Sanlam',
        expectedCents: 15_000,
        awaitingCents: 5_000,
        receivedCents: 5_000,
        differenceCents: -5_000,
      },
      {
        insurer: 'Old Mutual',
        expectedCents: 30_000,
        awaitingCents: 0,
        receivedCents: 26_500,
        differenceCents: -3_500,
      },
    ]);
  });

  it('the policies and covered months where they differ (not the months awaiting a statement)', () => {
    expect(report.differences.map((row) => [row.policyNumber, row.month, row.differenceCents])).toEqual([
      ['SN-2', '2026-02', -5_000],
      ['OM-3', '2026-02', -2_500],
      ['OM-1', '2026-03', -1_000],
    ]);
    expect(report.differenceCount).toBe(3);
  });

  it('lists at most the largest shortfalls asked for, and counts them all', () => {
    const two = commissionReport(policies, statements, '2026-01', '2026-03', 2);
    expect(two.differences.map((row) => [row.policyNumber, row.month])).toEqual([
      ['SN-2', '2026-02'],
      ['OM-3', '2026-02'],
    ]);
    expect(two.differenceCount).toBe(3);
    // The totals are of everything, not of the rows listed.
    expect(two.total).toEqual(report.total);
  });

  it('breaks ties of equal shortfalls by month, then policy number, when the limit cuts through them', () => {
    // Five policies with N$ 1,200 of first-year commission over twelve months (10,000 cents a
    // month), none paid in January or February: ten equal shortfalls of 10,000 cents. One more
    // with N$ 2,400 (20,000 a month): two larger ones, listed first.
    const equal = ['E-5', 'E-3', 'E-1', 'E-4', 'E-2'].map((policyNumber) =>
      policy({
        id: policyNumber,
        policyNumber,
        terms: { firstYear: { kind: 'amount', amountCents: 120_000, paid: 'over-12-months' } },
      }),
    );
    const larger = policy({
      id: 'L',
      policyNumber: 'L-1',
      terms: { firstYear: { kind: 'amount', amountCents: 240_000, paid: 'over-12-months' } },
    });
    // Old Mutual's statements of January and February list another policy at nothing: both covered.
    const other = policy({ id: 'X', policyNumber: 'X-1', expecting: false });
    const covering = [
      { policyId: 'X', month: '2026-01', amountCents: 0 },
      { policyId: 'X', month: '2026-02', amountCents: 0 },
    ];
    const tied = commissionReport([...equal, larger, other], covering, '2026-01', '2026-02', 4);
    expect(tied.differenceCount).toBe(12);
    expect(tied.differences.map((row) => [row.policyNumber, row.month, row.differenceCents])).toEqual([
      ['L-1', '2026-01', -20_000],
      ['L-1', '2026-02', -20_000],
      ['E-1', '2026-01', -10_000],
      ['E-2', '2026-01', -10_000],
    ]);
  });

  it('awaits a statement: nothing is short-paid for an insurer and month no statement covers', () => {
    // Santam: N$ 1,650 a month, 5 % ongoing (8,250 cents a month) on two policies, no statement
    // imported at all: 3 months x 2 x 8,250 = 49,500 awaiting, no difference.
    const santam = ['ST-1', 'ST-2'].map((policyNumber) =>
      policy({
        id: policyNumber,
        policyNumber,
        insurer: 'Santam',
        premiumCents: 165_000,
        startMonth: '2024-01',
        terms: { ongoingBasisPoints: 500 },
      }),
    );
    const none = commissionReport(santam, [], '2026-01', '2026-03');
    expect(none.total).toEqual({
      expectedCents: 49_500,
      awaitingCents: 49_500,
      receivedCents: 0,
      differenceCents: 0,
    });
    expect(none.insurers).toEqual([
      {
        insurer: 'Santam',
        expectedCents: 49_500,
        awaitingCents: 49_500,
        receivedCents: 0,
        differenceCents: 0,
      },
    ]);
    expect(none.differences).toEqual([]);
    expect(none.differenceCount).toBe(0);
    // Santam's February statement pays ST-1 only: February is covered, and ST-2's 8,250 is short.
    const february = commissionReport(
      santam,
      [{ policyId: 'ST-1', month: '2026-02', amountCents: 8_250 }],
      '2026-01',
      '2026-03',
    );
    expect(february.months.map((row) => [row.month, row.awaitingCents, row.differenceCents])).toEqual([
      ['2026-01', 16_500, 0],
      ['2026-02', 0, -8_250],
      ['2026-03', 16_500, 0],
    ]);
    expect(february.differences.map((row) => [row.policyNumber, row.month, row.differenceCents])).toEqual([
      ['ST-2', '2026-02', -8_250],
    ]);
  });

  it('expects commission in the months a policy was in force: lapsed in month 7, months 1-6 only', () => {
    // N$ 1,000 a month, 5 % ongoing from policy month 13: 5,000 cents a month over 2026. Lapsed on
    // 15 July 2026; every month of the year covered by a statement (another policy at nothing).
    const lapsed = policy({
      id: 'L',
      policyNumber: 'L-7',
      premiumCents: 100_000,
      startMonth: '2025-01',
      status: 'lapsed',
      statusChanges: [{ date: '2026-07-15', from: 'in-force', to: 'lapsed' }],
      terms: { ongoingBasisPoints: 500 },
    });
    const other = policy({ id: 'X', policyNumber: 'X-1', expecting: false });
    const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);
    const year = commissionReport(
      [lapsed, other],
      months.map((month) => ({ policyId: 'X', month, amountCents: 0 })),
      '2026-01',
      '2026-12',
    );
    expect(year.months.map((row) => row.expectedCents)).toEqual([
      ...Array(6).fill(5_000),
      ...Array(6).fill(0),
    ]);
    // 6 x 5,000 expected, nothing paid: six months short.
    expect(year.total.expectedCents).toBe(30_000);
    expect(year.differenceCount).toBe(6);
    expect(year.differences.map((row) => row.month)).toEqual(months.slice(0, 6));
    // A range after the lapse expects nothing, and the policy is not listed.
    const after = commissionReport([lapsed, other], [], '2026-08', '2026-09');
    expect(after.total.expectedCents).toBe(0);
    expect(after.insurers).toEqual([]);
  });

  it('refuses a range that is not one', () => {
    expect(() => commissionReport([], [], '2026-03', '2026-01')).toThrow('not a range of months');
  });

  it('keeps the same largest shortfalls as sorting every difference would (a large book)', () => {
    // 300 policies over six months, paid at random around what is expected (a deterministic
    // sequence): the report's bounded heap must list exactly what a full sort lists.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const many = Array.from({ length: 300 }, (_, index) =>
      policy({
        id: `m${index}`,
        // Some numbers repeat, so the last tie-break (the policy's place) is exercised too.
        policyNumber: `N-${String(index % 250).padStart(3, '0')}`,
        insurer: `Insurer ${index % 4}`,
        premiumCents: 10_000 + (index % 7) * 1_000,
        startMonth: index % 3 === 0 ? '2025-10' : '2024-06',
        terms: {
          firstYear: { kind: 'amount', amountCents: 12_000, paid: 'over-12-months' },
          ongoingBasisPoints: 500,
        },
      }),
    );
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
    const paid = many.flatMap((row) =>
      months.flatMap((month) => {
        const roll = next();
        if (roll < 0.3) return [];
        return [{ policyId: row.id, month, amountCents: Math.round(next() * 8) * 250 }];
      }),
    );
    const full = commissionReport(many, paid, '2026-01', '2026-06', 100_000);
    // The reference: every difference, sorted by shortfall, month, policy number, place in the list.
    const place = new Map(many.map((row, index) => [row.id, index]));
    const reference = [...full.differences].sort(
      (a, b) =>
        a.differenceCents - b.differenceCents ||
        a.month.localeCompare(b.month) ||
        (a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0) ||
        (place.get(a.policyId) as number) - (place.get(b.policyId) as number),
    );
    expect(full.differences).toEqual(reference);
    expect(full.differenceCount).toBe(reference.length);
    for (const limit of [1, 7, 100, 500]) {
      const limited = commissionReport(many, paid, '2026-01', '2026-06', limit);
      expect(limited.differences).toEqual(reference.slice(0, limit));
      expect(limited.differenceCount).toBe(reference.length);
      expect(limited.total).toEqual(full.total);
    }
  });

  it('takes the statements already put in rows of the months, as the server reads them', () => {
    const received = new ReceivedInMonths('2026-01', '2026-03');
    for (const statement of statements)
      received.add(statement.policyId, statement.month, statement.amountCents);
    // May 2026 is outside the range: no place in the row.
    expect([...received.rowOf('p1')]).toEqual([10_000, 10_000, 9_000]);
    expect(received.offsetOfIndex(2026 * 12 + 4)).toBeNull();
    expect(commissionReport(policies, received, '2026-01', '2026-03')).toEqual(report);
    // Rows of other months than the report's are refused, not misread.
    expect(() => commissionReport(policies, received, '2026-02', '2026-03')).toThrow(
      'not 2026-02 to 2026-03',
    );
  });

  it('keeps every policy’s row apart, past the first slab of rows', () => {
    // 10,000 policies over three months: more rows than one slab holds (4,096), so three slabs.
    const received = new ReceivedInMonths('2026-01', '2026-03');
    for (let index = 0; index < 10_000; index += 1) {
      received.add(`p${index}`, '2026-01', index);
      received.add(`p${index}`, '2026-03', 2 * index);
    }
    for (const index of [0, 4_095, 4_096, 8_191, 8_192, 9_999]) {
      expect([...received.rowOf(`p${index}`)], `p${index}`).toEqual([index, 0, 2 * index]);
      expect([...(received.linesOf.get(`p${index}`) as Uint8Array)], `p${index}`).toEqual([1, 0, 1]);
    }
    // A row asked for without a line is all nought, and no line.
    expect([...received.rowOf('new')]).toEqual([0, 0, 0]);
    expect([...(received.linesOf.get('new') as Uint8Array)]).toEqual([0, 0, 0]);
  });
});

describe('statements to chase (issue 59)', () => {
  it.each<[string, string]>([
    // 30 Sep + 45 days = 14 Nov, before 6 Dec; 31 Oct + 45 days = 15 Dec, not yet.
    ['2026-12-06', '2026-09'],
    ['2026-12-15', '2026-09'],
    ['2026-12-16', '2026-10'],
    // 31 Dec 2026 + 45 days = 14 Feb 2027.
    ['2027-02-14', '2026-11'],
    ['2027-02-15', '2026-12'],
    // 28 Feb 2027 + 45 days = 14 Apr.
    ['2027-04-15', '2027-02'],
  ])('on %s the latest late month is %s', (today, month) => {
    expect(statementLateThrough(today)).toBe(month);
  });

  // Two insurers, N$ 100 a month expected from each (ongoing 10 % of N$ 1,000, from month 13:
  // started January 2025, so from January 2026).
  const policies = [
    policy({ premiumCents: 100_000, startMonth: '2025-01', terms: { ongoingBasisPoints: 1000 } }),
    policy({
      id: 'p2',
      policyNumber: 'SN-2',
      insurer: 'Sanlam',
      premiumCents: 100_000,
      startMonth: '2025-01',
      terms: { ongoingBasisPoints: 1000 },
    }),
  ];
  // Old Mutual's statements cover January to March; Sanlam's none.
  const statements = ['2026-01', '2026-02', '2026-03'].map((month) => ({
    policyId: 'p1',
    month,
    amountCents: 10_000,
  }));

  it('lists each insurer’s months with no statement up to the late month, the most expected first', () => {
    const report = commissionReport(policies, statements, '2026-01', '2026-11', 500, '2026-09');
    expect(report.toChase).toEqual([
      // Sanlam: January to September, 9 x 10,000.
      {
        insurer: 'Sanlam',
        months: [
          '2026-01',
          '2026-02',
          '2026-03',
          '2026-04',
          '2026-05',
          '2026-06',
          '2026-07',
          '2026-08',
          '2026-09',
        ],
        expectedCents: 90_000,
      },
      // Old Mutual: April to September, 6 x 10,000.
      {
        insurer: 'Old Mutual',
        months: ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'],
        expectedCents: 60_000,
      },
    ]);
    // Still awaiting in the totals: October and November not yet late, the late ones named above.
    expect(report.total.awaitingCents).toBe(90_000 + 60_000 + 4 * 10_000);
  });

  it('has none to chase without a late month', () => {
    expect(commissionReport(policies, statements, '2026-01', '2026-11').toChase).toEqual([]);
  });
});

describe('monthRuns', () => {
  it.each<[string[], [string, string][]]>([
    [[], []],
    [['2026-03'], [['2026-03', '2026-03']]],
    [
      ['2026-01', '2026-02', '2026-03', '2026-05'],
      [
        ['2026-01', '2026-03'],
        ['2026-05', '2026-05'],
      ],
    ],
    [['2026-11', '2026-12', '2027-01'], [['2026-11', '2027-01']]],
  ])('%j', (months, runs) => {
    expect(monthRuns(months)).toEqual(runs);
  });
});
