import type { CompiledQuery, Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';

/** The portal's sign-in (issue 32): `portal_codes` (one row an address, by its hash) and `portal_sessions`. */

type CodeColumns = Omit<Insertable<Database['portal_codes']>, 'email_hash'>;

export function findCodeRow(db: Kysely<Database>, emailHash: string) {
  return db.selectFrom('portal_codes').selectAll().where('email_hash', '=', emailHash).executeTakeFirst();
}

/** The address's row: made with `values`, or changed by `changes` when it exists. */
export function upsertCodeStatement(
  db: Kysely<Database>,
  emailHash: string,
  values: CodeColumns,
  changes: Updateable<Database['portal_codes']> = values,
): CompiledQuery {
  return db
    .insertInto('portal_codes')
    .values({ email_hash: emailHash, ...values })
    .onConflict((conflict) => conflict.column('email_hash').doUpdateSet(changes))
    .compile();
}

export function updateCodeStatement(
  db: Kysely<Database>,
  emailHash: string,
  changes: Updateable<Database['portal_codes']>,
): CompiledQuery {
  return db.updateTable('portal_codes').set(changes).where('email_hash', '=', emailHash).compile();
}

/** Rows of addresses nobody used since `before` go. */
export function dropCodesBeforeStatement(db: Kysely<Database>, before: string): CompiledQuery {
  return db.deleteFrom('portal_codes').where('updated_at', '<', before).compile();
}

export function insertSessionStatement(
  db: Kysely<Database>,
  row: Database['portal_sessions'],
): CompiledQuery {
  return db.insertInto('portal_sessions').values(row).compile();
}

/** Sign-ins not used since `before` go. */
export function dropSessionsBeforeStatement(db: Kysely<Database>, before: string): CompiledQuery {
  return db.deleteFrom('portal_sessions').where('last_used_at', '<', before).compile();
}

export function findSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('portal_sessions')
    .select(['client_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The session's last use, moved on from `was` (by one server only: another's note in between wins). */
export function sessionUsedStatement(db: Kysely<Database>, tokenHash: string, was: string, now: string) {
  return db
    .updateTable('portal_sessions')
    .set({ last_used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '=', was)
    .compile();
}

export function endSessionStatement(db: Kysely<Database>, tokenHash: string): CompiledQuery {
  return db.deleteFrom('portal_sessions').where('token_hash', '=', tokenHash).compile();
}

/** What a code's e-mail needs of the client. */
export function clientForCode(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['name', 'email', 'phone'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}
