import { type Kysely, sql } from 'kysely';

/**
 * A small team (issue 34). Each account has a role: 'owner' (everything, and the team), 'adviser'
 * (everything but the team) or 'assistant' (the front desk: no ID numbers, bank accounts, health
 * answers, needs-analysis finances, commissions, export, erasure, retention or audit log). The
 * accounts there were had every power, so they become owners. A deactivated account cannot sign in
 * and keeps its rows (the audit log still names it). An account made from an invitation must set up
 * a second factor whatever ADMIN_REQUIRE_2FA says. An invitation is kept as its link's SHA-256.
 *
 * Each client has an adviser responsible: the one who first worked them. For the clients there
 * are, that is the author of their first note or logged contact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('deactivated_at', 'text').execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('requires_second_factor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text', (col) => col.notNull().references('admin_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_admin_id', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema.createIndex('admin_invitations_email').on('admin_invitations').column('email').execute();

  await db.schema.alterTable('clients').addColumn('adviser_id', 'text').execute();
  await db.schema
    .createIndex('clients_adviser')
    .on('clients')
    .columns(['adviser_id', 'last_activity_at'])
    .execute();
  await sql`
    update clients set adviser_id = (
      select worked.admin_id from (
        select admin_id, client_id, created_at from client_notes
        union all
        select admin_id, client_id, created_at from client_contacts
      ) worked
      where worked.client_id = clients.id
      order by worked.created_at, worked.admin_id
      limit 1
    )
    where adviser_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('clients_adviser').execute();
  await db.schema.alterTable('clients').dropColumn('adviser_id').execute();
  await db.schema.dropTable('admin_invitations').execute();
  for (const column of ['requires_second_factor', 'deactivated_at', 'name', 'role'])
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
}
