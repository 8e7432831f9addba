import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDocument } from '../../../shared/documents';
import { completeFna } from '../../../shared/fna.fixtures';
import type { Household } from '../../../shared/household';
import type { PipelineLead } from '../../../shared/pipeline';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart, samplePdf } from '../../testing/documents';

/**
 * What a role receives is decided by the value (D29, issue 42), on both databases: an FNA's card
 * carries no figures, an assistant gets no file name and no date of birth, and the calendar feed
 * is each account's own (renewed only by its owner, ended with a deactivated account).
 */
describe.each(dialects)('values by role (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  let client = '';
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/api/fna/submit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...completeFna,
        personalInfo: { ...completeFna.personalInfo, idNumber: '91021512345', dateOfBirth: '1991-02-15' },
      }),
      remoteAddress: '10.93.0.1',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const row = await testApp.database.handle.db
      .selectFrom('fna_submissions')
      .select('client_id')
      .where('id', '=', submitted.json().id)
      .executeTakeFirstOrThrow();
    client = row.client_id as string;
    const body = multipart({ kind: 'id-document' }, { name: 'ID-91021512345.pdf', bytes: samplePdf });
    const uploaded = await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${client}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async <T>(who: AdminClient, url: string) => {
    const answer = await who.request({ method: 'GET', url });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as T;
  };

  it('puts no FNA figure on its card, for anyone', async () => {
    const cards = await get<PipelineLead[] | { items: PipelineLead[] }>(assistant, '/api/pipeline-leads');
    const card = (Array.isArray(cards) ? cards : cards.items).find(
      (each) => each.enquiryType === 'fna-submission',
    );
    expect(card?.notes).toBe('Financial Needs Analysis submitted: open it for the figures.');
  });

  it('gives an assistant a document’s kind, date and size, never its file name', async () => {
    const ownersView = await get<{ items: ClientDocument[] }>(
      owner,
      `/api/admin/clients/${client}/documents`,
    );
    expect(ownersView.items[0]?.fileName).toBe('ID-91021512345.pdf');
    const assistantsView = await get<{ items: ClientDocument[] }>(
      assistant,
      `/api/admin/clients/${client}/documents`,
    );
    expect(assistantsView.items).toHaveLength(1);
    expect(assistantsView.items[0]).not.toHaveProperty('fileName');
    expect(assistantsView.items[0]).toMatchObject({ kind: 'id-document', sizeBytes: samplePdf.length });
  });

  it('gives a date of birth (and birthdays) only to roles that see ID numbers', async () => {
    const ownersView = await get<Household>(owner, `/api/admin/clients/${client}/household`);
    expect(ownersView.members[0]?.dateOfBirth).toBe('1991-02-15');
    expect(ownersView.dates.some((date) => date.kind === 'birthday')).toBe(true);
    const assistantsView = await get<Household>(assistant, `/api/admin/clients/${client}/household`);
    expect(assistantsView.members[0]?.dateOfBirth).toBeNull();
    expect(assistantsView.dates.some((date) => date.kind === 'birthday')).toBe(false);
  });

  it('gives each account its own calendar feed, renewed only by it, ended when it is deactivated', async () => {
    const feedOf = async (who: AdminClient) =>
      (await get<{ url: string }>(who, '/api/admin/booking/feed')).url;
    const fetchFeed = (url: string) => testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
    const ownersFeed = await feedOf(owner);
    const assistantsFeed = await feedOf(assistant);
    expect(assistantsFeed).not.toBe(ownersFeed);
    expect((await fetchFeed(ownersFeed)).statusCode).toBe(200);
    expect((await fetchFeed(assistantsFeed)).statusCode).toBe(200);

    const renewed = await assistant.request({ method: 'POST', url: '/api/admin/booking/feed/renew' });
    expect(renewed.statusCode).toBe(200);
    const assistantsNew = renewed.json().url as string;
    expect((await fetchFeed(assistantsFeed)).statusCode).toBe(404);
    expect((await fetchFeed(assistantsNew)).statusCode).toBe(200);
    // The owner's subscription is untouched by the assistant's renewal.
    expect(await feedOf(owner)).toBe(ownersFeed);
    expect((await fetchFeed(ownersFeed)).statusCode).toBe(200);

    const team = await get<{ members: { id: string; email: string }[] }>(owner, '/api/admin/team');
    const id = team.members.find((member) => member.email === testAccounts.assistant.email)?.id;
    const deactivated = await owner.request({ method: 'POST', url: `/api/admin/team/${id}/deactivate` });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await fetchFeed(assistantsNew)).statusCode).toBe(404);
    expect((await fetchFeed(ownersFeed)).statusCode).toBe(200);
  });
});
