import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import QRCode from 'qrcode';
import { apiErrorCodes } from '../../../../shared/api-error';
import {
  type EnrolmentAnswer,
  lastFactorMessage,
  passkeyFailedMessage,
  type TotpEnrolment,
  type TwoFactorOverview,
  wrongTotpMessage,
} from '../../../../shared/two-factor';
import type { DatabaseHandle } from '../../../db';
import { auditStatement } from '../../../db/audit-log';
import { HttpError } from '../../../plugins/errors';
import { endSessionsOf, findAdminByEmail } from '../repository';
import {
  AccountError,
  type AdminIdentity,
  hasSecondFactor,
  normaliseEmail,
  secondFactorSatisfied,
} from '../service';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeCount } from './recovery-codes';
import {
  countUnusedRecoveryCodes,
  deletePasskey,
  deleteSecondFactors,
  deleteTotp,
  findSessionSecrets,
  findTotp,
  insertPasskey,
  listPasskeys,
  replaceRecoveryCodes,
  saveTotp,
  setSessionChallenge,
  setSessionPendingTotp,
} from './repository';
import {
  attempt,
  passkeyTimeoutMs,
  type RequestMeta,
  relyingParty,
  takeChallenge,
  wrongAnswer,
} from './service';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

/**
 * Setting up and managing second factors (issue 21). An account with none enrols its first in the
 * session its password opened (when the site requires one, that is the only way in); adding or
 * removing one otherwise needs a session that gave its second factor. The first factor comes with
 * ten recovery codes, shown once.
 */

async function requireEnrolment(database: DatabaseHandle, identity: AdminIdentity, meta: RequestMeta) {
  if (secondFactorSatisfied(identity, meta.required)) return;
  if (await hasSecondFactor(database, identity.adminId))
    throw new HttpError(403, apiErrorCodes.forbidden, 'Confirm your sign-in with your second factor first.');
}

/** Ten new codes replacing any the account had: the codes to show once and the statements. */
function freshRecoveryCodes(database: DatabaseHandle, adminId: string, now: string) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, statements: replaceRecoveryCodes(database.db, adminId, codes.map(hashRecoveryCode), now) };
}

/** What finishes an enrolment: codes when the account has none left, and the audit line. */
async function enrolment(
  database: DatabaseHandle,
  identity: AdminIdentity,
  meta: RequestMeta,
  method: 'totp' | 'passkey',
  now: Date,
) {
  const stamp = now.toISOString();
  const needsCodes = (await countUnusedRecoveryCodes(database.db, identity.adminId)) === 0;
  const fresh = needsCodes
    ? freshRecoveryCodes(database, identity.adminId, stamp)
    : { codes: [], statements: [] };
  return {
    codes: fresh.codes,
    statements: [
      ...fresh.statements,
      auditStatement(
        database.db,
        {
          adminId: identity.adminId,
          action: 'two-factor-enrolled',
          details: { method, browser: meta.browser },
          ip: meta.ip,
        },
        stamp,
      ),
    ],
  };
}

export async function startTotpEnrolment(
  database: DatabaseHandle,
  identity: AdminIdentity,
  meta: RequestMeta,
): Promise<TotpEnrolment> {
  await requireEnrolment(database, identity, meta);
  const secret = newTotpSecret();
  await database.write([setSessionPendingTotp(database.db, identity.tokenHash, secret)]);
  const uri = totpUri(secret, meta.siteName, identity.email);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

export async function confirmTotp(
  database: DatabaseHandle,
  identity: AdminIdentity,
  code: string,
  meta: RequestMeta,
  now: Date,
): Promise<EnrolmentAnswer> {
  await requireEnrolment(database, identity, meta);
  const secret = (await findSessionSecrets(database.db, identity.tokenHash))?.pending_totp_secret;
  if (!secret) throw new HttpError(409, apiErrorCodes.conflict, 'Start the authenticator app set-up again.');
  let recoveryCodes: string[] = [];
  await attempt(
    database,
    { identity, meta, method: 'totp', now, signsIn: !secondFactorSatisfied(identity, meta.required) },
    async () => {
      const step = acceptedStep(secret, code, now, 0);
      if (step === null) return null;
      const finish = await enrolment(database, identity, meta, 'totp', now);
      recoveryCodes = finish.codes;
      return {
        statements: [
          ...saveTotp(database.db, identity.adminId, secret, step, now.toISOString()),
          setSessionPendingTotp(database.db, identity.tokenHash, null),
          ...finish.statements,
        ],
        useKey: `totp:${identity.adminId}:${step}`,
      };
    },
    wrongAnswer('code', wrongTotpMessage),
  );
  return { recoveryCodes };
}

export async function passkeyRegistrationOptions(
  database: DatabaseHandle,
  identity: AdminIdentity,
  meta: RequestMeta,
) {
  await requireEnrolment(database, identity, meta);
  const existing = await listPasskeys(database.db, identity.adminId);
  const options = await generateRegistrationOptions({
    rpName: meta.siteName,
    rpID: relyingParty(meta).rpID,
    userName: identity.email,
    userID: new TextEncoder().encode(identity.adminId),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: passkeyTimeoutMs,
  });
  await database.write([setSessionChallenge(database.db, identity.tokenHash, options.challenge)]);
  return options;
}

export async function registerPasskey(
  database: DatabaseHandle,
  identity: AdminIdentity,
  input: { response: RegistrationResponseJSON; name: string },
  meta: RequestMeta,
  now: Date,
): Promise<EnrolmentAnswer> {
  await requireEnrolment(database, identity, meta);
  const challenge = await takeChallenge(database, identity);
  let recoveryCodes: string[] = [];
  await attempt(
    database,
    { identity, meta, method: 'passkey', now, signsIn: !secondFactorSatisfied(identity, meta.required) },
    async () => {
      if (!challenge) return null;
      const { origin, rpID } = relyingParty(meta);
      let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
      try {
        const result = await verifyRegistrationResponse({
          response: input.response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!result.verified) return null;
        credential = result.registrationInfo.credential;
      } catch {
        return null;
      }
      const finish = await enrolment(database, identity, meta, 'passkey', now);
      recoveryCodes = finish.codes;
      return {
        statements: [
          insertPasskey(database.db, {
            id: credential.id,
            admin_id: identity.adminId,
            public_key: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: JSON.stringify(credential.transports ?? []),
            name: input.name,
            created_at: now.toISOString(),
            last_used_at: null,
          }),
          ...finish.statements,
        ],
        useKey: `passkey:${challenge}`,
      };
    },
    wrongAnswer('response', passkeyFailedMessage),
  );
  return { recoveryCodes };
}

export async function overview(
  database: DatabaseHandle,
  identity: AdminIdentity,
  required: boolean,
): Promise<TwoFactorOverview> {
  const { db } = database;
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    findTotp(db, identity.adminId),
    listPasskeys(db, identity.adminId),
    countUnusedRecoveryCodes(db, identity.adminId),
  ]);
  return {
    required,
    totp: totp ? { createdAt: totp.created_at } : null,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.created_at,
      lastUsedAt: passkey.last_used_at,
    })),
    recoveryCodesLeft,
  };
}

export async function newRecoveryCodes(
  database: DatabaseHandle,
  identity: AdminIdentity,
  meta: RequestMeta,
  now: Date,
): Promise<string[]> {
  if (!(await hasSecondFactor(database, identity.adminId)))
    throw new HttpError(409, apiErrorCodes.conflict, 'Set up a passkey or an authenticator app first.');
  const stamp = now.toISOString();
  const fresh = freshRecoveryCodes(database, identity.adminId, stamp);
  await database.write([
    ...fresh.statements,
    auditStatement(
      database.db,
      {
        adminId: identity.adminId,
        action: 'recovery-codes-renewed',
        details: { browser: meta.browser },
        ip: meta.ip,
      },
      stamp,
    ),
  ]);
  return fresh.codes;
}

/** Removes a passkey or the authenticator app, unless it is the last factor of a site that requires one. */
export async function removeFactor(
  database: DatabaseHandle,
  identity: AdminIdentity,
  factor: { kind: 'passkey'; id: string } | { kind: 'totp' },
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const { db } = database;
  const [totp, passkeys] = await Promise.all([
    findTotp(db, identity.adminId),
    listPasskeys(db, identity.adminId),
  ]);
  const target = factor.kind === 'totp' ? totp : passkeys.find((passkey) => passkey.id === factor.id);
  if (!target)
    throw new HttpError(
      404,
      apiErrorCodes.notFound,
      factor.kind === 'totp' ? 'No authenticator app is set up.' : 'No such passkey.',
    );
  const remaining = passkeys.length + (totp ? 1 : 0) - 1;
  if (remaining === 0 && meta.required) throw new HttpError(409, apiErrorCodes.conflict, lastFactorMessage);
  const stamp = now.toISOString();
  await database.write([
    factor.kind === 'totp'
      ? deleteTotp(db, identity.adminId)
      : deletePasskey(db, identity.adminId, factor.id),
    auditStatement(
      db,
      {
        adminId: identity.adminId,
        action: 'two-factor-removed',
        details: { method: factor.kind, browser: meta.browser },
        ip: meta.ip,
      },
      stamp,
    ),
  ]);
}

/** `npm run admin -- reset-2fa <email>`: a lost device. Removes every factor and ends the sessions. */
export async function resetSecondFactor(database: DatabaseHandle, email: string, now: Date): Promise<void> {
  const admin = await findAdminByEmail(database.db, normaliseEmail(email));
  if (!admin) throw new AccountError(`There is no account for ${normaliseEmail(email)}.`);
  const stamp = now.toISOString();
  await database.write([
    ...deleteSecondFactors(database.db, admin.id),
    endSessionsOf(database.db, admin.id, stamp),
    auditStatement(
      database.db,
      { adminId: admin.id, action: 'two-factor-reset', details: { by: 'admin CLI' }, ip: '' },
      stamp,
    ),
  ]);
}
