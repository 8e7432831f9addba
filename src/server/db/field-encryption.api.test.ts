import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFna } from '../../shared/fna.fixtures';
import { type AdminClient, signInAdmin } from '../testing/admin';
import { createTestApp, type TestApp } from '../testing/app';
import { dialects, testDataKey } from '../testing/databases';
import { samplePdf, uploadDocument } from '../testing/documents';
import { familyOfFour } from '../testing/funeral-fixtures';
import { createFieldCipher, DataKeyError, fieldCipher, setFieldCipher } from './field-crypto';
import { encryptStoredFields, reencryptDocuments } from './field-encryption';

/**
 * Sensitive fields at rest (issue 21), on both databases: after a funeral application, an FNA
 * (with a bank account and a medical statement), a needs analysis with health answers and an ID
 * number typed into the client book, no ID number, account number, medical statement or health
 * answer is anywhere in the database's files in plain text; search by ID number still finds the
 * client; values stored in plain text before are encrypted by the start-up pass; and a rotation
 * re-encrypts everything with the new key.
 */

const secrets = {
  funeralId: '73052900123',
  fnaId: '64121200456',
  clientBookId: '55010100789',
  account: '62001234567',
  medical: 'Asthma since childhood (marker 7f3a)',
};

describe.each(dialects)('sensitive fields encrypted at rest (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clientId = '';
  let documentId = '';
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = await signInAdmin(testApp);
    const post = (url: string, body: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const funeral = await post('/api/funeral-cover-applications', {
      ...familyOfFour,
      mainApplicant: {
        ...familyOfFour.mainApplicant,
        idNumber: secrets.funeralId,
        email: 'secret.one@example.com',
      },
    });
    expect(funeral.statusCode).toBe(201);
    const fna = await post('/api/fna/submit', {
      ...completeFna,
      personalInfo: { ...completeFna.personalInfo, idNumber: secrets.fnaId },
      bankingDetails: { ...completeFna.bankingDetails, accountNumber: secrets.account },
      medicalInfo: { ...completeFna.medicalInfo, medicalStatement: secrets.medical },
    });
    expect(fna.statusCode, fna.body).toBe(201);
    const needs = await post('/api/client-needs-analysis', {
      clientProfile: {
        fullName: 'Health Answerer',
        email: 'health@example.com',
        phone: '081 000 0070',
        healthStatus: 'poor',
        smoker: 'yes',
      },
    });
    expect(needs.statusCode, needs.body).toBe(201);
    clientId = (
      await testApp.database.handle.db
        .selectFrom('funeral_applications')
        .select('client_id')
        .where('id', '=', funeral.json().id)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${clientId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ idNumber: secrets.clientBookId }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().idNumber).toBe(secrets.clientBookId);
    // A document in their file: its bytes are encrypted with the data key too.
    const stored = await uploadDocument(
      admin,
      clientId,
      { kind: 'id-document' },
      { name: 'ID scan.pdf', bytes: samplePdf },
    );
    expect(stored.statusCode, stored.body).toBe(201);
    documentId = stored.json().id;
  });
  afterAll(async () => {
    setFieldCipher(createFieldCipher(testDataKey));
    await testApp.close();
  });

  /** Every byte the database keeps: the SQLite file and its WAL, or each PostgreSQL relation's file after a checkpoint. */
  async function storedBytes(): Promise<Buffer> {
    const { target, handle } = testApp.database;
    if (target.dialect === 'sqlite')
      return Buffer.concat(
        [target.filename, `${target.filename}-wal`].filter(existsSync).map((path) => readFileSync(path)),
      );
    await sql`checkpoint`.execute(handle.db);
    const files = await sql<{
      bytes: Buffer;
    }>`select pg_read_binary_file(pg_relation_filepath(c.oid)) as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 't') and pg_relation_filepath(c.oid) is not null`.execute(
      handle.db,
    );
    return Buffer.concat(files.rows.map((row) => row.bytes));
  }

  /** Every stored value as text, decompressed: each row of each table of the app. */
  async function storedText(): Promise<string> {
    const { db } = testApp.database.handle;
    const tables = await db.introspection.getTables();
    const texts: string[] = [];
    for (const table of tables) {
      const rows = await db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      texts.push(JSON.stringify(rows));
    }
    return texts.join('\n');
  }

  it('keeps no ID number, account number, medical statement or health answer in plain text', async () => {
    const bytes = await storedBytes();
    const text = await storedText();
    // The scans do see the stored rows: an e-mail address (not encrypted) is there in both.
    expect(text).toContain('secret.one@example.com');
    expect(bytes.includes(Buffer.from('secret.one@example.com'))).toBe(true);
    for (const secret of Object.values(secrets)) {
      expect(bytes.includes(Buffer.from(secret)), `${secret} in the database files`).toBe(false);
      expect(text.includes(secret), `${secret} in a stored value`).toBe(false);
    }
    expect(text).not.toMatch(/"healthStatus":"poor"/);
    expect(text).not.toMatch(/"smoker":"yes"/);
  });

  it('still finds the client by ID number, and shows the number to the adviser', async () => {
    const found = await admin.request({ method: 'GET', url: `/api/admin/clients?q=${secrets.clientBookId}` });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([clientId]);
    const funeral = await admin.request({
      method: 'GET',
      url: `/api/funeral-cover-applications?q=${secrets.funeralId}`,
    });
    expect(funeral.json().items).toHaveLength(1);
    expect(funeral.json().items[0].mainApplicant.idNumber).toBe(secrets.funeralId);
  });

  it('encrypts values stored in plain text before, at the next start', async () => {
    const { db } = testApp.database.handle;
    await db
      .updateTable('clients')
      .set({ id_number: '80020200222', id_number_hash: '' })
      .where('id', '=', clientId)
      .execute();
    expect(await encryptStoredFields(testApp.database.handle)).toBeGreaterThanOrEqual(1);
    const row = await db
      .selectFrom('clients')
      .select(['id_number', 'id_number_hash'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.id_number).toMatch(/^enc1:/);
    expect(fieldCipher().decrypt(row.id_number)).toBe('80020200222');
    expect(row.id_number_hash).toBe(fieldCipher().idHash('80020200222'));
    expect(await encryptStoredFields(testApp.database.handle)).toBe(0); // nothing left to do
  });

  it('rotates to a new key: every value re-encrypted, the old key alone no longer reads them', async () => {
    const oldCipher = createFieldCipher(testDataKey);
    const newKey = Buffer.alloc(32, 7); // an obviously fake key
    const rotating = createFieldCipher(newKey, [testDataKey]);
    expect(await encryptStoredFields(testApp.database.handle, rotating)).toBeGreaterThanOrEqual(5);
    expect(await reencryptDocuments(testApp.database.handle, rotating)).toBe(1);
    const { db } = testApp.database.handle;
    const fna = await db
      .selectFrom('fna_submissions')
      .select(['form', 'id_number'])
      .executeTakeFirstOrThrow();
    expect(fna.form.startsWith(`enc1:${rotating.keyId}:`)).toBe(true);
    expect(() => oldCipher.decrypt(fna.form)).toThrow(DataKeyError);
    const newOnly = createFieldCipher(newKey);
    expect(JSON.parse(newOnly.decrypt(fna.form)).bankingDetails.accountNumber).toBe(secrets.account);
    // The site on the new key: search and reading work as before.
    setFieldCipher(newOnly);
    const found = await admin.request({ method: 'GET', url: `/api/admin/clients?q=80020200222` });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([clientId]);
    // The document's file too (it was left on the old key before: lost to a site on the new one).
    const file = await db
      .selectFrom('client_document_contents')
      .select('content')
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(file.content).subarray(0, 14).toString('ascii')).toBe(`enc1:${rotating.keyId}:`);
    expect(() => oldCipher.decryptBytes(file.content)).toThrow(DataKeyError);
    const downloaded = await admin.request({ method: 'GET', url: `/api/admin/documents/${documentId}` });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(samplePdf)).toBe(true);
    expect(await encryptStoredFields(testApp.database.handle, newOnly)).toBe(0);
    expect(await reencryptDocuments(testApp.database.handle, newOnly)).toBe(0);
  });
});
