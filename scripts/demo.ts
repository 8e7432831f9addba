/**
 * npm run demo [-- --force]: fills the configured database (DATABASE_URL; ./data/app.db by
 * default) with an example practice to try the back office on (issue 43). Refused when the
 * database already holds clients, and when NODE_ENV is production unless --force.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { createFieldCipher, loadDataKey, setFieldCipher } from '../src/server/db/field-crypto';
import { DemoRefused, fillDemoPractice } from '../src/server/features/demo/practice';

const force = process.argv.includes('--force');
try {
  const config = loadConfig(process.env);
  // The data key the site encrypts ID numbers and documents with (made beside the database if new).
  setFieldCipher(
    createFieldCipher(loadDataKey(process.env.DATA_KEY, config.dataDir, (message) => console.warn(message))),
  );
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    console.info('Filling the database with the example practice...');
    const summary = await fillDemoPractice(database, config, {
      production: process.env.NODE_ENV === 'production',
      force,
      log: (line) => console.info(line),
    });
    console.info(
      `Done: ${summary.clients} clients, ${summary.policies} policies, ${summary.enquiries} enquiries, ${summary.bookings} bookings, ${summary.workshops} workshops.`,
    );
    console.info('Start the site (npm start) and sign in at /admin with:');
    for (const account of summary.signIn)
      console.info(
        `  ${account.email}${account.password ? ` / ${account.password}` : ' (your own password)'}`,
      );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DemoRefused || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
