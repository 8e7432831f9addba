import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayAnswer } from '../../../shared/clients';
import { pipelineStageIds } from '../../../shared/pipeline';
import { signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { underpayingInsurer } from './people';
import { DemoRefused, demoAccounts, fillDemoPractice } from './practice';

/** `npm run demo` (issue 43): the example practice, made through the site's own API, on each database. */

describe.each(dialects)('the example practice (%s)', (dialect) => {
  let testApp: TestApp;
  const now = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is refused in production unless forced', async () => {
    await expect(
      fillDemoPractice(testApp.database.handle, testApp.config, { production: true, now }),
    ).rejects.toThrow(DemoRefused);
  });

  it('fills an empty book with a practice a new adviser understands', async () => {
    const summary = await fillDemoPractice(testApp.database.handle, testApp.config, { now });
    expect(summary.clients).toBeGreaterThanOrEqual(40);
    expect(summary.policies).toBeGreaterThanOrEqual(75);
    expect(summary.bookings).toBeGreaterThanOrEqual(3);
    expect(summary.signIn.map((account) => account.email)).toEqual([
      demoAccounts.owner.email,
      demoAccounts.assistant.email,
    ]);
    const { db } = testApp.database.handle;

    const insurers = await db.selectFrom('policies').select('insurer').distinct().execute();
    expect(insurers).toHaveLength(5);
    const stages = await db
      .selectFrom('clients')
      .select(['stage', (eb) => eb.fn.countAll().as('n')])
      .groupBy('stage')
      .execute();
    const byStage = Object.fromEntries(stages.map((row) => [row.stage, Number(row.n)]));
    expect(byStage.client).toBeGreaterThanOrEqual(30);
    expect(byStage.prospect).toBeGreaterThanOrEqual(8);
    expect(await db.selectFrom('client_relations').select('id').execute()).not.toHaveLength(0);
    // The home page's claims are the spec's examples, published marked as examples (D34).
    const website = await db.selectFrom('website_versions').select('content').execute();
    expect(website).toHaveLength(1);
    const claims = JSON.parse(website[0]?.content ?? '{}').claims;
    expect(claims.figures.length).toBeGreaterThan(0);
    expect(claims.testimonials.length).toBeGreaterThan(0);
    for (const item of [...claims.figures, ...claims.testimonials, ...claims.partners])
      expect(item.example).toBe(true);

    // Every stage of the board has a card; two are existing clients' opportunities.
    const owner = await signInAdmin(testApp, { ...demoAccounts.owner, role: 'owner' });
    const board = (await owner.request({ method: 'GET', url: '/api/pipeline-board' })).json() as {
      stages: { id: string; count: number; leads: { existingClient: boolean }[] }[];
    };
    for (const stage of pipelineStageIds)
      expect(board.stages.find((item) => item.id === stage)?.count, stage).toBeGreaterThan(0);
    expect(board.stages.flatMap((stage) => stage.leads).filter((lead) => lead.existingClient)).toHaveLength(
      2,
    );

    // Three months of statements; one insurer pays 80 % of what is due, the others all of it; two
    // of that insurer's premiums did not come in for the last (issue 59), and Today lists them.
    const report = (
      await owner.request({ method: 'GET', url: '/api/admin/commissions?from=2026-08&to=2026-10' })
    ).json() as { insurers: { insurer: string; expectedCents: number; receivedCents: number }[] };
    const day = (await owner.request({ method: 'GET', url: '/api/admin/today' })).json() as TodayAnswer;
    expect(day.unpaidPremiums).toHaveLength(2);
    expect(
      day.unpaidPremiums.every((item) => item.insurer === underpayingInsurer && item.month === '2026-10'),
    ).toBe(true);
    const unpaidCents = day.unpaidPremiums.reduce((sum, item) => sum + item.expectedCents, 0);
    expect(report.insurers).toHaveLength(5);
    for (const insurer of report.insurers) {
      if (insurer.insurer === underpayingInsurer)
        expect(insurer.receivedCents / (insurer.expectedCents - unpaidCents)).toBeCloseTo(0.8, 2);
      else expect(insurer.receivedCents, insurer.insurer).toBe(insurer.expectedCents);
    }

    // Single premiums read as such by product and insurer, not N$ 0.00 a month (issue 44).
    const book = (await owner.request({ method: 'GET', url: '/api/admin/book' })).json() as {
      byProduct: {
        product: string;
        monthlyPremiumCents: number;
        singlePremiumCount: number;
        singlePremiumCents: number;
      }[];
      byInsurer: { insurer: string; singlePremiumCount: number; singlePremiumCents: number }[];
    };
    const investment = book.byProduct.find((row) => row.product === 'investment');
    expect(investment?.monthlyPremiumCents).toBe(0);
    expect(investment?.singlePremiumCount).toBeGreaterThan(0);
    expect(investment?.singlePremiumCents).toBeGreaterThan(0);
    const singles = await db
      .selectFrom('policies')
      .select('premium_cents')
      .where('premium_frequency', '=', 'single')
      .where('status', '=', 'in-force')
      .execute();
    expect(book.byInsurer.reduce((sum, row) => sum + row.singlePremiumCents, 0)).toBe(
      singles.reduce((sum, row) => sum + Number(row.premium_cents), 0),
    );

    // Reviews due, documents, two workshops ahead and the spec's four past, a newsletter draft.
    const reviews = (await owner.request({ method: 'GET', url: '/api/admin/reviews?within=30' })).json() as {
      total: number;
    };
    expect(reviews.total).toBeGreaterThan(0);
    expect(await db.selectFrom('client_documents').select('id').execute()).toHaveLength(5);
    const upcoming = (await testApp.app.inject({ method: 'GET', url: '/api/workshops' })).json() as unknown[];
    expect(upcoming).toHaveLength(2);
    expect(await db.selectFrom('workshops').select('id').execute()).toHaveLength(6);
    expect(await db.selectFrom('newsletters').select('status').execute()).toEqual([{ status: 'draft' }]);
    const assistant = await db
      .selectFrom('admin_users')
      .select(['role', 'name'])
      .where('email', '=', demoAccounts.assistant.email)
      .executeTakeFirstOrThrow();
    expect(assistant).toEqual({ role: 'assistant', name: demoAccounts.assistant.name });
    // The session it worked with is ended.
    expect(
      await db
        .selectFrom('admin_sessions')
        .select('token_hash')
        .where('ended_at', 'is', null)
        .where(
          'admin_id',
          '=',
          (
            await db
              .selectFrom('admin_users')
              .select('id')
              .where('email', '=', demoAccounts.owner.email)
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute(),
    ).toHaveLength(1);
  }, 120_000);

  it('is refused once the book holds clients', async () => {
    await expect(fillDemoPractice(testApp.database.handle, testApp.config, { now })).rejects.toThrow(
      'The database already holds clients: the demo fills an empty one only.',
    );
  });
});
