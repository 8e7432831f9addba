import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionPreview } from '../../../shared/privacy';
import { openDatabase } from '../../db';
import { signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { familyOfFour } from '../../testing/funeral-fixtures';
import { insertDocumentStatements } from '../documents';
import { runRetention } from './retention';

/**
 * The retention job (issue 21) on both databases, on an injected clock: at 02:00 Windhoek time it
 * removes a client whose enquiry led to no advice two years after the last contact (their records,
 * e-mails, keys and timeline; the newsletter subscription stays), keeps one with advice for five
 * years, runs once a day however many servers try, and the back office sees the next run first.
 */

describe.each(dialects)('data retention (%s)', (dialect) => {
  let testApp: TestApp;
  let clock = new Date('2022-01-10T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const db = () => testApp.database.handle.db;
  const clientIdOf = async (table: 'consultation_requests' | 'funeral_applications', id: string) =>
    (await db().selectFrom(table).select('client_id').where('id', '=', id).executeTakeFirstOrThrow())
      .client_id as string;
  const count = async (
    table: 'clients' | 'client_keys' | 'client_enquiries' | 'outbox_messages',
    column: string,
    value: string,
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(column as never, '=', value as never)
          .executeTakeFirstOrThrow()
      ).count,
    );

  let noAdvice = { request: '', client: '' };
  let advice = { application: '', client: '' };
  let recent = '';
  const adviceDocument = '00000000-0000-4000-8000-00000000d0c1';
  const documentBytes = () =>
    db()
      .selectFrom('client_document_contents')
      .select('document_id')
      .where('document_id', '=', adviceDocument)
      .execute();

  it('removes, at the run after two years, the client whose enquiry led to no advice, and shows it first', async () => {
    clock = new Date('2022-01-10T08:00:00.000Z');
    const asked = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Retention Noadvice',
      email: 'noadvice@example.com',
      phone: '+264 81 555 0001',
    });
    expect(asked.statusCode).toBe(201);
    noAdvice = {
      request: asked.json().id,
      client: await clientIdOf('consultation_requests', asked.json().id),
    };
    expect((await post('/api/newsletter-subscriptions', { email: 'noadvice@example.com' })).statusCode).toBe(
      201,
    );
    const applied = await post('/api/funeral-cover-applications', {
      ...familyOfFour,
      mainApplicant: {
        ...familyOfFour.mainApplicant,
        email: 'advised@example.com',
        phone: '+264 81 555 0002',
      },
    });
    expect(applied.statusCode).toBe(201);
    advice = {
      application: applied.json().id,
      client: await clientIdOf('funeral_applications', applied.json().id),
    };
    // A document in their file (issue 32): its bytes, kept apart, go with it.
    await testApp.database.handle.write(
      insertDocumentStatements(db(), {
        id: adviceDocument,
        client_id: advice.client,
        kind: 'other',
        file_name: 'letter.pdf',
        media_type: 'application/pdf',
        size_bytes: 4,
        sha256: '0'.repeat(64),
        expires_on: null,
        source: 'adviser',
        request_id: null,
        shared: 0,
        created_by: null,
        created_at: clock.toISOString(),
        content: Buffer.from('enc1:fake'),
      }),
    );
    clock = new Date('2024-06-01T08:00:00.000Z');
    const later = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Retention Recent',
      email: 'recent@example.com',
      phone: '+264 81 555 0003',
    });
    recent = await clientIdOf('consultation_requests', later.json().id);
    expect(await count('outbox_messages', 'enquiry_id', noAdvice.request)).toBeGreaterThan(0);

    // The evening before: the next run is 02:00 Windhoek (00:00 UTC) on 25 November 2024.
    clock = new Date('2024-11-24T18:00:00.000Z');
    const admin = await signInAdmin(testApp);
    const preview = (
      await admin.request({ method: 'GET', url: '/api/admin/retention' })
    ).json() as RetentionPreview;
    expect(preview).toMatchObject({
      nextRunAt: '2024-11-25T00:00:00.000Z',
      lastRunAt: null,
      periods: { enquiryWithoutAdviceYears: 2, adviceRecordsMinimumYears: 5 },
      total: 1,
    });
    expect(preview.clients).toEqual([
      {
        id: noAdvice.client,
        name: 'Retention Noadvice',
        lastActivityAt: '2022-01-10T08:00:00.000Z',
        reason: 'no-advice',
      },
    ]);

    // 01:59 Windhoek: not yet. 02:00: the run.
    clock = new Date('2024-11-24T23:59:00.000Z');
    expect(await runRetention(testApp.database.handle, clock)).toEqual({ outcome: 'not-yet' });
    clock = new Date('2024-11-25T00:00:00.000Z');
    expect(await runRetention(testApp.database.handle, clock)).toMatchObject({ outcome: 'ran', removed: 1 });

    expect(
      await db()
        .selectFrom('consultation_requests')
        .select('id')
        .where('id', '=', noAdvice.request)
        .execute(),
    ).toEqual([]);
    expect(await count('clients', 'id', noAdvice.client)).toBe(0);
    expect(await count('client_keys', 'client_id', noAdvice.client)).toBe(0);
    expect(await count('client_enquiries', 'client_id', noAdvice.client)).toBe(0);
    expect(await count('outbox_messages', 'enquiry_id', noAdvice.request)).toBe(0);
    // Kept until they unsubscribe, no longer linked to a client.
    expect(
      await db()
        .selectFrom('newsletter_subscriptions')
        .select('client_id')
        .where('email', '=', 'noadvice@example.com')
        .execute(),
    ).toEqual([{ client_id: null }]);
    // Advice (five years) and the recent enquiry stay.
    expect(await count('clients', 'id', advice.client)).toBe(1);
    expect(await count('clients', 'id', recent)).toBe(1);

    // Audited with counts, naming nobody.
    const line = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'retention-removed')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ entity_type: 'client', entity_id: noAdvice.client, admin_id: null });
    expect(JSON.parse(line.details)).toEqual({
      reason: 'no-advice',
      lastActivityAt: '2022-01-10T08:00:00.000Z',
      records: { consultation_requests: 1, pipeline_leads: 1 }, // the enquiry and its card on the board
    });
    expect(line.details).not.toContain('Noadvice');
  });

  it('runs once a day, however many servers try at the same time', async () => {
    clock = new Date('2024-11-25T10:00:00.000Z');
    expect(await runRetention(testApp.database.handle, clock)).toEqual({ outcome: 'done-already' });
    const others = [openDatabase(testApp.database.target), openDatabase(testApp.database.target)];
    try {
      clock = new Date('2024-11-26T00:05:00.000Z');
      const outcomes = await Promise.all(
        [testApp.database.handle, ...others].map((handle) => runRetention(handle, clock)),
      );
      expect(outcomes.filter((outcome) => outcome.outcome === 'ran')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === 'done-already')).toHaveLength(2);
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
  });

  it('keeps advice records five years after the last contact, then removes them with their members', async () => {
    clock = new Date('2027-01-10T00:30:00.000Z'); // 02:30 Windhoek, five years less a few hours
    // The client from June 2024 (no advice) goes, two years on; the advice stays.
    expect(await runRetention(testApp.database.handle, clock)).toMatchObject({ outcome: 'ran', removed: 1 });
    expect(await count('clients', 'id', recent)).toBe(0);
    expect(await count('clients', 'id', advice.client)).toBe(1);
    expect(await documentBytes()).toHaveLength(1);
    clock = new Date('2027-01-11T00:30:00.000Z');
    expect(await runRetention(testApp.database.handle, clock)).toMatchObject({ outcome: 'ran', removed: 1 });
    expect(await count('clients', 'id', advice.client)).toBe(0);
    expect(await documentBytes()).toEqual([]);
    expect(
      await db()
        .selectFrom('funeral_application_members')
        .select('id')
        .where('application_id', '=', advice.application)
        .execute(),
    ).toEqual([]);
  });
});
