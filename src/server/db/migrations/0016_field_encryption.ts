import type { Kysely } from 'kysely';

/**
 * Sensitive fields encrypted at rest (issue 21): a keyed hash of each stored ID number beside its
 * ciphertext, so a search by ID number is an exact match. The values themselves are encrypted by
 * the start-up pass (db/field-encryption.ts), which needs the data key a migration does not have.
 */
const tables = ['clients', 'funeral_applications', 'fna_submissions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('id_number_hash', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex(`${table}_id_number_hash`).on(table).column('id_number_hash').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_id_number_hash`).execute();
    await db.schema.alterTable(table).dropColumn('id_number_hash').execute();
  }
}
