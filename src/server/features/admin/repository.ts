import type { CompiledQuery, Insertable, Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type AdminUserRow = Database['admin_users'];
export type AdminSessionRow = Database['admin_sessions'];

export function findAdminByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function listAdmins(db: Kysely<Database>) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'email', 'name', 'role', 'deactivated_at', 'created_at', 'updated_at'])
    .orderBy('email')
    .execute();
}

export function insertAdmin(db: Kysely<Database>, row: Insertable<AdminUserRow>): CompiledQuery {
  return insertRow(db, 'admin_users', row);
}

export function updateAdminPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .compile();
}

/** Ends every open session of an admin (after a password reset). */
export function endSessionsOf(db: Kysely<Database>, adminId: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ ended_at: now })
    .where('admin_id', '=', adminId)
    .where('ended_at', 'is', null)
    .compile();
}

export function insertSession(db: Kysely<Database>, row: AdminSessionRow): CompiledQuery {
  return insertRow(db, 'admin_sessions', row);
}

export function findSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.admin_id')
    .select([
      'admin_sessions.token_hash',
      'admin_sessions.admin_id',
      'admin_sessions.last_seen_at',
      'admin_sessions.expires_at',
      'admin_sessions.ended_at',
      'admin_sessions.second_factor',
      'admin_users.email',
      'admin_users.name',
      'admin_users.role',
      'admin_users.deactivated_at',
      'admin_users.requires_second_factor',
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Kysely<Database>, tokenHash: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .compile();
}

export function endSession(db: Kysely<Database>, tokenHash: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ ended_at: now })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .compile();
}

export function insertLoginAttempt(
  db: Kysely<Database>,
  row: Database['admin_login_attempts'],
): CompiledQuery {
  return insertRow(db, 'admin_login_attempts', row);
}

export function setLoginAttemptOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: Database['admin_login_attempts']['outcome'],
): CompiledQuery {
  return db.updateTable('admin_login_attempts').set({ outcome }).where('id', '=', id).compile();
}

/** Attempts by one e-mail or one IP since `since`, newest first. */
export function recentLoginAttempts(
  db: Kysely<Database>,
  key: { email: string } | { ip: string },
  since: string,
) {
  let query = db
    .selectFrom('admin_login_attempts')
    .select(['id', 'outcome', 'created_at'])
    .where('created_at', '>=', since);
  query = 'email' in key ? query.where('email', '=', key.email) : query.where('ip', '=', key.ip);
  return query.orderBy('created_at', 'desc').execute();
}
