import { type Kysely, sql } from 'kysely';
import { type FieldCipher, fieldCipher } from './field-crypto';
import type { Database, DatabaseHandle } from './index';

/**
 * Which stored fields are sensitive (issue 21), and the pass that brings every one of them to the
 * current data key: at each start (values stored before encryption existed, or written by a tool
 * that bypassed the services) and by `npm run db:rotate-data-key` (values of the old key).
 */

/** Answers inside a needs analysis's client profile that are health information. */
export const healthAnswerFields = ['healthStatus', 'smoker'] as const;

/** Encrypts the named answers of a JSON object (as stored), leaving the rest searchable. */
export function sealAnswers<T extends Record<string, unknown>>(answers: T, cipher = fieldCipher()): T {
  const sealed: Record<string, unknown> = { ...answers };
  for (const field of healthAnswerFields) {
    const value = sealed[field];
    if (typeof value === 'string' && value !== '') sealed[field] = cipher.encrypt(cipher.decrypt(value));
  }
  return sealed as T;
}

export function openAnswers<T extends Record<string, unknown>>(answers: T, cipher = fieldCipher()): T {
  const opened: Record<string, unknown> = { ...answers };
  for (const field of healthAnswerFields) {
    const value = opened[field];
    if (typeof value === 'string') opened[field] = cipher.decrypt(value);
  }
  return opened as T;
}

/** The ID number's two columns as a write stores them: ciphertext and keyed hash. */
export function idNumberColumns(idNumber: string, cipher = fieldCipher()) {
  return { id_number: cipher.encrypt(idNumber), id_number_hash: cipher.idHash(idNumber) };
}

interface Spec {
  table: 'clients' | 'funeral_applications' | 'fna_submissions' | 'needs_analyses' | 'client_merges';
  column: string;
  /** How a stored value becomes its current-key form (and the extra columns to set with it). */
  kind: 'id-number' | 'text' | 'health-answers' | 'merge-snapshot';
}

const specs: Spec[] = [
  { table: 'clients', column: 'id_number', kind: 'id-number' },
  { table: 'funeral_applications', column: 'id_number', kind: 'id-number' },
  { table: 'fna_submissions', column: 'id_number', kind: 'id-number' },
  // The whole form: it holds the ID number, bank account and medical answers.
  { table: 'fna_submissions', column: 'form', kind: 'text' },
  { table: 'needs_analyses', column: 'client_profile', kind: 'health-answers' },
  // A merge keeps the merged-away client's details so it can be undone: their ID number too.
  { table: 'client_merges', column: 'moved', kind: 'merge-snapshot' },
];

function current(spec: Spec, stored: string, cipher: FieldCipher): Record<string, string> | null {
  switch (spec.kind) {
    case 'id-number': {
      const plain = cipher.decrypt(stored);
      return cipher.isCurrent(stored)
        ? null
        : { id_number: cipher.encrypt(plain), id_number_hash: cipher.idHash(plain) };
    }
    case 'text':
      return cipher.isCurrent(stored) ? null : { [spec.column]: cipher.encrypt(cipher.decrypt(stored)) };
    case 'health-answers': {
      const answers = JSON.parse(stored || '{}') as Record<string, unknown>;
      const stale = healthAnswerFields.some((field) => {
        const value = answers[field];
        return typeof value === 'string' && !cipher.isCurrent(value);
      });
      return stale ? { [spec.column]: JSON.stringify(sealAnswers(answers, cipher)) } : null;
    }
    case 'merge-snapshot': {
      const moved = JSON.parse(stored || '{}') as { source?: { idNumber?: unknown } };
      const idNumber = moved.source?.idNumber;
      if (typeof idNumber !== 'string' || cipher.isCurrent(idNumber)) return null;
      return {
        [spec.column]: JSON.stringify({
          ...moved,
          source: { ...moved.source, idNumber: cipher.encrypt(cipher.decrypt(idNumber)) },
        }),
      };
    }
  }
}

/** Rows whose value may need work: not empty and not already of the current key. */
async function candidates(db: Kysely<Database>, spec: Spec, cipher: FieldCipher, after: string) {
  const currentPrefix = `enc1:${cipher.keyId}:%`;
  const filter =
    spec.kind === 'id-number' || spec.kind === 'text'
      ? sql`${sql.ref(spec.column)} <> '' and ${sql.ref(spec.column)} not like ${currentPrefix}`
      : spec.kind === 'health-answers'
        ? sql`(${sql.ref(spec.column)} like '%"healthStatus"%' or ${sql.ref(spec.column)} like '%"smoker"%')`
        : sql`${sql.ref(spec.column)} like '%"idNumber"%'`;
  const rows = await sql<{ id: string; value: string }>`select id, ${sql.ref(spec.column)} as value
    from ${sql.table(spec.table)} where ${filter} and id > ${after} order by id limit 500`.execute(db);
  return rows.rows;
}

/** How many files are re-encrypted a unit: each is up to 10 MB, read and written whole. */
const filesPerUnit = 4;

/**
 * The documents' files (issue 32) not of `cipher`'s key, re-encrypted with it (a data-key
 * rotation: `npm run db:rotate-data-key`): found by their first bytes (`enc1:<key id>:`, which
 * the database reads without the rest of the file), then read, decrypted and written a few at a
 * time. Answers how many changed. Not part of the start's pass: a file is never stored in plain.
 */
export async function reencryptDocuments(database: DatabaseHandle, cipher = fieldCipher()): Promise<number> {
  const current = Buffer.from(`enc1:${cipher.keyId}:`, 'ascii');
  let changed = 0;
  let after = '';
  for (;;) {
    const stale = await sql<{ document_id: string }>`select document_id from client_document_contents
      where substr(content, 1, ${current.length}) <> ${current} and document_id > ${after}
      order by document_id limit ${filesPerUnit}`.execute(database.db);
    if (stale.rows.length === 0) break;
    const ids = stale.rows.map((row) => row.document_id);
    const files = await database.db
      .selectFrom('client_document_contents')
      .select(['document_id', 'content'])
      .where('document_id', 'in', ids)
      .execute();
    await database.write(
      files.map((file) =>
        database.db
          .updateTable('client_document_contents')
          .set({ content: cipher.encryptBytes(cipher.decryptBytes(file.content)) })
          .where('document_id', '=', file.document_id)
          .compile(),
      ),
    );
    changed += files.length;
    after = ids.at(-1) as string;
  }
  return changed;
}

/**
 * Brings every sensitive value to `cipher`'s key, 500 rows a unit; answers how many rows changed.
 * Safe to run while the site serves: a row written meanwhile is written with the current key.
 */
export async function encryptStoredFields(database: DatabaseHandle, cipher = fieldCipher()): Promise<number> {
  let changed = 0;
  for (const spec of specs) {
    let after = '';
    for (;;) {
      const rows = await candidates(database.db, spec, cipher, after);
      if (rows.length === 0) break;
      const updates = rows.flatMap((row) => {
        const set = current(spec, row.value, cipher);
        return set
          ? [
              database.db
                .updateTable(spec.table)
                .set(set as never)
                .where('id', '=', row.id)
                .compile(),
            ]
          : [];
      });
      if (updates.length > 0) await database.write(updates);
      changed += updates.length;
      after = (rows.at(-1) as { id: string }).id;
    }
  }
  return changed;
}
