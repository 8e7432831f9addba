import type { Kysely } from 'kysely';

/**
 * The Website area (issue 58): what the public site says, edited as one draft the team shares and
 * published by an owner as numbered versions, every one kept (who and when) so any can be put
 * back. Content is JSON text checked by `shared/website.ts` before it is stored. Before the first
 * publish the public site shows the install's first values (its SITE_* settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website_versions')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text', (col) => col.notNull())
    /** The version the draft was put back from, when it was published unchanged since. */
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema
    .createTable('website_draft')
    /** One draft, the team's: always 1. */
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('website_draft').execute();
  await db.schema.dropTable('website_versions').execute();
}
