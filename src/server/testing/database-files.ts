import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { TestApp } from './app';

/**
 * Every byte of a test database's files, one buffer per file: SQLite's file, WAL and shared
 * memory; PostgreSQL's files of the test's database in the cluster's data directory, after a
 * checkpoint (shared buffers reach the files then). For tests that check what is, or is not,
 * written down (erasure, encrypted documents).
 */
export async function databaseFiles(testApp: TestApp): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const { target, handle } = testApp.database;
  if (target.dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) {
      const path = `${target.filename}${suffix}`;
      if (existsSync(path)) files.set(path, readFileSync(path));
    }
    return files;
  }
  await sql`checkpoint`.execute(handle.db);
  const { rows } = await sql<{
    oid: number;
  }>`select oid from pg_database where datname = current_database()`.execute(handle.db);
  const directory = join(inject('postgresDataDir'), 'base', String(rows[0]?.oid));
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isFile()) files.set(path, readFileSync(path));
  }
  return files;
}
