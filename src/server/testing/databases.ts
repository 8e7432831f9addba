import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db';
import { createFieldCipher, setFieldCipher } from '../db/field-crypto';

export const dialects = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof dialects)[number];

export interface TestDatabase {
  target: DatabaseTarget;
  handle: DatabaseHandle;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given dialect: a temporary SQLite file, or a new PostgreSQL database. */
/**
 * The tests' data key: obviously fake (the SHA-256 of a phrase), the same in every test process,
 * so the tests' sensitive fields are encrypted as in production (issue 21).
 */
export const testDataKey = createHash('sha256').update('adviser-site test data key, not a secret').digest();

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  setFieldCipher(createFieldCipher(testDataKey));
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-sqlite-'));
    const target: DatabaseTarget = { dialect: 'sqlite', filename: join(directory, 'app.db') };
    const handle = openDatabase(target);
    await migrateToLatest(handle.db);
    return {
      target,
      handle,
      async drop() {
        await handle.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { dialect: 'postgres', connectionString: url.toString() };
  const handle = openDatabase(target);
  await migrateToLatest(handle.db);
  return {
    target,
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
