import type { Kysely } from 'kysely';

/**
 * Passwords belong to their owners (issue 56): one-time links that set an account's password, an
 * e-mailed reset (30 minutes) or the first owner's set-up the installer prints (72 hours). Only
 * the link's SHA-256 is kept; a link is used once, and a newer one replaces those still open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_password_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admin_users.id'))
    /** 'reset' (forgotten, or sent from Team) or 'setup' (the first owner's, from the installer). */
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    /** Who asked: 'self', the owner's account id, or 'installer'. */
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    /** The request that used it (one use, even when two arrive at once). */
    .addColumn('used_by', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_password_tokens_admin')
    .on('admin_password_tokens')
    .columns(['admin_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_password_tokens').execute();
}
