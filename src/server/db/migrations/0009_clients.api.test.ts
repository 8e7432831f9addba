import { Migrator } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../testing/databases';
import { migrateToLatest } from '..';
import { migrations } from '.';

/** Migration 0009 links the records stored before the client book, once, on each database. */

describe.each(dialects)('linking existing records to clients (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
    vi.restoreAllMocks();
  });

  it('gives every record one client, matching e-mails and phones, and logs a count per table', async () => {
    database = await createTestDatabase(dialect);
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0009.
    const db = database.handle.db as any;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0008_rate_limits');
    expect(down.error).toBeUndefined();

    const at = (minute: number) => `2026-01-10T08:${String(minute).padStart(2, '0')}:00.000Z`;
    await db
      .insertInto('consultation_requests')
      .values([
        {
          id: 'c1',
          topic: 'retirement-planning',
          custom_topic: '',
          urgency: 'soon',
          details: 'x',
          full_name: 'Old Maria',
          email: '',
          phone: '081 123 4567',
          consent: 1,
          status: 'pending',
          created_at: at(1),
        },
        {
          id: 'c2',
          topic: 'other',
          custom_topic: 'Tax',
          urgency: 'soon',
          details: 'x',
          full_name: 'Old Jonas',
          email: 'jonas@example.com',
          phone: '081 222 3333',
          consent: 1,
          status: 'pending',
          created_at: at(2),
        },
      ])
      .execute();
    await db
      .insertInto('quote_requests')
      .values({
        id: 'q1',
        first_name: 'Maria',
        last_name: 'Old',
        email: 'maria@example.com',
        phone: '+264 81 123 4567',
        cover_for: 'family',
        insurance_types: '[]',
        situation: '',
        status: 'pending',
        created_at: at(3),
      })
      .execute();
    await db
      .insertInto('leads')
      .values([
        {
          id: 'l1',
          first_name: 'Jonas',
          last_name: '',
          email: 'JONAS@example.com',
          phone: '',
          source: 'Financial Planning Checklist download',
          questionnaire_type: null,
          questionnaire_responses: null,
          created_at: at(4),
        },
        {
          id: 'l2',
          first_name: 'Work',
          last_name: 'Shopper',
          email: 'shop@example.com',
          phone: '081 444 5555',
          source: 'Workshop: Retirement',
          questionnaire_type: null,
          questionnaire_responses: null,
          created_at: at(5),
        },
      ])
      .execute();
    await db
      .insertInto('workshop_registrations')
      .values({
        id: 'w1',
        lead_id: 'l2',
        workshop_id: 'retirement',
        workshop_name: 'Retirement',
        status: 'pending',
        created_at: at(5),
      })
      .execute();
    await db
      .insertInto('newsletter_subscriptions')
      .values({ id: 'n1', email: 'maria@example.com', is_active: 1, created_at: at(6), updated_at: at(6) })
      .execute();
    const card = (
      id: string,
      enquiryType: string | null,
      enquiryId: string | null,
      name: string,
      minute: number,
    ) => ({
      id,
      name,
      email: '',
      phone: '',
      company: '',
      status: 'new-lead',
      priority: 'medium',
      source: 'Website',
      enquiry_type: enquiryType,
      enquiry_id: enquiryId,
      estimated_value_cents: null,
      expected_close_date: null,
      notes: `Card of ${name}\nmore`,
      last_contact_date: null,
      next_follow_up: null,
      created_at: at(minute),
      updated_at: at(minute),
    });
    await db
      .insertInto('pipeline_leads')
      .values([
        card('p1', 'consultation-request', 'c1', 'Old Maria', 1),
        card('p2', null, null, 'By Hand', 7),
      ])
      .execute();

    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const up = await migrator.migrateTo('0009_clients');
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(['0009_clients']);
    expect(info).toHaveBeenCalledWith(
      'Linked existing records to clients: consultation_requests 2, leads 2, quote_requests 1, workshop_registrations 1, funeral_applications 0, fna_submissions 0, needs_analyses 0, newsletter_subscriptions 1, pipeline_leads 2.',
    );

    const owner = async (table: string, id: string) =>
      (await db.selectFrom(table).select('client_id').where('id', '=', id).executeTakeFirstOrThrow())
        .client_id;
    const maria = await owner('consultation_requests', 'c1');
    // The phone written two ways, then the e-mail the quote brought.
    expect(await owner('quote_requests', 'q1')).toBe(maria);
    expect(await owner('newsletter_subscriptions', 'n1')).toBe(maria);
    expect(await owner('pipeline_leads', 'p1')).toBe(maria);
    const jonas = await owner('consultation_requests', 'c2');
    expect(await owner('leads', 'l1')).toBe(jonas);
    expect(await owner('workshop_registrations', 'w1')).toBe(await owner('leads', 'l2'));
    const clients = await db.selectFrom('clients').selectAll().orderBy('created_at').execute();
    expect(clients.map((client: { name: string; email: string }) => [client.name, client.email])).toEqual([
      ['Old Maria', 'maria@example.com'],
      ['Old Jonas', 'jonas@example.com'],
      ['Work Shopper', 'shop@example.com'],
      ['By Hand', ''],
    ]);
    const timeline = await db
      .selectFrom('client_enquiries')
      .select(['kind', 'enquiry_id', 'summary'])
      .where('client_id', '=', maria)
      .orderBy('created_at')
      .execute();
    expect(timeline).toEqual([
      { kind: 'consultation-request', enquiry_id: 'c1', summary: 'Card of Old Maria' },
      { kind: 'quote-request', enquiry_id: 'q1', summary: 'Quote request' },
      { kind: 'newsletter', enquiry_id: 'n1', summary: 'Subscribed to the newsletter' },
    ]);
    // Once: the later migrations run, and running them again links nothing more.
    info.mockClear();
    await migrateToLatest(database.handle.db);
    expect(await migrateToLatest(database.handle.db)).toEqual([]);
    expect(info).not.toHaveBeenCalled();
  });
});
