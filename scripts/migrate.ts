/** `npm run db:migrate`: brings the configured database (DATABASE_URL) to the latest schema. */
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';

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
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
