import type { Kysely } from 'kysely';

/** Financial Needs Analysis submissions (issue 8, DECISIONS D12, D13). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fna_submissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_name', 'text', (col) => col.notNull())
    .addColumn('client_surname', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('id_number', 'text', (col) => col.notNull())
    /** The validated form as JSON (amounts as entered, in N$ with at most 2 decimals). */
    .addColumn('form', 'text', (col) => col.notNull())
    // The headline figures, worked out by the server when it stored the form, in cents.
    .addColumn('death_shortfall_cents', 'bigint', (col) => col.notNull())
    .addColumn('disability_shortfall_cents', 'bigint', (col) => col.notNull())
    .addColumn('critical_illness_shortfall_cents', 'bigint', (col) => col.notNull())
    .addColumn('retirement_shortfall_cents', 'bigint', (col) => col.notNull())
    .addColumn('net_worth_cents', 'bigint', (col) => col.notNull())
    /** SHA-256 of the one-time token that lets the client download the report just after submitting. */
    .addColumn('report_token_hash', 'text', (col) => col.notNull())
    .addColumn('report_token_expires_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('fna_submissions_created_at')
    .on('fna_submissions')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fna_submissions').execute();
}
