/** `npm run db:migrate`: brings the configured database (DATABASE_URL) to the latest schema. */
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { exitOnError } from './exit-on-error';

try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    const where = config.database.dialect === 'sqlite' ? config.database.filename : 'PostgreSQL';
    console.info(applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date.`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnError('Migration', error);
}
