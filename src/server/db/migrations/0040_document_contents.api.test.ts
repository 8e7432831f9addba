import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { sampleJpeg, samplePdf, uploadDocument } from '../../testing/documents';
import { migrations } from '.';

/**
 * Migration 0040 (issue 45) both ways on a database with documents: their files move from
 * `client_documents.content` to `client_document_contents` and back, byte for byte, and the
 * documents download the same after it.
 */

describe.each(dialects)('migration 0040 on a database with documents (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('moves each file to its own table and back', async () => {
    const { db } = testApp.database.handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const clientId = await clientByEnquiry(testApp, 'Tobias Files');
    const ids: string[] = [];
    for (const file of [
      { name: 'scan.pdf', bytes: samplePdf },
      { name: 'photo.jpg', bytes: sampleJpeg },
    ]) {
      const stored = await uploadDocument(admin, clientId, { kind: 'other' }, file);
      expect(stored.statusCode, stored.body).toBe(201);
      ids.push(stored.json().id);
    }
    const files = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('client_document_contents')
            .select(['document_id', 'content'])
            .where('document_id', 'in', ids)
            .execute()
        ).map((row) => [row.document_id, Buffer.from(row.content).toString('base64')]),
      );
    const before = await files();
    expect(Object.keys(before).sort()).toEqual([...ids].sort());

    // Back to 0039: the files are in their documents' rows again, and their own table is gone.
    expect((await migrator.migrateTo('0039_backup_runs')).error).toBeUndefined();
    const inRows = await sql<{
      id: string;
      content: Uint8Array;
    }>`select id, content from client_documents`.execute(db);
    expect(
      Object.fromEntries(inRows.rows.map((row) => [row.id, Buffer.from(row.content).toString('base64')])),
    ).toEqual(before);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain(
      'client_document_contents',
    );

    // And forward again: the same bytes, apart; the documents download as they were.
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await files()).toEqual(before);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === 'client_documents',
    )?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('content');
    const downloaded = await admin.request({ method: 'GET', url: `/api/admin/documents/${ids[0]}` });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(samplePdf)).toBe(true);
  });
});
