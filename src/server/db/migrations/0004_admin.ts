import type { Kysely } from 'kysely';

/** The back office (DECISIONS D2, D3): admin accounts, server-side sessions, sign-in attempts, audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the cookie's token: a copy of the table does not let anyone sign in.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('admin_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();
  await db.schema
    .createTable('admin_login_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    /** 'pending' while the password is checked, then 'success', 'failure' or 'locked' (refused unchecked). */
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_login_attempts_email')
    .on('admin_login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('admin_login_attempts_ip')
    .on('admin_login_attempts')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** Null for a failed sign-in with an unknown e-mail. */
    .addColumn('admin_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    /** JSON: what changed (field: [before, after]) or the sign-in's e-mail. */
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
  // The dashboard lists newest first, 50 a page (the other tables have this index already).
  for (const table of ['workshop_registrations', 'pipeline_leads']) {
    await db.schema
      .createIndex(`${table}_created_at_dashboard`)
      .ifNotExists()
      .on(table)
      .columns(['created_at', 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['workshop_registrations', 'pipeline_leads']) {
    await db.schema.dropIndex(`${table}_created_at_dashboard`).ifExists().execute();
  }
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('admin_login_attempts').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_users').execute();
}
