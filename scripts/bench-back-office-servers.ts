/**
 * The back office's bench on servers of its own (issues 7, 18 and 56): 10,000 records per table
 * seeded into a SQLite file and timed there, then copied into PostgreSQL (fsync on) and timed again.
 * `npx tsx scripts/bench-back-office-servers.ts` runs this part alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { findPostgresBin, freePort, startPostgres } from '../src/server/testing/postgres-server';
import { benchSignIn, seedBackOffice, timeBackOffice } from './bench-back-office';
import { seedBook } from './bench-book';
import { measureSignedIn } from './bench-lighthouse';
import { seedPortal, timePortal } from './bench-portal';
import { copySqliteToPostgres } from './bench-postgres-copy';
import { dist, startProcess, stopProcess, waitForHttp } from './bench-support';
import type { BackOfficeTiming } from './bench-timing';

/** The back office's reads on a server of the database at `databaseUrl` (seeded already), timed. */
async function timeBackOfficeOn(
  databaseUrl: string,
  dataDir: string,
  seeded: { sampleClientId: string; householdClientId: string },
  lighthouse: boolean,
) {
  const port = await freePort();
  const admin = { email: 'bench-admin@example.com', password: 'bench admin password' };
  const server = startProcess([join(dist, 'server', 'start.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // One data folder (its data key) for both servers: the records copied into PostgreSQL are
    // encrypted with the key the SQLite server made.
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, server.child, server.output);
    const cookie = await benchSignIn(`http://127.0.0.1:${port}`, admin).catch((error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : error}\nThe server said:\n${server.output.join('')}`,
      );
    });
    const timings = await timeBackOffice(`http://127.0.0.1:${port}`, admin, seeded, cookie);
    timings.push(await timePortal(`http://127.0.0.1:${port}`, databaseUrl, seeded.sampleClientId));
    // Lighthouse on the back office signed in (issue 34), on these 10,000 records per table.
    const signedIn = lighthouse
      ? await measureSignedIn(`http://localhost:${port}`, cookie, [
          { path: '/admin/today', label: 'Today' },
          { path: `/admin/clients/${seeded.sampleClientId}`, label: 'a client’s page' },
        ])
      : [];
    return { timings, signedIn };
  } finally {
    await stopProcess(server.child);
  }
}

/**
 * The back office on a server of its own, seeded with 10,000 records per table: on SQLite (the
 * seeders write its file), then (issue 56) on PostgreSQL, fsync on, with the same records copied
 * into it table by table, when PostgreSQL is installed.
 */
export async function measureBackOffice(options: { lighthouse?: boolean } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'adviser-bench-admin-'));
  const databasePath = join(directory, 'app.db');
  try {
    // The schema first: a server's start makes it (the seeders write into its tables).
    const schema = openDatabase({ dialect: 'sqlite', filename: databasePath });
    await migrateToLatest(schema.db);
    await schema.close();
    const seeded = { ...seedBackOffice(databasePath), ...seedBook(databasePath) };
    seedPortal(databasePath, seeded.sampleClientId);
    const sqlite = await timeBackOfficeOn(
      databasePath,
      directory,
      seeded,
      options.lighthouse ?? process.env.BENCH_LIGHTHOUSE !== '0',
    );
    let postgres: BackOfficeTiming[] | undefined;
    if (findPostgresBin()) {
      const postgresServer = await startPostgres({ durable: true });
      try {
        await copySqliteToPostgres(databasePath, postgresServer.url);
        // The bench's admin sets up a new authenticator app at its sign-in there (the secret of the
        // one set up on SQLite is not kept by the bench).
        const copy = openDatabase({ dialect: 'postgres', connectionString: postgresServer.url });
        try {
          for (const table of [
            'admin_second_factor_uses',
            'admin_recovery_codes',
            'admin_totp',
            'admin_passkeys',
          ] as const)
            await copy.db.deleteFrom(table).execute();
        } finally {
          await copy.close();
        }
        postgres = (await timeBackOfficeOn(postgresServer.url, directory, seeded, false)).timings;
      } finally {
        postgresServer.stop();
      }
    }
    return { timings: sqlite.timings, signedIn: sqlite.signedIn, postgres };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { timings, postgres } = await measureBackOffice({ lighthouse: false });
  for (const [database, rows] of [
    ['SQLite', timings],
    ['PostgreSQL (fsync on)', postgres ?? []],
  ] as const) {
    console.info(`${database}:`);
    for (const timing of rows)
      console.info(
        `  ${timing.label.padEnd(38)} p50 ${timing.p50.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms${timing.budgeted ? '' : '   (not budgeted)'}`,
      );
  }
}
