/**
 * `npm run db:rotate-data-key`: re-encrypts every sensitive field (ID numbers, bank account
 * numbers, medical and health answers) and every document's file with a new data key (issue 21).
 * Stop the site first.
 *   The current key: DATA_KEY, or the key file beside the database (data.key).
 *   The new key: NEW_DATA_KEY (`openssl rand -base64 32`), or a new random one when unset.
 * With the key file, the file holds the new key when this finishes. With DATA_KEY, start the site
 * with DATA_KEY set to the new key. Safe to run again if it stops half-way: values of either key
 * are read, and only those not yet of the new key are rewritten.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, renameSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { createFieldCipher, keyFilePath, keyIdOf, loadDataKey } from '../src/server/db/field-crypto';
import { encryptStoredFields, reencryptDocuments } from '../src/server/db/field-encryption';
import { exitOnError } from './exit-on-error';

try {
  const config = loadConfig();
  const fromEnvironment = process.env.DATA_KEY !== undefined && process.env.DATA_KEY.trim() !== '';
  const oldKey = loadDataKey(process.env.DATA_KEY, config.dataDir, (message) => console.info(message));
  const given = keyFromEnvironment('NEW_DATA_KEY', process.env.NEW_DATA_KEY);
  const newKey = given ?? randomBytes(32);
  if (newKey.equals(oldKey)) {
    console.error('NEW_DATA_KEY is the current key: make a new one with `openssl rand -base64 32`.');
    process.exit(1);
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const cipher = createFieldCipher(newKey, [oldKey]);
    const changed = await encryptStoredFields(database, cipher);
    const files = await reencryptDocuments(database, cipher);
    console.info(
      `Re-encrypted ${changed} stored value${changed === 1 ? '' : 's'} and ${files} document${files === 1 ? '' : 's'} from key ${keyIdOf(oldKey)} to key ${keyIdOf(newKey)}.`,
    );
  } finally {
    await database.close();
  }
  if (fromEnvironment) {
    console.info(
      given
        ? 'Start the site with DATA_KEY set to NEW_DATA_KEY.'
        : `Start the site with DATA_KEY set to the new key:\n${newKey.toString('base64')}`,
    );
  } else {
    const path = keyFilePath(config.dataDir);
    writeFileSync(`${path}.new`, `${newKey.toString('base64')}\n`, { mode: 0o600 });
    chmodSync(`${path}.new`, 0o600);
    renameSync(`${path}.new`, path);
    console.info(`${path} now holds the new key: keep a copy of it off this machine.`);
  }
} catch (error) {
  exitOnError('Key rotation', error);
}
