import { z } from 'zod';
import { emailMaxLength } from './fields';
import { type Role, roles } from './roles';

/** The team (issue 34): `/admin/team`'s API, and the invitation's page. */

export const invitationValidHours = 72;
export const minimumTeamPasswordLength = 12;

const roleField = z.enum(roles, { error: 'Choose a role' });

/** `POST /api/admin/team/invitations`. */
export const invitationSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .toLowerCase()
      .max(emailMaxLength, 'Valid email is required')
      .pipe(z.email({ error: 'Valid email is required' })),
    role: roleField,
  })
  .strict();
export type InvitationInput = z.infer<typeof invitationSchema>;

/** `PATCH /api/admin/me` (issue 43): the name the team and the clients see, set by its owner. */
export const myNameSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name must be at most 120 characters'),
  })
  .strict();

/** `PATCH /api/admin/team/:id`: the owner changes a person's role. */
export const teamMemberUpdateSchema = z.object({ role: roleField }).strict();

const tokenField = z
  .string({ error: 'The link is not complete: open it again from the e-mail' })
  .trim()
  .min(20, 'The link is not complete: open it again from the e-mail')
  .max(200, 'The link is not complete: open it again from the e-mail');

/** `POST /api/admin/invitations/open`: what the invitation's page shows. */
export const invitationTokenSchema = z.object({ token: tokenField }).strict();

/** `POST /api/admin/invitations/accept`: the password they choose (their second factor follows). */
export const invitationAcceptSchema = z
  .object({
    token: tokenField,
    password: z
      .string({ error: `The password must be at least ${minimumTeamPasswordLength} characters.` })
      .min(
        minimumTeamPasswordLength,
        `The password must be at least ${minimumTeamPasswordLength} characters.`,
      )
      .max(1024, 'The password must be at most 1,024 characters.'),
  })
  .strict();

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Set when deactivated: cannot sign in; their records stay theirs. */
  deactivatedAt: string | null;
  secondFactor: boolean;
  lastSignInAt: string | null;
  openSessions: number;
  createdAt: string;
}

export interface TeamInvitation {
  id: string;
  name: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  status: 'waiting' | 'accepted' | 'expired' | 'withdrawn';
}

/** `GET /api/admin/team`. */
export interface TeamAnswer {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** `GET /api/admin/team/people`: who may be a client's adviser responsible (every role sees it). */
export interface TeamPerson {
  id: string;
  name: string;
  role: Role;
}

/** `POST /api/admin/invitations/open`. */
export interface InvitationPreview {
  name: string;
  email: string;
  role: Role;
  businessName: string;
  expiresAt: string;
}

export const invitationGoneMessage =
  'This invitation has expired or was used already. Ask the owner to invite you again.';
