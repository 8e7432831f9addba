import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../src/server/testing/databases';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { freePort } from '../src/server/testing/postgres-server';
import { kill, requireBuild, type Server, startServer } from './support';

/**
 * Durability (issue 10): while a load generator submits consultation requests, the server process
 * is killed with SIGKILL and started again, three times; every request that got a 2xx answer is
 * in the database afterwards, whole (its pipeline card and its e-mails with it). The real built
 * server (dist/), on SQLite and on PostgreSQL.
 */

requireBuild();

const kills = 3;
const connections = 16;

describe.each(dialects)('killed with SIGKILL under load (%s)', (dialect) => {
  let database: TestDatabase;
  let server: Server | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    if (server) await kill(server);
    await database?.drop();
  });

  it('keeps every acknowledged request', async () => {
    const target = database.target;
    const databaseUrl = target.dialect === 'sqlite' ? target.filename : target.connectionString;
    const port = await freePort();
    const acknowledged: string[] = [];
    let failures = 0;
    let sequence = 0;

    for (let round = 0; round < kills; round += 1) {
      server = await startServer(databaseUrl, port);
      const { baseUrl } = server;
      let running = true;
      const generators = Array.from({ length: connections }, async () => {
        while (running) {
          sequence += 1;
          try {
            const response = await fetch(`${baseUrl}/api/consultation-requests`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                ...validConsultation,
                details: `Durability request ${sequence}`,
                fullName: `Durable Visitor ${sequence}`,
                email: `durable${sequence}@example.com`,
                // A person each (one person's requests of one need share a card, issue 59).
                phone: `+264 81 5${String(sequence).padStart(6, '0')}`,
              }),
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
            else failures += 1;
          } catch {
            // The server is gone: this request was never acknowledged.
            failures += 1;
            await new Promise((done) => setTimeout(done, 5));
          }
        }
      });
      // Let the load run, then pull the plug in the middle of it.
      const before = acknowledged.length;
      while (acknowledged.length - before < 300) await new Promise((done) => setTimeout(done, 10));
      await kill(server);
      await new Promise((done) => setTimeout(done, 100));
      running = false;
      await Promise.all(generators);
    }

    // Started once more: everything acknowledged is there.
    server = await startServer(databaseUrl, port);
    const { db } = database.handle;
    const stored = new Set(
      (await db.selectFrom('consultation_requests').select('id').execute()).map((row) => row.id),
    );
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged requests lost`).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(kills * 300);
    // Whole units: a card and the two e-mails for every stored request, and nothing else.
    const cards = await db
      .selectFrom('pipeline_leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enquiry_type', '=', 'consultation-request')
      .executeTakeFirstOrThrow();
    const emails = await db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(stored.size);
    expect(Number(emails.n)).toBe(stored.size * 2);
    // The load did meet the kills (requests that got no answer).
    expect(failures).toBeGreaterThan(0);
  });
});
