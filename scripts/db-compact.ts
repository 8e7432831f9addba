/**
 * `npm run db:compact`: after erasures and retention runs, rewrites the database's files so that
 * nothing of an erased person stays in them (issue 30; src/server/db/compact.ts). PostgreSQL: the
 * tables that held erased or expired rows, with VACUUM FULL (each locked while it is rewritten: run
 * it at a quiet hour). SQLite: VACUUM of the whole file (erasures already overwrite what they delete).
 */
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { compactDatabase } from '../src/server/db/compact';
import { exitOnError } from './exit-on-error';

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const report = await compactDatabase(database);
    const target = config.database;
    if (target.dialect === 'sqlite')
      console.info(
        `Compacted ${target.filename}: ${kilobytes(report.bytesBefore)} -> ${kilobytes(report.bytesAfter)}.`,
      );
    else if (report.tables.length === 0)
      console.info('Nothing to compact: no erasure or retention run since the last compaction.');
    else
      console.info(
        `Compacted ${report.tables.join(', ')}: ${kilobytes(report.bytesBefore)} -> ${kilobytes(report.bytesAfter)}.`,
      );
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnError('Compaction', error);
}
