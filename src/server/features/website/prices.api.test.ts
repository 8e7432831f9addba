import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandsOf, specPremiumTable } from '../../../domain/funeral/dated-tables';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { familyOfFour } from '../../testing/funeral-fixtures';

/**
 * Funeral premium tables with dates (issue 58) on both databases: a table the adviser enters is
 * checked whole (a premium of "abc", premiums falling as the cover rises, two tables from one day
 * refused naming the field); once published, an application is priced by the table in force on
 * its day in Windhoek and keeps which one; a table from a later day prices nothing before it.
 */

/** The spec's bands with the main member (19-45, men) at N$30,000 costing `cents` a month. */
function tableFrom(effectiveFrom: string, cents: number) {
  return {
    effectiveFrom,
    bands: bandsOf(specPremiumTable).map((band) =>
      band.category === 'mainSpouse' && band.minAge === 19
        ? {
            ...band,
            male: band.male.map((premium, index) => (band.amounts[index] === 30_000 ? cents : premium)),
          }
        : band,
    ),
  };
}

/**
 * familyOfFour with its main member at N$50.00 a month (50.00 x 11.4 = 570.00 a year): monthly
 * 135.68 - 41.34 + 50.00 = 144.34, annual 1,546.76 - 471.28 + 570.00 = 1,645.48.
 */
const pricedAtFifty = {
  ...familyOfFour,
  familyMembers: familyOfFour.familyMembers.map((member, index) =>
    index === 0 ? { ...member, monthlyCost: 50, annualCost: 570 } : member,
  ),
  coverageDetails: { ...familyOfFour.coverageDetails, totalMonthlyCost: 144.34, totalAnnualCost: 1645.48 },
  totalMonthlyCost: 14_434,
  totalAnnualCost: 164_548,
};

describe.each(dialects)('funeral premium tables with dates (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  // 6 December 2026, noon in Windhoek.
  const clock = new Date('2026-12-06T10:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp, testAccounts.owner);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const setTables = (funeralTables: unknown) =>
    owner.request({
      method: 'PATCH',
      url: '/api/admin/website/draft',
      payload: { prices: { funeralTables } },
    });
  const publish = () => owner.request({ method: 'POST', url: '/api/admin/website/publish' });
  let address = 0;
  const apply = (payload: unknown) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url: '/api/funeral-cover-applications',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.58.0.${address}`,
    });
  };

  it.each([
    [
      'a premium of "abc"',
      () => {
        const table = tableFrom('2026-12-01', 5000);
        return [
          {
            ...table,
            bands: [
              { ...table.bands[0], male: ['abc', ...(table.bands[0]?.male.slice(1) ?? [])] },
              ...table.bands.slice(1),
            ],
          },
        ];
      },
      'prices.funeralTables.0.bands.0.male.0',
    ],
    [
      'premiums that fall as the cover rises',
      () => {
        const table = tableFrom('2026-12-01', 5000);
        return [
          { ...table, bands: table.bands.map((band) => ({ ...band, female: [...band.female].reverse() })) },
        ];
      },
      'prices.funeralTables.0.bands',
    ],
    ['a day that is not one', () => [tableFrom('1 December', 5000)], 'prices.funeralTables.0.effectiveFrom'],
    [
      'two tables from one day',
      () => [tableFrom('2026-12-01', 5000), tableFrom('2026-12-01', 5100)],
      'prices.funeralTables.1.effectiveFrom',
    ],
  ])('refuses %s, naming the field, storing nothing', async (_name, tables, field) => {
    const answer = await setTables(tables());
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields)).toContain(field);
    const state = (await owner.request({ method: 'GET', url: '/api/admin/website' })).json();
    expect(state.draft.prices.funeralTables).toEqual([]);
  });

  it('prices an application by the table in force on its day, and keeps which one', async () => {
    // Before anything is entered: the spec's table (N$41.34).
    expect((await apply(familyOfFour)).statusCode).toBe(201);
    expect((await setTables([tableFrom('2026-12-01', 5000), tableFrom('2027-01-01', 5400)])).statusCode).toBe(
      200,
    );
    // Entered, not yet published: still the spec's.
    expect((await apply(familyOfFour)).statusCode).toBe(201);
    expect((await publish()).statusCode).toBe(200);

    // Published: from 1 December the main member costs N$50.00; the January table is not yet in force.
    const old = await apply(familyOfFour);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields['familyMembers.0.monthlyCost']).toBe(
      'The monthly premium for Test Applicant is N$ 50.00',
    );
    const priced = await apply(pricedAtFifty);
    expect(priced.statusCode).toBe(201);
    const rows = await testApp.database.handle.db
      .selectFrom('funeral_applications')
      .select(['total_monthly_cents', 'premium_table_from'])
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => [Number(row.total_monthly_cents), row.premium_table_from])).toEqual([
      [13_568, null],
      [13_568, null],
      [14_434, '2026-12-01'],
    ]);
  });
});

/** pricedAtFifty with the main member at N$54.00 (54.00 x 11.4 = 615.60): 135.68 - 41.34 + 54.00 = 148.34 a month, 1,546.76 - 471.28 + 615.60 = 1,691.08 a year. */
const pricedAtFiftyFour = {
  ...pricedAtFifty,
  familyMembers: familyOfFour.familyMembers.map((member, index) =>
    index === 0 ? { ...member, monthlyCost: 54, annualCost: 615.6 } : member,
  ),
  coverageDetails: { ...familyOfFour.coverageDetails, totalMonthlyCost: 148.34, totalAnnualCost: 1691.08 },
  totalMonthlyCost: 14_834,
  totalAnnualCost: 169_108,
};

describe.each(dialects)('a funeral premium table per plan (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  // 6 December 2026, noon in Windhoek.
  const clock = new Date('2026-12-06T10:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp, testAccounts.owner);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const setTables = (funeralTables: unknown) =>
    owner.request({
      method: 'PATCH',
      url: '/api/admin/website/draft',
      payload: { prices: { funeralTables } },
    });
  let address = 0;
  const apply = (payload: unknown) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url: '/api/funeral-cover-applications',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.59.0.${address}`,
    });
  };
  const standard = { ...tableFrom('2026-12-01', 5000), plan: 'Standard' };
  const plus = { ...tableFrom('2026-12-01', 5400), plan: 'Plus' };

  it.each<[string, unknown[], string, string]>([
    [
      'a table without its plan among named ones',
      [tableFrom('2026-12-01', 5000), plus],
      'prices.funeralTables.0.plan',
      'Name the plan: the tables are for more than one',
    ],
    [
      'two tables of one plan from one day',
      [standard, { ...standard, bands: tableFrom('2026-12-01', 5100).bands }],
      'prices.funeralTables.1.effectiveFrom',
      'Two tables of this plan take effect the same day: change one’s date',
    ],
    [
      'a plan name of 61 characters',
      [{ ...standard, plan: 'x'.repeat(61) }],
      'prices.funeralTables.0.plan',
      'At most 60 characters',
    ],
  ])('refuses %s, naming the field', async (_label, tables, field, message) => {
    const answer = await setTables(tables);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields[field]).toBe(message);
  });

  it('prices an application by the chosen plan’s table and keeps which plan', async () => {
    // Two plans from one day are two tables.
    expect((await setTables([standard, plus])).statusCode).toBe(200);
    expect((await owner.request({ method: 'POST', url: '/api/admin/website/publish' })).statusCode).toBe(200);

    for (const [plan, message] of [
      ['', 'Choose one of the plans we offer'],
      ['Gold', 'Choose one of the plans we offer'],
    ] as const) {
      const refused = await apply({ ...pricedAtFifty, plan });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ plan: message });
    }
    // The Plus plan's premium asked of the Standard plan is refused with the Standard's figure.
    const wrong = await apply({ ...pricedAtFiftyFour, plan: 'Standard' });
    expect(wrong.json().error.fields['familyMembers.0.monthlyCost']).toBe(
      'The monthly premium for Test Applicant is N$ 50.00',
    );
    expect((await apply({ ...pricedAtFifty, plan: 'Standard' })).statusCode).toBe(201);
    const chosen = await apply({ ...pricedAtFiftyFour, plan: ' Plus ' });
    expect(chosen.statusCode).toBe(201);
    const rows = await testApp.database.handle.db
      .selectFrom('funeral_applications')
      .select(['total_monthly_cents', 'premium_table_from', 'premium_table_plan'])
      .orderBy('created_at')
      .execute();
    expect(
      rows.map((row) => [Number(row.total_monthly_cents), row.premium_table_from, row.premium_table_plan]),
    ).toEqual([
      [14_434, '2026-12-01', 'Standard'],
      [14_834, '2026-12-01', 'Plus'],
    ]);
    // The same applicant's second application goes on the open card of the first (issue 59: one
    // card per person and need), with its plan and its value.
    const cards = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .select(['notes', 'estimated_value_cents'])
      .where('enquiry_type', '=', 'funeral-application')
      .execute();
    expect(cards).toHaveLength(1);
    expect(cards[0]?.notes).toMatch(/Asked again on .+: Funeral cover application \(Plus\): 4 member\(s\)/);
    // N$ 148.34 a month; a year is 12 months less 5 %: 1,780.08 x 0.95 = 1,691.076, N$ 1,691.08.
    expect(Number(cards[0]?.estimated_value_cents)).toBe(169_108);
  });
});

describe.each(dialects)('the calculators’ rates with their day (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const setRates = (rates: unknown) =>
    owner.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: { prices: { rates } } });
  const draftRates = async () =>
    (await owner.request({ method: 'GET', url: '/api/admin/website' })).json().draft.prices.rates;
  const rates = { asOf: '2026-12-01', primeLending: 11.25, investmentReturn: 9.5, inflation: 3.6 };

  it('has none on a fresh install: the calculators start empty', async () => {
    expect(await draftRates()).toEqual({
      asOf: '',
      primeLending: null,
      investmentReturn: null,
      inflation: null,
    });
    expect(testApp.config.site.rates.primeLending).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['a rate of "abc"', { ...rates, primeLending: 'abc' }, 'prices.rates.primeLending'],
    ['a rate below zero', { ...rates, inflation: -1 }, 'prices.rates.inflation'],
    ['a rate of 300 %', { ...rates, investmentReturn: 300 }, 'prices.rates.investmentReturn'],
    ['three decimals', { ...rates, primeLending: 11.125 }, 'prices.rates.primeLending'],
    ['a rate without its day', { ...rates, asOf: '' }, 'prices.rates.asOf'],
    ['a day that is not one', { ...rates, asOf: '2026-02-30' }, 'prices.rates.asOf'],
    ['a day of 10,000 characters', { ...rates, asOf: 'x'.repeat(10_000) }, 'prices.rates.asOf'],
  ])('refuses %s naming the field, storing nothing', async (_name, value, field) => {
    const before = await draftRates();
    const response = await setRates(value);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await draftRates()).toEqual(before);
  });

  it('keeps the rates in the draft and publishes them with their day', async () => {
    expect((await setRates({ ...rates, investmentReturn: null })).statusCode).toBe(200);
    expect(await draftRates()).toEqual({ ...rates, investmentReturn: null });
    // Not published yet: the pages still start empty.
    expect(testApp.config.site.rates.primeLending).toBeNull();
    expect((await owner.request({ method: 'POST', url: '/api/admin/website/publish' })).statusCode).toBe(200);
    expect(testApp.config.site.rates).toEqual({ ...rates, investmentReturn: null });
  });
});
