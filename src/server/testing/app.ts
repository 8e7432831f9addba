import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db';
import { exampleWorkshopsStatement } from '../features/demo';
import type { DiskReader } from '../features/health';
import type { MailTransport } from '../features/notifications';
import type { FrontendBuild, PageRenderer } from '../plugins/frontend';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  rawLogs: string[];
  clearLogs(): void;
  close(): Promise<void>;
}

/** The real app on a fresh database of `dialect`, logging at info into memory. */
export async function createTestApp(
  dialect: Dialect,
  options: {
    env?: Record<string, string>;
    frontend?: FrontendBuild;
    pageRenderer?: PageRenderer;
    now?: () => Date;
    /** Where the app's own outbox sender hands its e-mails (see testing/mail.ts). */
    mailTransport?: MailTransport;
    /** How full the data's disk is (issue 46), instead of the real disk's figures. */
    readDisk?: DiskReader;
    /** The spec's four workshops (D22: example content, never in a fresh database). */
    exampleWorkshops?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  // The site's own files (erasure ledger, write hold) in a folder of this app's, never the repo's data/.
  const dataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'adviser-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...options.env,
  });
  const rawLogs: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        rawLogs.push(line);
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const app = await buildApp({
    config,
    database: database.handle,
    logStream,
    ...(options.frontend ? { frontend: options.frontend } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.readDisk ? { readDisk: options.readDisk } : {}),
  });
  await app.ready();
  if (options.exampleWorkshops)
    await database.handle.write([exampleWorkshopsStatement(database.handle.db, new Date().toISOString())]);
  return {
    app,
    database,
    config,
    logs,
    rawLogs,
    clearLogs() {
      logs.length = 0;
      rawLogs.length = 0;
    },
    async close() {
      await app.close();
      await database.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the test app's database (several servers behind a load balancer on one
 * PostgreSQL): its own connections, the same settings and clock. Close it before the test app.
 */
export async function secondServer(
  testApp: TestApp,
  now: () => Date,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = openDatabase(testApp.database.target);
  const app = await buildApp({ config: testApp.config, database, now });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
