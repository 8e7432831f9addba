import { randomUUID } from 'node:crypto';
import { windhoekDateLabel, windhoekTimeLabel } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type PasswordChange,
  type PasswordLinkPreview,
  passwordResetValidMinutes,
  passwordSetupValidHours,
  passwordTexts,
} from '../../../shared/passwords';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldRefused, HttpError } from '../../plugins/errors';
import { hashToken, newToken } from '../../plugins/tokens';
import { passwordChangedKind, passwordResetKind, queueClientEmail } from '../notifications';
import {
  accountCount,
  claimPasswordToken,
  endOtherSessionsOf,
  endSessionsByToken,
  findAdminById,
  findPasswordToken,
  insertPasswordToken,
  passwordHashOf,
  passwordTokensSince,
  setPasswordByToken,
  withdrawOpenPasswordTokens,
} from './password-repository';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { findAdminByEmail, insertAdmin, setLoginAttemptOutcome, updateAdminPassword } from './repository';
import { type AdminIdentity, normaliseEmail, startSecondFactorAttempt } from './service';

/**
 * Passwords belong to their owners (issue 56). Each account changes its own (the current one
 * first; its other sessions end; audited; an e-mail tells them); a forgotten one is reset by a
 * one-time link e-mailed to the account's own address (30 minutes, once, the newest only; the same
 * answer whether or not the address has an account), asked for on the sign-in page or sent by an
 * owner from Team; the second factor is still asked at the next sign-in. The installer's first
 * owner is made once, with no password, and a set-up link printed on its terminal.
 */

/** Who asked, for the audit log and the e-mail that tells them. */
export interface PasswordMeta {
  ip: string;
  browser: string;
}

/** A link's e-mails to one address in an hour at most: nobody fills an inbox from the sign-in page. */
const resetsPerHour = 5;

function changedNotice(
  db: DatabaseHandle['db'],
  account: { id: string; email: string; name: string },
  how: string,
  meta: PasswordMeta,
  now: Date,
) {
  return queueClientEmail(
    db,
    passwordChangedKind,
    account.id,
    {
      name: account.name,
      email: account.email,
      phone: '',
      summary: `The password of your account (${account.email}) was ${how} on ${windhoekDateLabel(now.toISOString())} at ${windhoekTimeLabel(now.toISOString())}${meta.ip ? ` from the address ${meta.ip}` : ''}.`,
    },
    now.toISOString(),
  );
}

/** `POST /api/admin/me/password`: the current password checked (under the sign-in lockout), then the new one set. */
export async function changeOwnPassword(
  database: DatabaseHandle,
  identity: AdminIdentity,
  input: PasswordChange,
  meta: PasswordMeta,
  now: Date,
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw fieldRefused('newPassword', problem);
  const started = await startSecondFactorAttempt(
    database,
    {
      adminId: identity.adminId,
      email: normaliseEmail(identity.email),
      ip: meta.ip,
      browser: meta.browser,
      method: 'password-change',
    },
    now,
  );
  if (started.locked) {
    const minutes = Math.max(1, Math.ceil(started.retryAfterSeconds / 60));
    throw new HttpError(
      429,
      apiErrorCodes.rateLimited,
      `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const { db } = database;
  const stamp = now.toISOString();
  const stored = await passwordHashOf(db, identity.adminId);
  if (!(await verifyPassword(input.currentPassword, stored))) {
    await database.write([
      setLoginAttemptOutcome(db, started.attemptId, 'failure'),
      auditStatement(
        db,
        {
          adminId: identity.adminId,
          action: 'password-change-failed',
          details: { browser: meta.browser.slice(0, 300) },
          ip: meta.ip,
        },
        stamp,
      ),
    ]);
    throw fieldRefused('currentPassword', passwordTexts.wrongCurrent);
  }
  if (input.newPassword === input.currentPassword) {
    await database.write([setLoginAttemptOutcome(db, started.attemptId, 'password-ok')]);
    throw fieldRefused('newPassword', passwordTexts.sameAsCurrent);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await database.write([
    setLoginAttemptOutcome(db, started.attemptId, 'password-ok'),
    updateAdminPassword(db, identity.adminId, passwordHash, stamp),
    endOtherSessionsOf(db, identity.adminId, identity.tokenHash, stamp),
    withdrawOpenPasswordTokens(db, identity.adminId, stamp),
    auditStatement(
      db,
      {
        adminId: identity.adminId,
        action: 'password-changed',
        entityType: 'admin-user',
        entityId: identity.adminId,
        details: { browser: meta.browser.slice(0, 300) },
        ip: meta.ip,
      },
      stamp,
    ),
    changedNotice(
      db,
      { id: identity.adminId, email: identity.email, name: identity.name },
      'changed',
      meta,
      now,
    ),
  ]);
}

/** A new link for the account (the older open ones withdrawn), with its e-mail, audited. */
function resetLinkStatements(
  database: DatabaseHandle,
  account: { id: string; email: string; name: string },
  input: { requestedBy: string; summary: string; ip: string; auditAction: string; auditBy: string },
  siteUrl: string,
  now: Date,
) {
  const { db } = database;
  const stamp = now.toISOString();
  const token = newToken();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + passwordResetValidMinutes * 60_000).toISOString();
  return [
    withdrawOpenPasswordTokens(db, account.id, stamp),
    insertPasswordToken(db, {
      id,
      admin_id: account.id,
      purpose: 'reset',
      token_hash: hashToken(token),
      requested_by: input.requestedBy,
      ip: input.ip,
      created_at: stamp,
      expires_at: expiresAt,
      used_at: null,
      used_by: null,
      withdrawn_at: null,
    }),
    queueClientEmail(
      db,
      passwordResetKind,
      account.id,
      {
        name: account.name,
        email: account.email,
        phone: '',
        summary: input.summary,
        link: `${siteUrl}/admin/reset-password?token=${token}`,
        expiresAt,
      },
      stamp,
    ),
    auditStatement(
      db,
      {
        adminId: input.auditBy,
        action: input.auditAction,
        entityType: 'admin-user',
        entityId: account.id,
        ip: input.ip,
      },
      stamp,
    ),
  ];
}

/**
 * `POST /api/admin/password-reset`: a link to the account's own address, when the address is an
 * active account's and it has not had five in the last hour. The caller answers the same either way.
 */
export async function requestPasswordReset(
  database: DatabaseHandle,
  email: string,
  meta: PasswordMeta,
  siteUrl: string,
  now: Date,
): Promise<void> {
  const { db } = database;
  const account = await findAdminByEmail(db, normaliseEmail(email));
  if (!account || account.deactivated_at) return;
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  if ((await passwordTokensSince(db, account.id, hourAgo)) >= resetsPerHour) return;
  await database.write(
    resetLinkStatements(
      database,
      account,
      {
        requestedBy: 'self',
        summary: `Someone (we hope you) asked for a new password for ${account.email} from the sign-in page. The link works for ${passwordResetValidMinutes} minutes, once.`,
        ip: meta.ip,
        auditAction: 'password-reset-requested',
        auditBy: account.id,
      },
      siteUrl,
      now,
    ),
  );
}

/** `POST /api/admin/team/:id/password-reset`: an owner sends a person of the team a link to their own address. */
export async function sendPasswordResetFromTeam(
  database: DatabaseHandle,
  memberId: string,
  actor: { admin: AdminIdentity; ip: string },
  siteUrl: string,
  now: Date,
): Promise<{ message: string }> {
  const member = await findAdminById(database.db, memberId);
  if (!member) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such person in the team.');
  if (member.deactivated_at)
    throw new HttpError(
      409,
      apiErrorCodes.conflict,
      'This account is deactivated: reactivate it before sending a password link.',
    );
  await database.write(
    resetLinkStatements(
      database,
      member,
      {
        requestedBy: actor.admin.adminId,
        summary: `${actor.admin.name} sent you this link to choose a new password for ${member.email}. It works for ${passwordResetValidMinutes} minutes, once.`,
        ip: actor.ip,
        auditAction: 'team-password-reset-sent',
        auditBy: actor.admin.adminId,
      },
      siteUrl,
      now,
    ),
  );
  return { message: passwordTexts.teamLinkSent(member.email) };
}

async function openLink(database: DatabaseHandle, token: string, now: Date) {
  const link = await findPasswordToken(database.db, hashToken(token));
  if (!link) throw new HttpError(404, apiErrorCodes.notFound, passwordTexts.linkUnknown);
  if (link.used_at || link.withdrawn_at || link.deactivated_at || link.expires_at <= now.toISOString())
    throw new HttpError(410, apiErrorCodes.gone, passwordTexts.linkGone);
  return link;
}

/** `POST /api/admin/password-reset/open`: whose password the link sets. */
export async function openPasswordLink(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<PasswordLinkPreview> {
  const link = await openLink(database, token, now);
  return { email: link.email, name: link.name, purpose: link.purpose, expiresAt: link.expires_at };
}

/**
 * `POST /api/admin/password-reset/complete`: the new password, once. Every session of the account
 * ends; it signs in with the new password, and its second factor is asked as always.
 */
export async function setPasswordFromLink(
  database: DatabaseHandle,
  input: { token: string; password: string },
  meta: PasswordMeta,
  now: Date,
): Promise<void> {
  const problem = passwordProblem(input.password);
  if (problem) throw fieldRefused('password', problem);
  const link = await openLink(database, input.token, now);
  const { db } = database;
  const stamp = now.toISOString();
  const nonce = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const [used] = await database.write([
    claimPasswordToken(db, link.id, nonce, stamp),
    setPasswordByToken(db, link.admin_id, passwordHash, link.id, nonce, stamp),
    endSessionsByToken(db, link.admin_id, link.id, nonce, stamp),
  ]);
  if (!used?.length) throw new HttpError(410, apiErrorCodes.gone, passwordTexts.linkGone);
  await database.write([
    withdrawOpenPasswordTokens(db, link.admin_id, stamp),
    auditStatement(
      db,
      {
        adminId: link.admin_id,
        action: link.purpose === 'setup' ? 'password-set-up' : 'password-reset',
        entityType: 'admin-user',
        entityId: link.admin_id,
        details: { by: 'e-mailed link', browser: meta.browser.slice(0, 300) },
        ip: meta.ip,
      },
      stamp,
    ),
    ...(link.purpose === 'setup'
      ? []
      : [
          changedNotice(
            db,
            { id: link.admin_id, email: link.email, name: link.name },
            'reset with an e-mailed link',
            meta,
            now,
          ),
        ]),
  ]);
}

/**
 * The installer's first owner (`npm run admin -- setup-link <email>`): made once, with no password
 * (nobody can sign in as it until the link is used) and a second factor to set up; a run while it
 * still has no password makes a fresh link (the older withdrawn). Once any account has a password,
 * nothing is made.
 */
export async function firstOwnerSetupLink(
  database: DatabaseHandle,
  email: string,
  siteUrl: string,
  now: Date,
): Promise<{ outcome: 'link'; link: string; expiresAt: string; created: boolean } | { outcome: 'exists' }> {
  const { db } = database;
  const address = normaliseEmail(email);
  const existing = await findAdminByEmail(db, address);
  if (existing ? existing.password_hash !== '' : (await accountCount(db)) > 0) return { outcome: 'exists' };
  const stamp = now.toISOString();
  const adminId = existing?.id ?? randomUUID();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + passwordSetupValidHours * 3_600_000).toISOString();
  await database.write([
    ...(existing
      ? [withdrawOpenPasswordTokens(db, adminId, stamp)]
      : [
          insertAdmin(db, {
            id: adminId,
            email: address,
            password_hash: '',
            role: 'owner',
            name: '',
            requires_second_factor: 1,
            created_at: stamp,
            updated_at: stamp,
          }),
          auditStatement(
            db,
            { adminId, action: 'account-created', details: { by: 'installer', role: 'owner' }, ip: '' },
            stamp,
          ),
        ]),
    insertPasswordToken(db, {
      id: randomUUID(),
      admin_id: adminId,
      purpose: 'setup',
      token_hash: hashToken(token),
      requested_by: 'installer',
      ip: '',
      created_at: stamp,
      expires_at: expiresAt,
      used_at: null,
      used_by: null,
      withdrawn_at: null,
    }),
  ]);
  return {
    outcome: 'link',
    link: `${siteUrl}/admin/reset-password?token=${token}`,
    expiresAt,
    created: !existing,
  };
}
