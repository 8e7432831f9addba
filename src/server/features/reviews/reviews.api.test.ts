import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyCreateInput } from '../../../shared/book';
import type { Review, ReviewsDue } from '../../../shared/reviews';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * The yearly review (issue 31, DECISIONS D27) through HTTP on both databases: a client with an
 * in-force policy is due twelve months after the later of their last review and their earliest
 * in-force policy's start; the list of those due is overdue first.
 */

describe.each(dialects)('yearly reviews (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  // 25 November 2026, 10:00 in Windhoek.
  const clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const send = (url: string, body: unknown) =>
    admin.request({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
  let sequence = 0;
  async function clientWithPolicy(
    name: string,
    startDate: string | null,
    status = 'in-force',
  ): Promise<string> {
    sequence += 1;
    const clientId = await clientByEnquiry(testApp, name);
    if (startDate) {
      const policy: PolicyCreateInput = {
        clientId,
        insurer: 'Momentum Namibia',
        product: 'life',
        policyNumber: `MM-${sequence}`,
        status: status as PolicyCreateInput['status'],
        startDate,
        premiumCents: 30_000,
        premiumFrequency: 'monthly',
      };
      expect((await send('/api/admin/policies', policy)).statusCode).toBe(201);
    }
    return clientId;
  }

  let overdue = '';
  let soon = '';
  let reviewed = '';

  it('lists the reviews due within the days asked, overdue first; clients without an in-force policy are not due', async () => {
    overdue = await clientWithPolicy('Overdue Owner', '2025-06-01'); // due 2026-06-01
    soon = await clientWithPolicy('Soon Owner', '2025-12-10'); // due 2026-12-10
    reviewed = await clientWithPolicy('Reviewed Owner', '2025-01-20'); // due 2026-01-20, until reviewed
    await clientWithPolicy('Later Owner', '2026-03-01'); // due 2027-03-01
    await clientWithPolicy('Quoted Only', '2024-01-01', 'quoted'); // no in-force policy
    await clientWithPolicy('No Policy', null);

    const due = async (within?: number) =>
      (
        await admin.request({
          method: 'GET',
          url: `/api/admin/reviews${within === undefined ? '' : `?within=${within}`}`,
        })
      ).json() as ReviewsDue;
    // The default: 30 days, to 25 December 2026.
    expect((await due()).items).toEqual([
      { clientId: reviewed, name: 'Reviewed Owner', dueOn: '2026-01-20' },
      { clientId: overdue, name: 'Overdue Owner', dueOn: '2026-06-01' },
      { clientId: soon, name: 'Soon Owner', dueOn: '2026-12-10' },
    ]);
    expect(await due()).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    expect((await due(0)).items.map((item) => item.name)).toEqual(['Reviewed Owner', 'Overdue Owner']);
    // Pages of 100: past the last, an empty page that still says how many there are.
    const beyond = await admin.request({ method: 'GET', url: '/api/admin/reviews?within=30&page=2' });
    expect(beyond.json()).toEqual({ items: [], total: 3, page: 2, pageSize: 100 });
    const badPage = await admin.request({ method: 'GET', url: '/api/admin/reviews?page=0' });
    expect(badPage.json().error.fields).toEqual({ page: 'page is a whole number from 1' });
    expect((await due(120)).items.map((item) => item.name)).toContain('Later Owner');
    const bad = await admin.request({ method: 'GET', url: '/api/admin/reviews?within=-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ within: 'within is a number of days from 0 to 3650' });

    // Today lists the overdue apart from those falling due (issue 59), each counted on its own.
    const part = async (name: string) =>
      (await admin.request({ method: 'GET', url: `/api/admin/reviews?within=30&part=${name}` })).json();
    expect(await part('overdue')).toMatchObject({
      items: [{ name: 'Reviewed Owner' }, { name: 'Overdue Owner' }],
      total: 2,
    });
    expect(await part('upcoming')).toMatchObject({ items: [{ name: 'Soon Owner' }], total: 1 });
    expect((await part('all')).total).toBe(3);
    const badPart = await admin.request({ method: 'GET', url: '/api/admin/reviews?part=late' });
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json().error.fields).toEqual({ part: 'part is all, overdue or upcoming' });
  });

  it('logs a review: the next is due twelve months after it, and it is audited', async () => {
    const logged = await send(`/api/admin/clients/${reviewed}/reviews`, {
      heldOn: '2026-11-20',
      notes: 'Raised the life cover after the new baby.',
      outcome: 'changes-advised',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const review = logged.json() as Review;
    expect(review).toMatchObject({ clientId: reviewed, heldOn: '2026-11-20', outcome: 'changes-advised' });
    const own = await admin.request({ method: 'GET', url: `/api/admin/clients/${reviewed}/reviews` });
    expect(own.json()).toEqual({ items: [review], dueOn: '2027-11-20', invitedAt: null });
    const due = (await admin.request({ method: 'GET', url: '/api/admin/reviews' })).json() as ReviewsDue;
    expect(due.items.map((item) => item.name)).toEqual(['Overdue Owner', 'Soon Owner']);
    const line = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ action: 'create', entity_type: 'client-review' });
    // Without an in-force policy no review is due.
    const none = await clientWithPolicy('Nothing Due', null);
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/clients/${none}/reviews` })).json(),
    ).toEqual({
      items: [],
      dueOn: null,
      invitedAt: null,
    });
  });

  it('keeps a review due when they could not be reached (D27: held reviews only), and shows the attempt', async () => {
    const before = (await admin.request({ method: 'GET', url: '/api/admin/reviews' })).json() as ReviewsDue;
    const ownBefore = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${overdue}/reviews` })
    ).json();
    const attempt = await send(`/api/admin/clients/${overdue}/reviews`, {
      heldOn: '2026-11-24',
      notes: 'Called twice, no answer.',
      outcome: 'could-not-reach',
    });
    expect(attempt.statusCode).toBe(201);
    expect((await admin.request({ method: 'GET', url: '/api/admin/reviews' })).json()).toEqual(before);
    const own = (await admin.request({ method: 'GET', url: `/api/admin/clients/${overdue}/reviews` })).json();
    expect(own.dueOn).toBe(ownBefore.dueOn);
    expect(own.dueOn).toBe('2026-06-01');
    expect(own.items).toEqual([
      expect.objectContaining({ outcome: 'could-not-reach', heldOn: '2026-11-24' }),
    ]);
    const client = (await admin.request({ method: 'GET', url: `/api/admin/clients/${overdue}` })).json() as {
      timeline: { title: string; detail: string }[];
    };
    expect(client.timeline.find((entry) => entry.title === 'Yearly review attempted')?.detail).toContain(
      'Called twice, no answer.',
    );
  });

  it('refuses a review with a bad date, a day still to come, no outcome, or an unknown client', async () => {
    const bad = await send(`/api/admin/clients/${overdue}/reviews`, {
      heldOn: '2026-02-30',
      outcome: 'fine',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      heldOn: 'Enter the date it was held as a real date (YYYY-MM-DD)',
      outcome: 'Choose the outcome',
    });
    const future = await send(`/api/admin/clients/${overdue}/reviews`, {
      heldOn: '2026-11-26',
      outcome: 'no-change',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ heldOn: 'A review is logged once it has been held' });
    const unknown = await send('/api/admin/clients/no-such-client/reviews', {
      heldOn: '2026-11-20',
      outcome: 'no-change',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('invites a client to a review: an e-mail queued with the booking link, on their timeline, audited', async () => {
    const clientId = await clientWithPolicy('Invited Owner', '2025-12-01');
    const invited = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/reviews/invite`,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { to } = invited.json() as { to: string };
    expect(to).toMatch(/@example\.com$/);
    const queued = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['audience', 'to_address', 'status'])
      .where('enquiry_type', '=', 'review-invitation')
      .where('enquiry_id', '=', clientId)
      .execute();
    // Waiting in the outbox: queued, or already kept as unsent by the app's sender, which has no SMTP
    // server here and may run its round (every second) between the invitation and this read.
    expect(queued).toEqual([
      { audience: 'visitor', to_address: to, status: expect.stringMatching(/^(queued|unsent)$/) },
    ]);
    const reviews = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/reviews` })
    ).json();
    expect(reviews).toMatchObject({ dueOn: '2026-12-01', invitedAt: clock.toISOString() });
    const details = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })
    ).json() as {
      timeline: { title: string; detail: string }[];
    };
    expect(details.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Invited to a yearly review',
          detail: `E-mail to ${to} with a link to book a time (waiting to be sent)`,
        }),
      ]),
    );
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_id', '=', clientId)
      .where('action', '=', 'invite')
      .execute();
    expect(audit).toEqual([{ action: 'invite', entity_type: 'client-review' }]);
  });

  it('refuses to invite a client without an e-mail address, naming the field, and queues nothing', async () => {
    const clientId = await clientWithPolicy('No Address Owner', '2025-12-01');
    const cleared = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${clientId}`,
      headers: json,
      payload: JSON.stringify({ email: '' }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const refused = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/reviews/invite`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      email: 'Add their e-mail address first: the invitation is an e-mail',
    });
    const queued = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('enquiry_type', '=', 'review-invitation')
      .where('enquiry_id', '=', clientId)
      .execute();
    expect(queued).toEqual([]);
  });
});
