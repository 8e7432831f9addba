import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in (issue 21). A session knows whether its second factor was given
 * (`second_factor`: 'passkey', 'totp' or 'recovery'; 'none' where the site does not ask for one;
 * null while it waits for it), the WebAuthn challenge it was last sent, and an authenticator
 * secret being enrolled. Open sessions end here: they were made before a second factor existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_sessions').addColumn('second_factor', 'text').execute();
  await db.schema.alterTable('admin_sessions').addColumn('challenge', 'text').execute();
  await db.schema.alterTable('admin_sessions').addColumn('pending_totp_secret', 'text').execute();
  await db
    .updateTable('admin_sessions' as never)
    .set({ ended_at: new Date().toISOString() } as never)
    .where('ended_at' as never, 'is', null)
    .execute();
  await db.schema
    .createTable('admin_totp')
    .addColumn('admin_id', 'text', (col) => col.primaryKey().references('admin_users.id'))
    /** Base32, as the authenticator app holds it. */
    .addColumn('secret', 'text', (col) => col.notNull())
    /** The last 30-second step a code was accepted for: a code works once. */
    .addColumn('last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('admin_passkeys')
    /** The credential's id (base64url). */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admin_users.id'))
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    /** JSON array of transports ('usb', 'internal', ...). */
    .addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_passkeys_admin').on('admin_passkeys').column('admin_id').execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admin_users.id'))
    /** SHA-256 of the code (80 random bits each): the table alone gives no way in. */
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin')
    .on('admin_recovery_codes')
    .column('admin_id')
    .execute();
  await db.schema
    .createTable('admin_second_factor_uses')
    /**
     * 'totp:<admin>:<step>' or 'recovery:<code hash>', written with the sign-in it completes: of
     * two requests with the same code, the second breaks the key and its whole unit is undone.
     */
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_second_factor_uses').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_passkeys').execute();
  await db.schema.dropTable('admin_totp').execute();
  for (const column of ['pending_totp_secret', 'challenge', 'second_factor'])
    await db.schema.alterTable('admin_sessions').dropColumn(column).execute();
}
