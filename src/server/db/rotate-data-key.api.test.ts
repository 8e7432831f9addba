import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { insertDocumentStatements } from '../features/documents';
import { createFieldCipher, DataKeyError } from './field-crypto';
import { migrateToLatest, openDatabase } from './index';

const run = promisify(execFile);

/**
 * `npm run db:rotate-data-key` on a SQLite database with its key file (issue 21): every encrypted
 * value moves to the new key, and the key file holds the new key afterwards.
 */
describe('npm run db:rotate-data-key', () => {
  it('re-encrypts every sensitive value and replaces the key file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-rotate-'));
    const filename = join(directory, 'app.db');
    const oldKey = Buffer.alloc(32, 3); // obviously fake keys
    writeFileSync(join(directory, 'data.key'), `${oldKey.toString('base64')}\n`, { mode: 0o600 });
    const old = createFieldCipher(oldKey);
    const database = openDatabase({ dialect: 'sqlite', filename });
    await migrateToLatest(database.db);
    const stamp = '2026-11-25T08:00:00.000Z';
    await database.db
      .insertInto('clients')
      .values({
        id: 'c1',
        name: 'Rota Tion',
        email: 'rota@example.com',
        phone: '',
        id_number: old.encrypt('70010100111'),
        id_number_hash: old.idHash('70010100111'),
        possible_duplicate_of: null,
        merged_into: null,
        last_activity_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    // A document in their file, its bytes on the old key (issue 32).
    await database.write(
      insertDocumentStatements(database.db, {
        id: 'd1',
        client_id: 'c1',
        kind: 'id-document',
        file_name: 'id.pdf',
        media_type: 'application/pdf',
        size_bytes: 9,
        sha256: '0'.repeat(64),
        expires_on: null,
        source: 'adviser',
        request_id: null,
        shared: 0,
        created_by: null,
        created_at: stamp,
        content: old.encryptBytes(Buffer.from('%PDF-1.7 ')),
      }),
    );
    await database.close();

    const { stdout } = await run('npx', ['tsx', 'scripts/rotate-data-key.ts'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: filename, DATA_KEY: '', NEW_DATA_KEY: '' },
    });
    expect(stdout).toMatch(
      /Re-encrypted 1 stored value and 1 document from key [0-9a-f]{8} to key [0-9a-f]{8}\./,
    );
    const newKey = Buffer.from(readFileSync(join(directory, 'data.key'), 'utf8').trim(), 'base64');
    expect(newKey).toHaveLength(32);
    expect(newKey.equals(oldKey)).toBe(false);

    const reopened = openDatabase({ dialect: 'sqlite', filename });
    try {
      const row = await reopened.db.selectFrom('clients').selectAll().executeTakeFirstOrThrow();
      const fresh = createFieldCipher(newKey);
      expect(fresh.decrypt(row.id_number)).toBe('70010100111');
      expect(row.id_number_hash).toBe(fresh.idHash('70010100111'));
      expect(() => old.decrypt(row.id_number)).toThrow(DataKeyError);
      const file = await reopened.db
        .selectFrom('client_document_contents')
        .select('content')
        .executeTakeFirstOrThrow();
      expect(fresh.decryptBytes(file.content).toString()).toBe('%PDF-1.7 ');
      expect(() => old.decryptBytes(file.content)).toThrow(DataKeyError);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
