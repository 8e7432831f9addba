import { randomUUID } from 'node:crypto';
import { asRole, type Role } from '../../../shared/roles';
import type { AdminIdentity } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { hashToken, newToken } from '../../plugins/tokens';
import { accountLockout, ipLockout, type LockoutRule, lockedUntil, lookbackMs } from './lockout';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from './passwords';
import {
  endSession,
  endSessionsOf,
  findAdminByEmail,
  findSession,
  insertAdmin,
  insertLoginAttempt,
  insertSession,
  recentLoginAttempts,
  setLoginAttemptOutcome,
  touchSession,
  updateAdminPassword,
} from './repository';
import { secondFactorEnrolled } from './two-factor/repository';

/** Sessions end after 8 hours without a request, and 7 days after sign-in in any case (D2). */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most once a minute, not on every request. */
const touchEveryMs = 60_000;

export type { AdminIdentity };

/**
 * Whether a session may see admin data: its second factor was given, or none was asked for and
 * the site does not require one (ADMIN_REQUIRE_2FA may have been turned on since).
 */
export function secondFactorSatisfied(identity: AdminIdentity, required: boolean): boolean {
  if (identity.secondFactor === null) return false;
  return identity.secondFactor !== 'none' || !(required || identity.requiresSecondFactor);
}

/** Whether the account has a second factor enrolled (an authenticator app or a passkey). */
export async function hasSecondFactor(database: DatabaseHandle, adminId: string): Promise<boolean> {
  return secondFactorEnrolled(database.db, adminId);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SignInResult =
  | { outcome: 'signed-in'; token: string; email: string; secondFactor: 'done' | 'verify' | 'enrol' }
  | { outcome: 'invalid' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Failed (or still unchecked) attempts since the last success, other than `ownId`, as times. */
function countedFailures(
  attempts: { id: string; outcome: string; created_at: string }[],
  ownId: string,
): number[] {
  const times: number[] = [];
  // Newest first: stop at the last successful sign-in.
  for (const attempt of attempts) {
    if (attempt.outcome === 'success') break;
    if (attempt.id === ownId) continue;
    if (attempt.outcome === 'failure' || attempt.outcome === 'pending')
      times.push(Date.parse(attempt.created_at));
  }
  return times;
}

async function lockEnd(
  database: DatabaseHandle,
  key: { email: string } | { ip: string },
  rule: LockoutRule,
  ownId: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - lookbackMs(rule)).toISOString();
  const attempts = await recentLoginAttempts(database.db, key, since);
  return lockedUntil(countedFailures(attempts, ownId), now.getTime(), rule);
}

/**
 * Checks an e-mail and password. The attempt is recorded before the password is checked, so
 * attempts made in parallel see each other and at most the limit of them get a password check.
 * An unknown e-mail costs the same scrypt work as a wrong password.
 */
export async function signIn(
  database: DatabaseHandle,
  input: { email: string; password: string; ip: string; browser?: string },
  now: Date,
  options: { requireSecondFactor: boolean } = { requireSecondFactor: false },
): Promise<SignInResult> {
  // The audit log says from which browser each sign-in came (issue 21).
  const browser = (input.browser ?? '').slice(0, 300);
  const email = normaliseEmail(input.email);
  const stamp = now.toISOString();
  const attemptId = randomUUID();
  const { db } = database;
  await database.write([
    insertLoginAttempt(db, { id: attemptId, email, ip: input.ip, outcome: 'pending', created_at: stamp }),
  ]);

  const ends = [
    await lockEnd(database, { email }, accountLockout, attemptId, now),
    await lockEnd(database, { ip: input.ip }, ipLockout, attemptId, now),
  ].filter((end): end is number => end !== null);
  if (ends.length > 0) {
    await database.write([
      setLoginAttemptOutcome(db, attemptId, 'locked'),
      auditStatement(
        db,
        { adminId: null, action: 'sign-in-locked', details: { email, browser }, ip: input.ip },
        stamp,
      ),
    ]);
    return { outcome: 'locked', retryAfterSeconds: Math.ceil((Math.max(...ends) - now.getTime()) / 1000) };
  }

  const found = await findAdminByEmail(db, email);
  // An account with no password yet (the installer's first owner before its set-up link is used)
  // costs the same work as any other and never matches.
  const matches = await verifyPassword(input.password, found?.password_hash || (await decoyHash()));
  // A deactivated account is refused like a wrong password (issue 34), after the same work.
  const admin = found?.deactivated_at ? undefined : found;
  if (!admin || !matches) {
    await database.write([
      setLoginAttemptOutcome(db, attemptId, 'failure'),
      auditStatement(
        db,
        {
          adminId: found?.id ?? null,
          action: 'sign-in-failed',
          details: found?.deactivated_at ? { email, browser, deactivated: true } : { email, browser },
          ip: input.ip,
        },
        stamp,
      ),
    ]);
    return { outcome: 'invalid' };
  }

  // With a second factor to come, the password alone is not a sign-in: it neither ends the run of
  // failures the lockout counts nor opens the back office (issue 21).
  const enrolled = await hasSecondFactor(database, admin.id);
  const secondFactor = enrolled
    ? 'verify'
    : options.requireSecondFactor || Number(admin.requires_second_factor) === 1
      ? 'enrol'
      : 'done';
  const token = newToken();
  await database.write([
    setLoginAttemptOutcome(db, attemptId, secondFactor === 'done' ? 'success' : 'password-ok'),
    insertSession(db, {
      token_hash: hashToken(token),
      admin_id: admin.id,
      created_at: stamp,
      last_seen_at: stamp,
      expires_at: new Date(now.getTime() + sessionAbsoluteMs).toISOString(),
      ended_at: null,
      second_factor: secondFactor === 'done' ? 'none' : null,
      challenge: null,
      pending_totp_secret: null,
    }),
    auditStatement(
      db,
      {
        adminId: admin.id,
        action: secondFactor === 'done' ? 'sign-in' : 'sign-in-password',
        details: { browser },
        ip: input.ip,
      },
      stamp,
    ),
  ]);
  return { outcome: 'signed-in', token, email: admin.email, secondFactor };
}

export type AttemptCheck = { locked: false; attemptId: string } | { locked: true; retryAfterSeconds: number };

/**
 * Records a second-factor attempt before it is checked, under the same lockout as the password
 * (5 failures for the account, or 20 from the address, in 15 minutes). Settle it with
 * `setLoginAttemptOutcome` in the unit that records the result.
 */
export async function startSecondFactorAttempt(
  database: DatabaseHandle,
  input: { adminId: string; email: string; ip: string; browser: string; method: string },
  now: Date,
): Promise<AttemptCheck> {
  const attemptId = randomUUID();
  const stamp = now.toISOString();
  const { db } = database;
  await database.write([
    insertLoginAttempt(db, {
      id: attemptId,
      email: input.email,
      ip: input.ip,
      outcome: 'pending',
      created_at: stamp,
    }),
  ]);
  const ends = [
    await lockEnd(database, { email: input.email }, accountLockout, attemptId, now),
    await lockEnd(database, { ip: input.ip }, ipLockout, attemptId, now),
  ].filter((end): end is number => end !== null);
  if (ends.length === 0) return { locked: false, attemptId };
  await database.write([
    setLoginAttemptOutcome(db, attemptId, 'locked'),
    auditStatement(
      db,
      {
        adminId: input.adminId,
        action: 'sign-in-locked',
        details: { email: input.email, browser: input.browser, method: input.method },
        ip: input.ip,
      },
      stamp,
    ),
  ]);
  return { locked: true, retryAfterSeconds: Math.ceil((Math.max(...ends) - now.getTime()) / 1000) };
}

/** The admin a session token belongs to, or null when it is unknown, ended or expired. */
export async function authenticate(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<AdminIdentity | null> {
  const tokenHash = hashToken(token);
  const session = await findSession(database.db, tokenHash);
  if (!session || session.ended_at !== null || session.deactivated_at) return null;
  const time = now.getTime();
  const lastSeen = Date.parse(session.last_seen_at);
  if (time >= Date.parse(session.expires_at) || time >= lastSeen + sessionIdleMs) return null;
  if (time - lastSeen >= touchEveryMs)
    await database.write([touchSession(database.db, tokenHash, now.toISOString())]);
  return {
    adminId: session.admin_id,
    email: session.email,
    name: session.name || session.email,
    role: asRole(session.role),
    tokenHash,
    secondFactor: session.second_factor,
    requiresSecondFactor: Number(session.requires_second_factor) === 1,
  };
}

export async function signOut(
  database: DatabaseHandle,
  admin: AdminIdentity,
  ip: string,
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  await database.write([
    endSession(database.db, admin.tokenHash, stamp),
    auditStatement(database.db, { adminId: admin.adminId, action: 'sign-out', ip }, stamp),
  ]);
}

export class AccountError extends Error {
  override name = 'AccountError';
}

/**
 * Creates an account or resets its password (the CLI), or (`create-if-missing`, ADMIN_EMAIL and
 * ADMIN_PASSWORD at start) creates it only when there is none for the address: a password
 * belongs to its owner, and a setting never resets it (issue 56). A changed password ends the
 * account's sessions. Throws AccountError with a message for the person at the terminal.
 */
export async function saveAccount(
  database: DatabaseHandle,
  input: {
    email: string;
    password: string;
    mode: 'create' | 'reset' | 'create-if-missing';
    by: string;
    /** For a new account: owner unless said (the first account, and `npm run admin -- create`). */
    role?: Role;
    /** For a new account: the name the team and the clients see (issue 43); its e-mail until set. */
    name?: string;
  },
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new AccountError(`"${input.email}" is not a valid e-mail address.`);
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  const stamp = now.toISOString();
  const { db } = database;
  const existing = await findAdminByEmail(db, email);
  if (existing && input.mode === 'create') throw new AccountError(`An account for ${email} exists already.`);
  if (!existing && input.mode === 'reset') throw new AccountError(`There is no account for ${email}.`);
  if (!existing) {
    const id = randomUUID();
    await database.write([
      insertAdmin(db, {
        id,
        email,
        password_hash: await hashPassword(input.password),
        role: input.role ?? 'owner',
        name: (input.name ?? '').trim().slice(0, 120),
        created_at: stamp,
        updated_at: stamp,
      }),
      auditStatement(
        db,
        {
          adminId: id,
          action: 'account-created',
          details: { by: input.by, role: input.role ?? 'owner' },
          ip: '',
        },
        stamp,
      ),
    ]);
    return 'created';
  }
  if (input.mode === 'create-if-missing') return 'unchanged';
  await database.write([
    updateAdminPassword(db, existing.id, await hashPassword(input.password), stamp),
    endSessionsOf(db, existing.id, stamp),
    auditStatement(
      db,
      { adminId: existing.id, action: 'password-reset', details: { by: input.by }, ip: '' },
      stamp,
    ),
  ]);
  return 'updated';
}
