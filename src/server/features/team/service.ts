import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import { asRole, type Role, roleWithArticle } from '../../../shared/roles';
import {
  type InvitationInput,
  type InvitationPreview,
  invitationGoneMessage,
  invitationValidHours,
  type TeamAnswer,
  type TeamInvitation,
  type TeamPerson,
} from '../../../shared/team';
import type { Actor } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { hashToken, newToken } from '../../plugins/tokens';
import {
  endSessionsOf,
  findAdminByEmail,
  hashPassword,
  insertAdmin,
  insertSession,
  passwordProblem,
  sessionAbsoluteMs,
} from '../admin';
import { queueClientEmail, teamInvitationKind } from '../notifications';
import {
  acceptInvitationStatement,
  activeMembers,
  activeOwners,
  findInvitation,
  findInvitationByHash,
  findMember,
  insertInvitation,
  invitationsList,
  setMemberStatement,
  teamMembers,
  withdrawInvitationStatement,
  withdrawOpenInvitations,
} from './repository';

/**
 * The team (issue 34): the owner invites people by e-mail (a link valid 72 hours where they set a
 * password, then a second factor), changes roles, signs a person out everywhere and deactivates an
 * account. Every change is audited; a deactivated person's rows stay theirs. There is always an
 * active owner: the last one cannot be demoted or deactivated.
 */

export type { Actor };

const notFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such person in the team.');
const lastOwner = (what: string) =>
  new HttpError(409, apiErrorCodes.conflict, `${what}: the practice needs at least one active owner.`);

export async function teamOverview(database: DatabaseHandle, now: Date): Promise<TeamAnswer> {
  const stamp = now.toISOString();
  const [members, invitations] = await Promise.all([
    teamMembers(database.db, stamp),
    invitationsList(database.db),
  ]);
  return {
    members: members.map((row) => ({
      id: row.id,
      name: row.name || row.email,
      email: row.email,
      role: asRole(row.role),
      deactivatedAt: row.deactivated_at,
      secondFactor: Number(row.second_factor) === 1,
      lastSignInAt: row.last_sign_in_at,
      openSessions: Number(row.open_sessions),
      createdAt: row.created_at,
    })),
    invitations: invitations.map(
      (row): TeamInvitation => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: asRole(row.role),
        invitedBy: row.inviter_name || row.inviter_email || '',
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        status: row.accepted_at
          ? 'accepted'
          : row.withdrawn_at
            ? 'withdrawn'
            : row.expires_at <= stamp
              ? 'expired'
              : 'waiting',
      }),
    ),
  };
}

/** Who may be a client's adviser responsible: the active team, by name. */
export async function teamPeople(database: DatabaseHandle): Promise<TeamPerson[]> {
  const rows = await activeMembers(database.db);
  return rows
    .map((row) => ({ id: row.id, name: row.name || row.email, role: asRole(row.role) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function invite(
  database: DatabaseHandle,
  input: InvitationInput,
  actor: Actor,
  siteUrl: string,
  now: Date,
): Promise<TeamInvitation> {
  const { db } = database;
  const existing = await findAdminByEmail(db, input.email);
  if (existing) {
    const message = existing.deactivated_at
      ? 'This person’s account is deactivated: reactivate it instead'
      : 'There is an account for this e-mail already';
    throw new HttpError(409, apiErrorCodes.conflict, `email: ${message}`, { email: message });
  }
  const stamp = now.toISOString();
  const id = randomUUID();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + invitationValidHours * 3_600_000).toISOString();
  await database.write([
    // A new invitation replaces any still open to the same address.
    withdrawOpenInvitations(db, input.email, stamp),
    insertInvitation(db, {
      id,
      email: input.email,
      name: input.name,
      role: input.role,
      token_hash: hashToken(token),
      invited_by: actor.admin.adminId,
      created_at: stamp,
      expires_at: expiresAt,
      accepted_at: null,
      accepted_admin_id: null,
      withdrawn_at: null,
    }),
    queueClientEmail(
      db,
      teamInvitationKind,
      id,
      {
        name: input.name,
        email: input.email,
        phone: '',
        summary: `${actor.admin.name} invites you to the back office as ${roleWithArticle(input.role)}.`,
        link: `${siteUrl}/admin/invitation?token=${token}`,
        expiresAt,
      },
      stamp,
    ),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'team-invite',
        entityType: 'admin-invitation',
        entityId: id,
        details: { email: input.email, role: input.role },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return {
    id,
    name: input.name,
    email: input.email,
    role: input.role,
    invitedBy: actor.admin.name,
    createdAt: stamp,
    expiresAt,
    status: 'waiting',
  };
}

export async function withdrawInvitation(database: DatabaseHandle, id: string, actor: Actor, now: Date) {
  const { db } = database;
  const stamp = now.toISOString();
  const invitation = await findInvitation(db, id);
  if (!invitation) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such invitation.');
  const [withdrawn] = await database.write([
    withdrawInvitationStatement(db, id, stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'team-invitation-withdrawn',
        entityType: 'admin-invitation',
        entityId: id,
        details: { email: invitation.email },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  if (!withdrawn?.length)
    throw new HttpError(409, apiErrorCodes.conflict, 'This invitation was used or withdrawn already.');
}

async function openInvitationRow(database: DatabaseHandle, token: string, now: Date) {
  const invitation = await findInvitationByHash(database.db, hashToken(token));
  if (!invitation)
    throw new HttpError(
      404,
      apiErrorCodes.notFound,
      'There is no such invitation: open the link from the e-mail again.',
    );
  if (invitation.accepted_at || invitation.withdrawn_at || invitation.expires_at <= now.toISOString())
    throw new HttpError(410, apiErrorCodes.gone, invitationGoneMessage);
  return invitation;
}

export async function previewInvitation(
  database: DatabaseHandle,
  token: string,
  businessName: string,
  now: Date,
): Promise<InvitationPreview> {
  const invitation = await openInvitationRow(database, token, now);
  return {
    name: invitation.name,
    email: invitation.email,
    role: asRole(invitation.role),
    businessName,
    expiresAt: invitation.expires_at,
  };
}

/**
 * The invitation accepted: their account (with the invitation's role, and a second factor to set
 * up before anything else) and a session at its second step, in one unit. Returns the session's token.
 */
export async function acceptInvitation(
  database: DatabaseHandle,
  input: { token: string; password: string; ip: string; browser: string },
  now: Date,
): Promise<string> {
  const { db } = database;
  const invitation = await openInvitationRow(database, input.token, now);
  const problem = passwordProblem(input.password);
  if (problem)
    throw new HttpError(400, apiErrorCodes.validation, `password: ${problem}`, { password: problem });
  if (await findAdminByEmail(db, invitation.email))
    throw new HttpError(410, apiErrorCodes.gone, invitationGoneMessage);
  const stamp = now.toISOString();
  const adminId = randomUUID();
  const token = newToken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [accepted] = await database.write([
      acceptInvitationStatement(db, invitation.id, adminId, stamp),
      insertAdmin(db, {
        id: adminId,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        password_hash: passwordHash,
        requires_second_factor: 1,
        created_at: stamp,
        updated_at: stamp,
      }),
      insertSession(db, {
        token_hash: hashToken(token),
        admin_id: adminId,
        created_at: stamp,
        last_seen_at: stamp,
        expires_at: new Date(now.getTime() + sessionAbsoluteMs).toISOString(),
        ended_at: null,
        second_factor: null,
        challenge: null,
        pending_totp_secret: null,
      }),
      auditStatement(
        db,
        {
          adminId,
          action: 'team-invitation-accepted',
          entityType: 'admin-invitation',
          entityId: invitation.id,
          details: { role: invitation.role, browser: input.browser.slice(0, 300) },
          ip: input.ip,
        },
        stamp,
      ),
    ]);
    if (!accepted?.length) throw new HttpError(410, apiErrorCodes.gone, invitationGoneMessage);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Accepted twice at once: the second account breaks the unique e-mail and its unit is undone.
    if (await findAdminByEmail(db, invitation.email))
      throw new HttpError(410, apiErrorCodes.gone, invitationGoneMessage);
    throw error;
  }
  return token;
}

async function memberForChange(database: DatabaseHandle, id: string) {
  const member = await findMember(database.db, id);
  if (!member) throw notFound();
  return member;
}

export async function changeRole(database: DatabaseHandle, id: string, role: Role, actor: Actor, now: Date) {
  const member = await memberForChange(database, id);
  if (member.role === role) return;
  if (member.role === 'owner' && !member.deactivated_at && (await activeOwners(database.db)) <= 1)
    throw lastOwner('The role stays owner');
  const stamp = now.toISOString();
  await database.write([
    setMemberStatement(database.db, id, { role }, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'team-role-changed',
        entityType: 'admin-user',
        entityId: id,
        details: { role: [member.role, role] },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
}

/** Issue 43: one's own name, as the team, the timeline and one's e-mails show it (audited). */
export async function renameSelf(database: DatabaseHandle, name: string, actor: Actor, now: Date) {
  const stamp = now.toISOString();
  await database.write([
    setMemberStatement(database.db, actor.admin.adminId, { name }, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'team-renamed',
        entityType: 'admin-user',
        entityId: actor.admin.adminId,
        details: { name: [actor.admin.name, name] },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return { name };
}

export async function signOutEverywhere(database: DatabaseHandle, id: string, actor: Actor, now: Date) {
  await memberForChange(database, id);
  const stamp = now.toISOString();
  await database.write([
    endSessionsOf(database.db, id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'team-signed-out',
        entityType: 'admin-user',
        entityId: id,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
}

export async function setActive(
  database: DatabaseHandle,
  id: string,
  active: boolean,
  actor: Actor,
  now: Date,
) {
  const member = await memberForChange(database, id);
  if (!active && id === actor.admin.adminId)
    throw new HttpError(409, apiErrorCodes.conflict, 'You cannot deactivate your own account.');
  if (!active && member.role === 'owner' && !member.deactivated_at && (await activeOwners(database.db)) <= 1)
    throw lastOwner('This account stays active');
  if (Boolean(member.deactivated_at) === !active) return;
  const stamp = now.toISOString();
  await database.write([
    setMemberStatement(database.db, id, { deactivated_at: active ? null : stamp }, stamp),
    ...(active ? [] : [endSessionsOf(database.db, id, stamp)]),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: active ? 'team-reactivated' : 'team-deactivated',
        entityType: 'admin-user',
        entityId: id,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
}
