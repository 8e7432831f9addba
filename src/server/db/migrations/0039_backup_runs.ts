import type { Kysely } from 'kysely';

/**
 * The backups `npm run db:backup` made (issue 46): when, which file, and whether the copy off the
 * machine (`BACKUP_COPY_COMMAND`) went through, so the adviser sees on Today and in the daily
 * digest when the last one was made and is warned when backups stop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('made_at', 'text', (col) => col.notNull())
    /** The backup's file name (no folder). */
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    /** 1 when a copy command was set for this backup. */
    .addColumn('copy_wanted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('copied_at', 'text')
    /** The copy command's failure, in a line (its exit status and the last line it wrote). */
    .addColumn('copy_error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_made_at').on('backup_runs').column('made_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
