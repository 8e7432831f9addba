import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { CompiledQuery } from 'kysely';
import { apiErrorCodes } from '../../../../shared/api-error';
import {
  type AdminSessionAnswer,
  passkeyFailedMessage,
  wrongRecoveryCodeMessage,
  wrongTotpMessage,
} from '../../../../shared/two-factor';
import type { DatabaseHandle } from '../../../db';
import { auditStatement } from '../../../db/audit-log';
import { HttpError } from '../../../plugins/errors';
import { setLoginAttemptOutcome } from '../repository';
import {
  type AdminIdentity,
  normaliseEmail,
  secondFactorSatisfied,
  startSecondFactorAttempt,
} from '../service';
import { hashRecoveryCode } from './recovery-codes';
import {
  advanceTotpStep,
  claimUse,
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  findSessionSecrets,
  findTotp,
  findUse,
  listPasskeys,
  recordPasskeyUse,
  recoveryCodeUnused,
  type SecondFactorMethod,
  setSessionChallenge,
  setSessionSecondFactor,
} from './repository';
import { acceptedStep } from './totp';

/**
 * Two-factor sign-in (issue 21). After the password a session waits for its second factor: a
 * passkey, a code from an authenticator app, or one of ten recovery codes (enrolment is in
 * enrol.ts). Every attempt counts toward the sign-in lockout and every outcome is audited.
 */

/** Who is asking, for the lockout, the audit log and WebAuthn. */
export interface RequestMeta {
  ip: string;
  browser: string;
  /** The page's origin (checked against the site's by the gate): WebAuthn's origin and RP ID. */
  origin: string;
  /** The site's name, shown by the authenticator app and the passkey prompt. */
  siteName: string;
  required: boolean;
}

export const passkeyTimeoutMs = 120_000;

export function relyingParty(meta: RequestMeta) {
  return { origin: meta.origin, rpID: new URL(meta.origin).hostname };
}

export async function sessionState(
  database: DatabaseHandle,
  identity: AdminIdentity,
  required: boolean,
): Promise<AdminSessionAnswer> {
  const { db } = database;
  const who = { email: identity.email, adminId: identity.adminId, name: identity.name, role: identity.role };
  if (secondFactorSatisfied(identity, required))
    return { ...who, secondFactor: 'done', methods: { passkey: false, totp: false } };
  const [totp, passkeys] = await Promise.all([
    findTotp(db, identity.adminId),
    listPasskeys(db, identity.adminId),
  ]);
  const methods = { passkey: passkeys.length > 0, totp: totp !== undefined };
  return {
    ...who,
    secondFactor: methods.passkey || methods.totp ? 'verify' : 'enrol',
    methods,
  };
}

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    apiErrorCodes.rateLimited,
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export function wrongAnswer(field: string, message: string): HttpError {
  return new HttpError(400, apiErrorCodes.validation, message, { [field]: message });
}

/** What a right answer writes: its statements, the single-use key it claims, details for the audit line. */
export interface Success {
  statements: CompiledQuery[];
  useKey?: string;
  details?: Record<string, unknown>;
}

/**
 * One second-factor answer under the lockout. `check` answers what a right answer writes (null for
 * a wrong one); with it go the attempt's outcome, the session's way in when it completes a sign-in
 * (`signsIn`), and the audit lines, in one unit. A code used twice at once: one unit breaks the
 * single-use key, is undone whole, and its caller hears `wrong`.
 */
export async function attempt(
  database: DatabaseHandle,
  context: {
    identity: AdminIdentity;
    meta: RequestMeta;
    method: SecondFactorMethod;
    now: Date;
    signsIn: boolean;
  },
  check: () => Promise<Success | null>,
  wrong: HttpError,
): Promise<void> {
  const { identity, meta, method, now } = context;
  const started = await startSecondFactorAttempt(
    database,
    {
      adminId: identity.adminId,
      email: normaliseEmail(identity.email),
      ip: meta.ip,
      browser: meta.browser,
      method,
    },
    now,
  );
  if (started.locked) throw tooManyAttempts(started.retryAfterSeconds);
  const { db } = database;
  const stamp = now.toISOString();
  const success = await check();
  if (!success) {
    await database.write([
      setLoginAttemptOutcome(db, started.attemptId, 'failure'),
      auditStatement(
        db,
        {
          adminId: identity.adminId,
          action: 'second-factor-failed',
          details: { method, browser: meta.browser },
          ip: meta.ip,
        },
        stamp,
      ),
    ]);
    throw wrong;
  }
  const signIn = context.signsIn
    ? [
        setSessionSecondFactor(db, identity.tokenHash, method),
        auditStatement(
          db,
          {
            adminId: identity.adminId,
            action: 'sign-in',
            details: { browser: meta.browser, method },
            ip: meta.ip,
          },
          stamp,
        ),
      ]
    : [];
  try {
    await database.write([
      ...(success.useKey ? [claimUse(db, success.useKey, stamp)] : []),
      ...success.statements,
      setLoginAttemptOutcome(db, started.attemptId, 'success'),
      ...signIn,
    ]);
  } catch (error) {
    if (success.useKey && (await findUse(db, success.useKey))) throw wrong;
    throw error;
  }
}

function signsIn(identity: AdminIdentity, meta: RequestMeta): boolean {
  return !secondFactorSatisfied(identity, meta.required);
}

export async function verifyTotp(
  database: DatabaseHandle,
  identity: AdminIdentity,
  code: string,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const totp = await findTotp(database.db, identity.adminId);
  if (!totp) throw wrongAnswer('code', 'No authenticator app is set up for this account.');
  await attempt(
    database,
    { identity, meta, method: 'totp', now, signsIn: signsIn(identity, meta) },
    async () => {
      const step = acceptedStep(totp.secret, code, now, totp.last_step);
      if (step === null) return null;
      return {
        statements: [advanceTotpStep(database.db, identity.adminId, step)],
        useKey: `totp:${identity.adminId}:${step}`,
      };
    },
    wrongAnswer('code', wrongTotpMessage),
  );
}

export async function verifyRecoveryCode(
  database: DatabaseHandle,
  identity: AdminIdentity,
  code: string,
  meta: RequestMeta,
  now: Date,
): Promise<{ recoveryCodesLeft: number }> {
  const { db } = database;
  const hash = hashRecoveryCode(code);
  await attempt(
    database,
    { identity, meta, method: 'recovery', now, signsIn: signsIn(identity, meta) },
    async () => {
      if (!(await recoveryCodeUnused(db, identity.adminId, hash))) return null;
      return {
        statements: [consumeRecoveryCode(db, identity.adminId, hash, now.toISOString())],
        useKey: `recovery:${hash}`,
      };
    },
    wrongAnswer('code', wrongRecoveryCodeMessage),
  );
  return { recoveryCodesLeft: await countUnusedRecoveryCodes(db, identity.adminId) };
}

export async function passkeyOptions(database: DatabaseHandle, identity: AdminIdentity, meta: RequestMeta) {
  const passkeys = await listPasskeys(database.db, identity.adminId);
  if (passkeys.length === 0) throw wrongAnswer('response', 'No passkey is set up for this account.');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(meta).rpID,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
    userVerification: 'preferred',
    timeout: passkeyTimeoutMs,
  });
  await database.write([setSessionChallenge(database.db, identity.tokenHash, options.challenge)]);
  return options;
}

/** The session's WebAuthn challenge, used up: each is good for one answer. */
export async function takeChallenge(
  database: DatabaseHandle,
  identity: AdminIdentity,
): Promise<string | null> {
  const secrets = await findSessionSecrets(database.db, identity.tokenHash);
  if (!secrets?.challenge) return null;
  await database.write([setSessionChallenge(database.db, identity.tokenHash, null)]);
  return secrets.challenge;
}

export async function verifyPasskey(
  database: DatabaseHandle,
  identity: AdminIdentity,
  response: AuthenticationResponseJSON,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const { db } = database;
  const challenge = await takeChallenge(database, identity);
  const passkey = (await listPasskeys(db, identity.adminId)).find(
    (candidate) => candidate.id === response.id,
  );
  await attempt(
    database,
    { identity, meta, method: 'passkey', now, signsIn: signsIn(identity, meta) },
    async () => {
      if (!challenge || !passkey) return null;
      const { origin, rpID } = relyingParty(meta);
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.public_key, 'base64url'),
            counter: Number(passkey.counter),
            transports: JSON.parse(passkey.transports) as string[],
          },
          requireUserVerification: false,
        });
        if (!result.verified) return null;
        return {
          statements: [
            recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, now.toISOString()),
          ],
          useKey: `passkey:${challenge}`,
        };
      } catch {
        return null;
      }
    },
    wrongAnswer('response', passkeyFailedMessage),
  );
}
