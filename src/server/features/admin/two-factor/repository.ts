import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../../db';
import { fieldCipher } from '../../../db/field-crypto';
import { insertRow } from '../../../db/statements';

/** The rows of two-factor sign-in (issue 21): authenticator apps, passkeys, recovery codes, session state. */

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery';

/** The authenticator app's row, its secret decrypted (stored under DATA_KEY, like the other secrets). */
export async function findTotp(db: Kysely<Database>, adminId: string) {
  const row = await db
    .selectFrom('admin_totp')
    .selectAll()
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return row ? { ...row, secret: fieldCipher().decrypt(row.secret) } : undefined;
}

export function listPasskeys(db: Kysely<Database>, adminId: string) {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .execute();
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Sets (or replaces) an admin's authenticator app. */
export function saveTotp(db: Kysely<Database>, adminId: string, secret: string, step: number, now: string) {
  return [
    db.deleteFrom('admin_totp').where('admin_id', '=', adminId).compile(),
    insertRow(db, 'admin_totp', {
      admin_id: adminId,
      secret: fieldCipher().encrypt(secret),
      last_step: step,
      created_at: now,
    }),
  ];
}

/** Moves the last accepted step on (never back). */
export function advanceTotpStep(db: Kysely<Database>, adminId: string, step: number): CompiledQuery {
  return db
    .updateTable('admin_totp')
    .set({ last_step: step })
    .where('admin_id', '=', adminId)
    .where('last_step', '<', step)
    .compile();
}

export function deleteTotp(db: Kysely<Database>, adminId: string): CompiledQuery {
  return db.deleteFrom('admin_totp').where('admin_id', '=', adminId).compile();
}

export function insertPasskey(db: Kysely<Database>, row: Database['admin_passkeys']): CompiledQuery {
  return insertRow(db, 'admin_passkeys', row);
}

export function recordPasskeyUse(
  db: Kysely<Database>,
  id: string,
  counter: number,
  now: string,
): CompiledQuery {
  return db.updateTable('admin_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).compile();
}

export function deletePasskey(db: Kysely<Database>, adminId: string, id: string): CompiledQuery {
  return db
    .deleteFrom('admin_passkeys')
    .where('admin_id', '=', adminId)
    .where('id', '=', id)
    .returning('id')
    .compile();
}

/** Replaces an admin's recovery codes with these hashes. */
export function replaceRecoveryCodes(
  db: Kysely<Database>,
  adminId: string,
  hashes: string[],
  now: string,
): CompiledQuery[] {
  return [
    db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).compile(),
    ...hashes.map((code_hash) =>
      insertRow(db, 'admin_recovery_codes', {
        id: randomUUID(),
        admin_id: adminId,
        code_hash,
        created_at: now,
        used_at: null,
      }),
    ),
  ];
}

/** Marks a code used (with `claimUse` in the same unit, so it is used once). */
export function consumeRecoveryCode(
  db: Kysely<Database>,
  adminId: string,
  codeHash: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .compile();
}

/** Claims a code's single use; a second claim of the same key breaks the primary key. */
export function claimUse(db: Kysely<Database>, key: string, now: string): CompiledQuery {
  return insertRow(db, 'admin_second_factor_uses', { key, created_at: now });
}

export function findUse(db: Kysely<Database>, key: string) {
  return db.selectFrom('admin_second_factor_uses').select('key').where('key', '=', key).executeTakeFirst();
}

/** Everything of an admin's second factors, for `npm run admin -- reset-2fa`. */
export function deleteSecondFactors(db: Kysely<Database>, adminId: string): CompiledQuery[] {
  return [
    db.deleteFrom('admin_totp').where('admin_id', '=', adminId).compile(),
    db.deleteFrom('admin_passkeys').where('admin_id', '=', adminId).compile(),
    db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).compile(),
  ];
}

export function setSessionSecondFactor(
  db: Kysely<Database>,
  tokenHash: string,
  method: SecondFactorMethod,
): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ second_factor: method, challenge: null, pending_totp_secret: null })
    .where('token_hash', '=', tokenHash)
    .compile();
}

export function setSessionChallenge(
  db: Kysely<Database>,
  tokenHash: string,
  challenge: string | null,
): CompiledQuery {
  return db.updateTable('admin_sessions').set({ challenge }).where('token_hash', '=', tokenHash).compile();
}

export function setSessionPendingTotp(
  db: Kysely<Database>,
  tokenHash: string,
  secret: string | null,
): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ pending_totp_secret: secret === null ? null : fieldCipher().encrypt(secret) })
    .where('token_hash', '=', tokenHash)
    .compile();
}

export async function findSessionSecrets(db: Kysely<Database>, tokenHash: string) {
  const row = await db
    .selectFrom('admin_sessions')
    .select(['challenge', 'pending_totp_secret'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      pending_totp_secret: row.pending_totp_secret && fieldCipher().decrypt(row.pending_totp_secret),
    }
  );
}

/** Whether the account has an authenticator app or a passkey. */
export async function secondFactorEnrolled(db: Kysely<Database>, adminId: string): Promise<boolean> {
  const [totp, passkey] = await Promise.all([
    db.selectFrom('admin_totp').select('admin_id').where('admin_id', '=', adminId).executeTakeFirst(),
    db.selectFrom('admin_passkeys').select('id').where('admin_id', '=', adminId).executeTakeFirst(),
  ]);
  return totp !== undefined || passkey !== undefined;
}

/** Whether the account has this recovery code (by its hash) and has not used it. */
export async function recoveryCodeUnused(
  db: Kysely<Database>,
  adminId: string,
  codeHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
