import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy, PolicyCreateInput, PolicyList } from '../../../shared/book';
import type { ErasurePreview } from '../../../shared/privacy';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { retentionCandidates, runRetention } from '../privacy';

/**
 * Policies in the book of business (issue 31) through HTTP on both databases: recorded with the
 * client, each bad field named, changed with an audited line per change, listed with filters and
 * as CSV, moved by a merge, and kept as an advice record by an erasure.
 */

describe.each(dialects)('policies (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  const clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    admin.request({ method, url, headers: json, payload: JSON.stringify(body) });
  const db = () => testApp.database.handle.db;

  const lifePolicy = (clientId: string): PolicyCreateInput => ({
    clientId,
    insurer: 'Old Mutual Namibia',
    product: 'life',
    policyNumber: 'OM-LIFE-1001',
    status: 'quoted',
    startDate: '2025-03-15',
    premiumCents: 45_000,
    premiumFrequency: 'monthly',
    coverCents: 150_000_000,
    commission: { firstYearPercent: 75, firstYearPaid: 'upfront', ongoingPercent: 5 },
  });

  let maria = '';
  let life: Policy;

  it('records a policy for a client, answering 201 with it and its monthly premium', async () => {
    maria = await clientByEnquiry(testApp, 'Maria Shikongo');
    const created = await send('POST', '/api/admin/policies', lifePolicy(maria));
    expect(created.statusCode, created.body).toBe(201);
    life = created.json() as Policy;
    expect(life).toMatchObject({
      clientId: maria,
      clientName: 'Maria Shikongo',
      insurer: 'Old Mutual Namibia',
      product: 'life',
      policyNumber: 'OM-LIFE-1001',
      status: 'quoted',
      startDate: '2025-03-15',
      premiumCents: 45_000,
      premiumFrequency: 'monthly',
      monthlyPremiumCents: 45_000,
      coverCents: 150_000_000,
      commission: { firstYearPercent: 75, firstYearPaid: 'upfront', ongoingPercent: 5 },
    });
    expect(life.id).toMatch(/^[0-9a-f-]{36}$/);
    // An insurer not on the list is taken as written; a quarterly premium is a third a month.
    const quarterly = await send('POST', '/api/admin/policies', {
      ...lifePolicy(maria),
      insurer: 'Kalahari Mutual',
      product: 'funeral',
      policyNumber: 'KM-77',
      status: 'in-force',
      startDate: '2024-11-02',
      premiumCents: 100_000,
      premiumFrequency: 'quarterly',
      coverCents: null,
      commission: null,
    });
    expect(quarterly.statusCode, quarterly.body).toBe(201);
    expect(quarterly.json()).toMatchObject({
      monthlyPremiumCents: 33_333,
      coverCents: null,
      commission: null,
    });
    const line = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', life.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ action: 'create', entity_type: 'policy' });
  });

  it('refuses bad input with a 400 naming each bad field, and stores nothing', async () => {
    const before = await db().selectFrom('policies').select('id').execute();
    const bad = await send('POST', '/api/admin/policies', {
      ...lifePolicy(maria),
      insurer: ' ',
      product: 'car',
      status: 'active',
      startDate: '2026-02-30',
      premiumCents: -100,
      premiumFrequency: 'weekly',
      coverCents: 12.5,
      commission: { firstYearAmountCents: 1_000, firstYearPercent: 50 },
    });
    expect(bad.statusCode).toBe(400);
    const { fields } = bad.json().error as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      insurer: 'Enter the insurer (2 to 80 characters)',
      product: 'Choose the kind of product',
      status: 'Choose the status',
      startDate: 'Enter the start date as a real date (YYYY-MM-DD)',
      premiumCents: 'The premium cannot be negative',
      premiumFrequency: 'Choose how often the premium is paid',
      coverCents: 'The cover must be a whole number of cents',
      'commission.firstYearPercent': 'Give the first-year commission as an amount or a percentage, not both',
      'commission.firstYearPaid':
        'Say whether the first-year commission is paid up front or over twelve months',
    });
    const noClient = await send('POST', '/api/admin/policies', { ...lifePolicy('no-such-client') });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().error.fields).toEqual({ clientId: 'There is no such client' });
    const tooLong = await send('POST', '/api/admin/policies', {
      ...lifePolicy(maria),
      insurer: 'x'.repeat(81),
    });
    expect(tooLong.json().error.fields).toEqual({ insurer: 'Enter the insurer (2 to 80 characters)' });
    expect(await db().selectFrom('policies').select('id').execute()).toHaveLength(before.length);
  });

  it('changes a policy, writing each change to its audited timeline', async () => {
    const changed = await send('PATCH', `/api/admin/policies/${life.id}`, {
      status: 'in-force',
      premiumCents: 47_500,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'in-force',
      premiumCents: 47_500,
      monthlyPremiumCents: 47_500,
    });
    const lines = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', life.id)
      .where('action', '=', 'update')
      .execute();
    expect(lines.map((line) => JSON.parse(line.details))).toEqual([
      // In force from its start (15 March 2025): it was quoted, the insurer pays from the start (D33).
      {
        clientId: maria,
        changed: { status: ['quoted', 'in-force'], premiumCents: [45_000, 47_500] },
        statusDate: '2025-03-15',
      },
    ]);
    expect((await send('PATCH', `/api/admin/policies/${life.id}`, {})).statusCode).toBe(400);
    const date = await send('PATCH', `/api/admin/policies/${life.id}`, { startDate: '2025-02-29' });
    expect(date.json().error.fields).toEqual({
      startDate: 'Enter the start date as a real date (YYYY-MM-DD)',
    });
    const missing = await send('PATCH', '/api/admin/policies/no-such-policy', { status: 'lapsed' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/policies/${life.id}` })).json(),
    ).toMatchObject({
      status: 'in-force',
    });
  });

  it('shows on the client’s timeline: recorded, its status changes, and the reviews held', async () => {
    const review = await send('POST', `/api/admin/clients/${maria}/reviews`, {
      heldOn: '2026-11-20',
      notes: 'Cover still right.',
      outcome: 'no-change',
    });
    expect(review.statusCode, review.body).toBe(201);
    const details = (await admin.request({ method: 'GET', url: `/api/admin/clients/${maria}` })).json() as {
      timeline: { kind: string; title: string; detail: string; href: string | null; at: string }[];
    };
    const book = details.timeline.filter((entry) => entry.kind === 'policy' || entry.kind === 'review');
    expect(book).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'policy',
          title: 'Policy recorded',
          detail: 'Life cover, Old Mutual Namibia, no. OM-LIFE-1001',
          href: `/admin/policies/${life.id}`,
        }),
        expect.objectContaining({
          kind: 'policy',
          title: 'Policy status changed',
          detail: 'Life cover, Old Mutual Namibia: Quoted → In force',
        }),
        // Logged on the 25th, held on the 20th: it sits on the 20th, 10:00 in Windhoek.
        {
          kind: 'review',
          id: expect.any(String),
          title: 'Yearly review held',
          detail: 'No change\nCover still right.',
          href: null,
          at: '2026-11-20T08:00:00.000Z',
          sensitive: 'advice',
        },
      ]),
    );
  });

  it('lists policies by status, insurer, product, anniversary month or a search, with the total, and as CSV', async () => {
    const johannes = await clientByEnquiry(testApp, 'Johannes Nghipandulwa');
    const created = await send('POST', '/api/admin/policies', {
      ...lifePolicy(johannes),
      insurer: 'Sanlam Namibia',
      product: 'retirement-annuity',
      policyNumber: 'SN-RA-2002',
      status: 'in-force',
      startDate: '2023-11-20',
      premiumCents: 1_200_000,
      premiumFrequency: 'annually',
      commission: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = async (query: string) =>
      (await admin.request({ method: 'GET', url: `/api/admin/policies?${query}` })).json() as PolicyList;
    const numbers = (answer: PolicyList) => answer.items.map((item) => item.policyNumber).sort();

    expect((await list('')).total).toBe(3);
    expect(numbers(await list('status=in-force'))).toEqual(['KM-77', 'OM-LIFE-1001', 'SN-RA-2002']);
    expect(numbers(await list('insurer=sanlam%20namibia'))).toEqual(['SN-RA-2002']);
    expect(numbers(await list('product=funeral'))).toEqual(['KM-77']);
    // Renewing in November 2026: started in a November of an earlier year.
    expect(numbers(await list('renewsIn=2026-11'))).toEqual(['KM-77', 'SN-RA-2002']);
    expect(numbers(await list('renewsIn=2026-03'))).toEqual(['OM-LIFE-1001']);
    expect(numbers(await list('renewsIn=2025-03'))).toEqual([]); // it started then: not a renewal
    expect(numbers(await list('q=life-10'))).toEqual(['OM-LIFE-1001']);
    expect(numbers(await list('q=nghipandulwa'))).toEqual(['SN-RA-2002']);
    const bad = await admin.request({
      method: 'GET',
      url: '/api/admin/policies?renewsIn=2026-13&status=asleep',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['renewsIn', 'status']);

    const csv = await admin.request({ method: 'GET', url: '/api/admin/policies/export.csv?status=in-force' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="policies-2026-11-25.csv"');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Client ref","Client","Insurer","Policy number","Product","Status","Start date","Premium","Frequency","Cover","First-year commission %","First-year commission (N$)","First-year commission paid","Ongoing commission %","Monthly premium (N$)"',
    );
    expect(lines.find((line) => line.includes('SN-RA-2002'))).toMatch(
      /^"[0-9a-f-]{36}","Johannes Nghipandulwa","Sanlam Namibia","SN-RA-2002","Retirement annuity","In force","2023-11-20","12000.00","Annually","1500000.00",.*"1000.00"$/,
    );
    expect(lines).toHaveLength(4);
  });

  it('sums the in-force book: count, monthly premium rounded once, by insurer and product, anniversaries', async () => {
    const book = await admin.request({ method: 'GET', url: '/api/admin/book' });
    expect(book.statusCode).toBe(200);
    // In force: OM-LIFE-1001 47,500 a month, KM-77 100,000 a quarter (33,333.33 a month), SN-RA-2002
    // 1,200,000 a year (100,000 a month): 180,833.33 -> 180,833 cents.
    expect(book.json()).toMatchObject({
      inForce: { count: 3, monthlyPremiumCents: 180_833 },
      byInsurer: [
        { insurer: 'Sanlam Namibia', count: 1, monthlyPremiumCents: 100_000 },
        { insurer: 'Old Mutual Namibia', count: 1, monthlyPremiumCents: 47_500 },
        { insurer: 'Kalahari Mutual', count: 1, monthlyPremiumCents: 33_333 },
      ],
      singlePremiumsThisYear: { count: 0, premiumCents: 0 },
    });
    const anniversaries = (book.json() as { anniversaries: { month: string; count: number }[] })
      .anniversaries;
    expect(anniversaries).toHaveLength(12);
    expect(anniversaries.filter((month) => month.count > 0)).toEqual([
      { month: '2026-11', count: 2 },
      { month: '2027-03', count: 1 },
    ]);
  });

  it('takes commission statements per policy and month, and compares expected with received', async () => {
    const list = (
      await admin.request({ method: 'GET', url: '/api/admin/policies?status=in-force' })
    ).json() as PolicyList;
    const byNumber = (number: string) => list.items.find((item) => item.policyNumber === number) as Policy;
    const enter = (policy: Policy, body: unknown) =>
      send('POST', `/api/admin/policies/${policy.id}/commissions`, body);
    const omLife = byNumber('OM-LIFE-1001');
    const annuity = byNumber('SN-RA-2002');
    const first = await enter(omLife, { month: '2026-09', amountCents: 2_375 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      policyId: omLife.id,
      month: '2026-09',
      amountCents: 2_375,
      source: 'manual',
    });
    expect((await enter(omLife, { month: '2026-10', amountCents: 2_000 })).statusCode).toBe(201);
    // A policy without terms can still be paid.
    expect((await enter(annuity, { month: '2026-10', amountCents: 1_000 })).statusCode).toBe(201);
    const again = await enter(omLife, { month: '2026-10', amountCents: 2_375 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ month: '2026-10 is entered already for this policy' });
    const bad = await enter(omLife, { month: '2026-13', amountCents: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      month: 'month is a month, YYYY-MM',
      amountCents: 'amountCents must be a whole number of cents',
    });
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/policies/${omLife.id}/commissions` })).json(),
    ).toHaveLength(2);

    // OM-LIFE-1001 started March 2025 at N$ 475.00 a month (changed above), 5 % ongoing from month
    // 13 (March 2026): 47,500 x 500 / 10,000 = 2,375 cents a month. Its 75 % up front was in March 2025.
    const report = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-09&to=2026-11',
    });
    expect(report.statusCode, report.body).toBe(200);
    // No Old Mutual statement covers November yet: its 2,375 awaits one, it is not short (D33).
    expect(report.json()).toMatchObject({
      // 5,375 received against 7,125 - 2,375 covered.
      total: { expectedCents: 7_125, awaitingCents: 2_375, receivedCents: 5_375, differenceCents: 625 },
      months: [
        {
          month: '2026-09',
          expectedCents: 2_375,
          awaitingCents: 0,
          receivedCents: 2_375,
          differenceCents: 0,
        },
        {
          month: '2026-10',
          expectedCents: 2_375,
          awaitingCents: 0,
          receivedCents: 3_000,
          differenceCents: 625,
        },
        {
          month: '2026-11',
          expectedCents: 2_375,
          awaitingCents: 2_375,
          receivedCents: 0,
          differenceCents: 0,
        },
      ],
      insurers: [
        {
          insurer: 'Old Mutual Namibia',
          expectedCents: 7_125,
          awaitingCents: 2_375,
          receivedCents: 4_375,
          // 4,375 against 7,125 - 2,375.
          differenceCents: -375,
        },
        {
          insurer: 'Sanlam Namibia',
          expectedCents: 0,
          awaitingCents: 0,
          receivedCents: 1_000,
          differenceCents: 1_000,
        },
      ],
    });
    expect(
      (
        report.json().differences as {
          policyNumber: string;
          month: string;
          differenceCents: number;
          clientId: string;
          clientName: string;
        }[]
      ).map((row) => [row.policyNumber, row.month, row.differenceCents, row.clientId, row.clientName]),
    ).toEqual([
      ['OM-LIFE-1001', '2026-10', -375, omLife.clientId, omLife.clientName],
      // Paid without terms: read apart from the policies commission is expected from.
      ['SN-RA-2002', '2026-10', 1_000, annuity.clientId, 'Johannes Nghipandulwa'],
    ]);
    // On 25 November the statements of September and before are late (30 September + 45 days is
    // 14 November): none is missing in these months; from June, Old Mutual's June to August are.
    expect(report.json().toChase).toEqual([]);
    const longer = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-06&to=2026-11',
    });
    expect(longer.json().toChase).toEqual([
      { insurer: 'Old Mutual Namibia', months: ['2026-06', '2026-07', '2026-08'], expectedCents: 3 * 2_375 },
    ]);
    const backwards = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-11&to=2026-01',
    });
    expect(backwards.json().error.fields).toEqual({ to: 'to is on or after from' });
    const tooLong = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2024-01&to=2026-12',
    });
    expect(tooLong.json().error.fields).toEqual({ to: 'Ask for at most 24 months' });
  });

  it('imports an insurer’s statement from a CSV: a preview sorts the lines and stores nothing, then the matched lines are stored', async () => {
    const csv = [
      'Policy Number,Insurer,Month,Amount',
      'OM-LIFE-1001,Old Mutual Namibia,2026-11,"2,375.00"',
      'om-life-1001,old mutual namibia,2026-10,2375', // entered by hand already
      'SN-RA-2002,Sanlam Namibia,2026-11,1000',
      'SN-RA-2002,Sanlam Namibia,2026-11,1000', // twice in the file
      'H-404,Hollard,2026-11,50',
      'SN-RA-2002,Sanlam Namibia,November,ten',
    ].join('\r\n');
    const importing = (body: unknown) => send('POST', '/api/admin/commissions/import', body);
    const before = await db().selectFrom('policy_commissions').select('id').execute();
    const preview = await importing({ csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const sorted = preview.json();
    expect(sorted.stored).toBe(0);
    expect(
      sorted.matched.map((row: { line: number; amountCents: number }) => [row.line, row.amountCents]),
    ).toEqual([
      [2, 237_500],
      [4, 100_000],
    ]);
    expect(sorted.duplicates.map((row: { line: number; reason: string }) => [row.line, row.reason])).toEqual([
      [3, 'entered-already'],
      [5, 'twice-in-file'],
    ]);
    expect(sorted.unmatched.map((row: { line: number }) => row.line)).toEqual([6]);
    expect(sorted.invalid).toEqual([
      {
        line: 7,
        message: 'Line 7: the month "November" is not YYYY-MM; the amount "ten" is not an amount in N$',
      },
    ]);
    expect(await db().selectFrom('policy_commissions').select('id').execute()).toHaveLength(before.length);

    const stored = await importing({ csv, store: true });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().stored).toBe(2);
    expect(
      await db().selectFrom('policy_commissions').select('id').where('source', '=', 'csv').execute(),
    ).toHaveLength(2);
    // The same file again: everything it matched is entered now.
    expect((await importing({ csv, store: true })).json()).toMatchObject({ stored: 0, matched: [] });

    const noMonth = await importing({ csv: 'Insurer,Policy number,Amount\r\nSanlam,SN-2,10' });
    expect(noMonth.statusCode).toBe(400);
    expect(noMonth.json().error.fields.csv).toBe(
      'The file has no column Month (its first line names the columns: Insurer, Policy number, Month, Amount)',
    );
    const tooMany = await importing({
      csv: [
        'Insurer,Policy number,Month,Amount',
        ...Array.from({ length: 10_001 }, () => 'S,1,2026-11,1'),
      ].join('\n'),
    });
    expect(tooMany.json().error.fields.csv).toBe(
      'The file has 10,001 lines: import at most 10,000 at a time',
    );
    // 50,000 lines: refused by their number when short, by the file's size when a statement's.
    const fiftyThousand = await importing({
      csv: [
        'Insurer,Policy number,Month,Amount',
        ...Array.from({ length: 50_000 }, () => 'S,1,2026-11,1'),
      ].join('\n'),
    });
    expect(fiftyThousand.statusCode).toBe(400);
    expect(fiftyThousand.json().error.fields.csv).toBe(
      'The file has 50,000 lines: import at most 10,000 at a time',
    );
    const fiftyThousandLong = await importing({
      csv: [
        'Insurer,Policy number,Month,Amount',
        ...Array.from({ length: 50_000 }, (_, line) => `Old Mutual Namibia,OM-LIFE-${line},2026-11,1234.56`),
      ].join('\n'),
    });
    expect(fiftyThousandLong.statusCode).toBe(400);
    expect(fiftyThousandLong.json().error.fields.csv).toBe(
      'The file is over 2 MB: import at most 10,000 lines at a time',
    );
    const broken = await importing({ csv: 'Insurer,Policy number,Month,Amount\n"Sanlam,SN-2,2026-11,10\n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields.csv).toMatch(/^The file is not a CSV that reads/);
    expect((await importing({ csv: '' })).json().error.fields).toEqual({ csv: 'Choose the CSV file' });
  });

  it('keeps each change of status with its date: a lapsed policy earned in the months before (D33)', async () => {
    // N$ 1,000 a month from January 2025, 5 % ongoing from month 13: 5,000 cents a month in 2026.
    const created = await send('POST', '/api/admin/policies', {
      ...lifePolicy(maria),
      insurer: 'Hollard Namibia',
      policyNumber: 'HOL-77',
      status: 'in-force',
      startDate: '2025-01-01',
      premiumCents: 100_000,
      commission: { ongoingPercent: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json() as Policy;
    expect(policy.statusSince).toBeNull();
    for (const month of ['2026-06', '2026-07'])
      expect(
        (await send('POST', `/api/admin/policies/${policy.id}/commissions`, { month, amountCents: 5_000 }))
          .statusCode,
      ).toBe(201);
    // Refused: a lapse dated ahead of today (25 November 2026), a date without a status, a non-date.
    const ahead = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-12-01',
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.fields).toEqual({ statusDate: 'The date is today or earlier' });
    const alone = await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-08-10' });
    expect(alone.json().error.fields).toEqual({ statusDate: 'Give the date with the new status' });
    const notADate = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-08-32',
    });
    expect(notADate.json().error.fields).toEqual({
      statusDate: 'Enter the date as a real date (YYYY-MM-DD)',
    });
    expect(
      await db()
        .selectFrom('policy_status_changes')
        .select('id')
        .where('policy_id', '=', policy.id)
        .execute(),
    ).toEqual([]);

    const lapsed = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-08-10',
    });
    expect(lapsed.statusCode, lapsed.body).toBe(200);
    expect(lapsed.json()).toMatchObject({ status: 'lapsed', statusSince: '2026-08-10' });
    // June and July expected (and paid), August on not: a lapse in month 8 of the year.
    const report = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-06&to=2026-09',
    });
    const hollard = (report.json().insurers as { insurer: string }[]).find(
      (row) => row.insurer === 'Hollard Namibia',
    );
    expect(hollard).toEqual({
      insurer: 'Hollard Namibia',
      expectedCents: 10_000,
      awaitingCents: 0,
      receivedCents: 10_000,
      differenceCents: 0,
    });
    // Back in force in October (dated by hand): October and November expected again, awaiting Hollard's statements.
    const back = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'in-force',
      statusDate: '2026-10-01',
    });
    expect(back.json()).toMatchObject({ status: 'in-force', statusSince: '2026-10-01' });
    const year = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-06&to=2026-11',
    });
    expect(
      (year.json().insurers as { insurer: string }[]).find((row) => row.insurer === 'Hollard Namibia'),
    ).toEqual({
      insurer: 'Hollard Namibia',
      expectedCents: 20_000,
      awaitingCents: 10_000,
      receivedCents: 10_000,
      differenceCents: 0,
    });
    // The policy's timeline says from when.
    const changes = await db()
      .selectFrom('policy_status_changes')
      .select(['from_status', 'to_status', 'effective_date'])
      .where('policy_id', '=', policy.id)
      .orderBy('effective_date')
      .execute();
    expect(changes).toEqual([
      { from_status: 'in-force', to_status: 'lapsed', effective_date: '2026-08-10' },
      { from_status: 'lapsed', to_status: 'in-force', effective_date: '2026-10-01' },
    ]);
  });

  it('corrects the date of the present status, in the order of the changes, and counts the months again (D33)', async () => {
    // N$ 1,000 a month from January 2025, 5 % ongoing from month 13: 5,000 cents a month in 2026.
    const policy = (
      await send('POST', '/api/admin/policies', {
        ...lifePolicy(maria),
        insurer: 'Sanlam Namibia',
        policyNumber: 'SAN-DATE-1',
        status: 'in-force',
        startDate: '2025-01-01',
        premiumCents: 100_000,
        commission: { ongoingPercent: 5 },
      })
    ).json() as Policy;
    const sanlam = async () => {
      const report = await admin.request({
        method: 'GET',
        url: '/api/admin/commissions?from=2026-06&to=2026-09',
      });
      return (report.json().insurers as { insurer: string; expectedCents: number }[]).find(
        (row) => row.insurer === 'Sanlam Namibia',
      )?.expectedCents;
    };
    // No change of status yet: nothing to correct.
    const nothing = await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-08-10' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields).toEqual({ statusDate: 'Give the date with the new status' });

    await send('PATCH', `/api/admin/policies/${policy.id}`, { status: 'lapsed', statusDate: '2026-08-10' });
    // June and July expected: 2 x 5,000.
    expect(await sanlam()).toBe(10_000);
    // The lapse was in fact in July: corrected with the date alone (or with the same status).
    const corrected = await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-07-20' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'lapsed', statusSince: '2026-07-20' });
    // June alone expected now.
    expect(await sanlam()).toBe(5_000);
    const same = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-07-21',
    });
    expect(same.json()).toMatchObject({ status: 'lapsed', statusSince: '2026-07-21' });
    // Still one change: the correction moved its date, it added none.
    const changes = () =>
      db()
        .selectFrom('policy_status_changes')
        .select(['to_status', 'effective_date'])
        .where('policy_id', '=', policy.id)
        .orderBy('effective_date')
        .execute();
    expect(await changes()).toEqual([{ to_status: 'lapsed', effective_date: '2026-07-21' }]);
    // Refused: a lapse dated ahead of today (25 November 2026).
    const ahead = await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-11-26' });
    expect(ahead.json().error.fields).toEqual({ statusDate: 'The date is today or earlier' });

    // Back in force from October; then neither a correction nor a new change goes before the change before it.
    await send('PATCH', `/api/admin/policies/${policy.id}`, { status: 'in-force', statusDate: '2026-10-01' });
    const beforeLapse = await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-07-01' });
    expect(beforeLapse.statusCode).toBe(400);
    expect(beforeLapse.json().error.fields).toEqual({
      statusDate: 'The date is 2026-07-21 or later (the change of status before)',
    });
    const earlierLapse = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-09-15',
    });
    expect(earlierLapse.statusCode).toBe(400);
    expect(earlierLapse.json().error.fields).toEqual({
      statusDate: 'The date is 2026-10-01 or later (the change of status before)',
    });
    expect(await changes()).toEqual([
      { to_status: 'lapsed', effective_date: '2026-07-21' },
      { to_status: 'in-force', effective_date: '2026-10-01' },
    ]);
    // The same day as the change before is allowed; each correction is on the policy's own timeline.
    expect(
      (await send('PATCH', `/api/admin/policies/${policy.id}`, { statusDate: '2026-07-21' })).json(),
    ).toMatchObject({ status: 'in-force', statusSince: '2026-07-21' });
    const audit = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', policy.id)
      .where('action', '=', 'update')
      .execute();
    // The test's clock stands still: the entries are compared as a set.
    const corrections = audit
      .map((row) => (JSON.parse(row.details) as { changed: Record<string, unknown> }).changed.statusSince)
      .filter(Boolean);
    expect(corrections).toHaveLength(3);
    expect(corrections).toEqual(
      expect.arrayContaining([
        ['2026-08-10', '2026-07-20'],
        ['2026-07-20', '2026-07-21'],
        ['2026-10-01', '2026-07-21'],
      ]),
    );
  });

  it('dates a change given no date from the change before it when that is later: a policy lapsing before its start (D33)', async () => {
    const policy = (
      await send('POST', '/api/admin/policies', {
        ...lifePolicy(maria),
        policyNumber: 'OM-AHEAD-1',
        status: 'applied',
        startDate: '2026-12-01',
      })
    ).json() as Policy;
    // In force from its start, still ahead (today is 25 November 2026).
    const inForce = await send('PATCH', `/api/admin/policies/${policy.id}`, { status: 'in-force' });
    expect(inForce.json()).toMatchObject({ status: 'in-force', statusSince: '2026-12-01' });
    // Typed before it: refused. Without a date: from its start, never in force.
    const typed = await send('PATCH', `/api/admin/policies/${policy.id}`, {
      status: 'lapsed',
      statusDate: '2026-11-25',
    });
    expect(typed.json().error.fields).toEqual({
      statusDate: 'The date is 2026-12-01 or later (the change of status before)',
    });
    const lapsed = await send('PATCH', `/api/admin/policies/${policy.id}`, { status: 'lapsed' });
    expect(lapsed.statusCode, lapsed.body).toBe(200);
    expect(lapsed.json()).toMatchObject({ status: 'lapsed', statusSince: '2026-12-01' });
  });

  it('moves with a merge, and goes to the merged client when recorded for the merged-away one', async () => {
    const duplicate = await clientByEnquiry(testApp, 'Maria S.');
    const policy = (
      await send('POST', '/api/admin/policies', {
        ...lifePolicy(duplicate),
        policyNumber: 'DUP-1',
      })
    ).json() as Policy;
    const merged = await send('POST', `/api/admin/clients/${maria}/merge`, { sourceId: duplicate });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/policies/${policy.id}` })).json().clientId,
    ).toBe(maria);
    // Recorded for the merged-away id, a policy goes to the client it was merged into.
    const later = await send('POST', '/api/admin/policies', {
      ...lifePolicy(duplicate),
      policyNumber: 'DUP-2',
    });
    expect(later.json().clientId).toBe(maria);
  });

  it('is an advice record: an erasure keeps it in its legal period, and retention counts it as advice', async () => {
    const preview = await admin.request({ method: 'GET', url: `/api/admin/clients/${maria}/erasure` });
    const kept = (preview.json() as ErasurePreview).kept;
    expect(kept.policies).toBeGreaterThanOrEqual(3);
    // Five years after the last activity, not two: a client with a policy is an advice client.
    const inThreeYears = new Date('2029-12-01T00:00:00.000Z');
    const due = await retentionCandidates(db(), inThreeYears);
    expect(due.candidates.map((candidate) => candidate.id)).not.toContain(maria);
  });

  it('goes with its commission statements when retention removes the client, five years on', async () => {
    expect(await db().selectFrom('policy_commissions').select('id').execute()).not.toHaveLength(0);
    // 02:30 in Windhoek, more than five years after every client's last activity (25 November 2026).
    const outcome = await runRetention(testApp.database.handle, new Date('2032-01-10T00:30:00.000Z'));
    expect(outcome).toMatchObject({ outcome: 'ran' });
    expect(await db().selectFrom('policies').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('policy_commissions').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('policy_status_changes').select('id').execute()).toEqual([]);
  });
});
