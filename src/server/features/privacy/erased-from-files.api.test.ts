import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkshopCreateInput } from '../../../shared/workshops';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { databaseFiles } from '../../testing/database-files';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { runDailyDigest } from '../clients';
import { runRetention } from './retention';

/**
 * Erased means erased (issue 30): after an erasure, and after a retention run, not one byte of the
 * person's name, e-mail address or phone number is left in the database's files. SQLite: the
 * database, its write-ahead log and its shared-memory index, read whole while the site runs.
 * PostgreSQL: the files of the test's database in the cluster's data directory (after a
 * CHECKPOINT, so they hold what the server holds), once `npm run db:compact` has run.
 */

const run = promisify(execFile);

/** Two people nobody else is called, with the phone numbers as typed and as stored (E.164). */
const erased = {
  fullName: 'Quillon Vermeulen-Oyelaran',
  email: 'q.vermeulen.oyelaran@example.com',
  phone: '+264 81 739 2468',
  e164: '+264817392468',
};
const expired = {
  fullName: 'Zephaniah Kandjimi-Rautenbach',
  email: 'z.kandjimi.rautenbach@example.com',
  phone: '081 246 9753',
  e164: '+264812469753',
};
const tracesOf = (person: typeof erased) => [person.fullName, person.email, person.phone, person.e164];
const contact = ({ fullName, email, phone }: typeof erased) => ({ fullName, email, phone });

const workshop: WorkshopCreateInput = {
  title: 'Estate Planning Evening',
  summary: 'Wills, estate duty and who looks after your children.',
  format: 'in-person',
  venue: 'Conference centre, Windhoek',
  startsAt: '2026-12-10T18:00:00+02:00',
  endsAt: '2026-12-10T20:00:00+02:00',
  priceCents: 0,
  capacity: 20,
  status: 'published',
};

describe.each(dialects)('erasure leaves nothing in the files (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clock = new Date('2024-10-01T08:00:00.000Z');

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, body: unknown, remoteAddress = '10.30.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress,
    });
  const db = () => testApp.database.handle.db;
  const clientOf = async (id: string) =>
    (
      await db()
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).client_id as string;

  /** Which of the strings appear in which file. */
  async function tracesIn(strings: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const [path, bytes] of await databaseFiles(testApp))
      for (const text of strings)
        if (bytes.includes(Buffer.from(text, 'utf8'))) found.push(`${text} in ${path}`);
    return found;
  }

  /** `npm run db:compact` beside the running site. */
  async function compact(): Promise<string> {
    const { target } = testApp.database;
    const url = target.dialect === 'postgres' ? target.connectionString : target.filename;
    return (
      await run('npx', ['tsx', 'scripts/db-compact.ts'], {
        env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' },
      })
    ).stdout;
  }
  /** PostgreSQL needs the compaction; SQLite must not (it overwrote what it deleted). */
  async function compactIfPostgres() {
    if (testApp.database.target.dialect === 'postgres')
      expect(await compact()).toMatch(/^Compacted .*clients.*: /m);
  }

  let erasedClient = '';
  let expiredClient = '';

  it('erases a client: their enquiries, workshop seat, cards and digest mentions leave every file', async () => {
    // Two years and more before the run below: the retention job removes this one.
    clock = new Date('2022-06-01T08:00:00.000Z');
    const old = await post(
      '/api/consultation-requests',
      { ...validConsultation, ...contact(expired), details: 'Asked about a retirement annuity.' },
      '10.30.0.2',
    );
    expect(old.statusCode).toBe(201);
    expiredClient = await clientOf(old.json().id);

    clock = new Date('2026-11-25T08:00:00.000Z');
    admin = await signInAdmin(testApp);
    const asked = await post('/api/consultation-requests', { ...validConsultation, ...contact(erased) });
    expect(asked.statusCode).toBe(201);
    erasedClient = await clientOf(asked.json().id);
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(workshop),
    });
    expect(created.statusCode).toBe(201);
    const seat = await post('/api/workshop-registrations', {
      workshopId: created.json().id,
      ...contact(erased),
    });
    expect(seat.statusCode).toBe(201);
    const note = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${erasedClient}/notes`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ body: `Call ${erased.fullName} back on ${erased.phone}.` }),
    });
    expect(note.statusCode).toBe(201);
    // The adviser's 07:00 digest names the clients not contacted yet (they are among them).
    expect(await runDailyDigest(testApp.database.handle, new Date('2026-11-26T05:00:00.000Z'))).toBe(
      'queued',
    );

    // The files hold them now: the reading below finds what it looks for.
    expect(await tracesIn(tracesOf(erased))).toEqual(
      expect.arrayContaining(tracesOf(erased).map((text) => expect.stringContaining(text))),
    );

    const preview = await admin.request({ method: 'GET', url: `/api/admin/clients/${erasedClient}/erasure` });
    expect(preview.statusCode).toBe(200);
    // The app's outbox sender keeps due e-mails as unsent (no SMTP server here), a write of its own:
    // it has done so before the erasure, so that its write cannot land after the erasure's checkpoint.
    await expect
      .poll(
        async () =>
          Number(
            (
              await db()
                .selectFrom('outbox_messages')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('status', '=', 'queued')
                .where('next_attempt_at', '<=', clock.toISOString())
                .executeTakeFirstOrThrow()
            ).n,
          ),
        { timeout: 15_000 },
      )
      .toBe(0);
    const erasure = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${erasedClient}/erase`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(erasure.statusCode).toBe(200);
    expect(await db().selectFrom('clients').select('id').where('id', '=', erasedClient).execute()).toEqual(
      [],
    );

    await compactIfPostgres();
    expect(await tracesIn(tracesOf(erased))).toEqual([]);
    // The other person is untouched, and still readable in the files.
    expect((await tracesIn([expired.email])).length).toBeGreaterThan(0);
    if (testApp.database.target.dialect === 'sqlite') {
      const wal = `${testApp.database.target.filename}-wal`;
      expect(existsSync(wal) ? statSync(wal).size : 0, 'the write-ahead log is truncated').toBe(0);
    }
  });

  it('a retention run removes an expired client from every file too', async () => {
    clock = new Date('2026-11-27T00:30:00.000Z'); // 02:30 in Windhoek
    expect(await runRetention(testApp.database.handle, clock)).toMatchObject({ outcome: 'ran', removed: 1 });
    expect(await db().selectFrom('clients').select('id').where('id', '=', expiredClient).execute()).toEqual(
      [],
    );
    await compactIfPostgres();
    expect(await tracesIn([...tracesOf(expired), ...tracesOf(erased)])).toEqual([]);
  });

  it('db:compact runs beside the site on either database, and says when there is nothing to do', async () => {
    const { target } = testApp.database;
    if (target.dialect === 'sqlite') {
      expect(await compact()).toMatch(
        new RegExp(`^Compacted ${target.filename}: [\\d,]+ KB -> [\\d,]+ KB\\.$`, 'm'),
      );
    } else {
      expect(await compact()).toContain(
        'Nothing to compact: no erasure or retention run since the last compaction.',
      );
    }
    expect(await db().selectFrom('compaction_due').selectAll().execute()).toEqual([]);
    // The site goes on writing.
    const asked = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'After Compaction',
      email: 'after.compaction@example.com',
      phone: '+264 81 739 0000',
    });
    expect(asked.statusCode).toBe(201);
  });
});
