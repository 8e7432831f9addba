import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The website's pictures (issue 58): the practice's logo and the adviser's photo, uploaded in the
 * Website area and kept in the sizes the pages use. A file is named by its content's hash and
 * width (`<id>-<width>.webp`) and never changes, so the pages link to it for good and visitors'
 * browsers keep it. Every server reads them from here: several servers share one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('website_images')
    /** `<id>-<width>.webp`: the picture's hash and this size's width. */
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('image_id', 'text', (col) => col.notNull())
    /** 'logo' or 'photo'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (col) => col.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('website_images_by_image').on('website_images').column('image_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('website_images').execute();
}
