import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** SQL of the password links and changes (issue 56; `passwords-service.ts`). */

export type PasswordTokenRow = Database['admin_password_tokens'];

export function insertPasswordToken(db: Kysely<Database>, row: PasswordTokenRow): CompiledQuery {
  return insertRow(db, 'admin_password_tokens', row);
}

/** Withdraws the account's links still open: only the newest one works. */
export function withdrawOpenPasswordTokens(
  db: Kysely<Database>,
  adminId: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_password_tokens')
    .set({ withdrawn_at: now })
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .compile();
}

/** Links asked for the account since `since` (a limit on how many e-mails one address can be sent). */
export async function passwordTokensSince(db: Kysely<Database>, adminId: string, since: string) {
  const row = await db
    .selectFrom('admin_password_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('admin_id', '=', adminId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A link by its token's hash, with its account. */
export function findPasswordToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('admin_password_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'admin_password_tokens.admin_id')
    .select([
      'admin_password_tokens.id',
      'admin_password_tokens.admin_id',
      'admin_password_tokens.purpose',
      'admin_password_tokens.expires_at',
      'admin_password_tokens.used_at',
      'admin_password_tokens.withdrawn_at',
      'admin_users.email',
      'admin_users.name',
      'admin_users.deactivated_at',
    ])
    .where('admin_password_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a link used by request `nonce`, only while it is open and unexpired; the statements after
 * it in the unit act only when this one did (`usedBy`), so a link used twice at once sets once.
 */
export function claimPasswordToken(
  db: Kysely<Database>,
  id: string,
  nonce: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_password_tokens')
    .set({ used_at: now, used_by: nonce })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .compile();
}

const usedBy = (tokenId: string, nonce: string) =>
  sql<boolean>`exists (select 1 from admin_password_tokens where id = ${tokenId} and used_by = ${nonce})`;

/** The new password, when the link was used by this request. */
export function setPasswordByToken(
  db: Kysely<Database>,
  adminId: string,
  passwordHash: string,
  tokenId: string,
  nonce: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', adminId)
    .where(usedBy(tokenId, nonce))
    .compile();
}

/** Every session of the account ends, when the link was used by this request. */
export function endSessionsByToken(
  db: Kysely<Database>,
  adminId: string,
  tokenId: string,
  nonce: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ ended_at: now })
    .where('admin_id', '=', adminId)
    .where('ended_at', 'is', null)
    .where(usedBy(tokenId, nonce))
    .compile();
}

/** Every other session of the account ends (its own password changed from this one). */
export function endOtherSessionsOf(
  db: Kysely<Database>,
  adminId: string,
  keepTokenHash: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ ended_at: now })
    .where('admin_id', '=', adminId)
    .where('token_hash', '<>', keepTokenHash)
    .where('ended_at', 'is', null)
    .compile();
}

/** The account's stored password hash ('' while its first owner has not set one). */
export async function passwordHashOf(db: Kysely<Database>, adminId: string): Promise<string> {
  const row = await db
    .selectFrom('admin_users')
    .select('password_hash')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return row?.password_hash ?? '';
}

/** Whether any account exists (the installer's first owner is made once). */
export async function accountCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAdminById(db: Kysely<Database>, id: string) {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}
