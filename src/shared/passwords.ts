import { z } from 'zod';
import { emailMaxLength } from './fields';
import { minimumTeamPasswordLength } from './team';

/**
 * Passwords belong to their owners (issue 56): one changes one's own on `/admin/security`, a
 * forgotten one is reset by a one-time link e-mailed to the account's own address (or sent from
 * Team by an owner), and the first owner of an install sets theirs from a link the installer prints.
 */

/** How long an e-mailed reset link works; the installer's set-up link works as long as an invitation. */
export const passwordResetValidMinutes = 30;
export const passwordSetupValidHours = 72;

const newPasswordMessage = `The password must be at least ${minimumTeamPasswordLength} characters.`;
const newPasswordField = z
  .string({ error: newPasswordMessage })
  .min(minimumTeamPasswordLength, newPasswordMessage)
  .max(1024, 'The password must be at most 1,024 characters.');

/** `POST /api/admin/me/password`: the current password, then the new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Give your current password' })
      .min(1, 'Give your current password')
      .max(1024, 'Give your current password'),
    newPassword: newPasswordField,
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `POST /api/admin/password-reset`: the address to send the link to. */
export const passwordResetRequestSchema = z
  .object({
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .toLowerCase()
      .max(emailMaxLength, 'Valid email is required')
      .pipe(z.email({ error: 'Valid email is required' })),
  })
  .strict();

const linkMessage = 'The link is not complete: open it again from the e-mail';
const tokenField = z.string({ error: linkMessage }).trim().min(20, linkMessage).max(200, linkMessage);

/** `POST /api/admin/password-reset/open`: what the link's page shows. */
export const passwordTokenSchema = z.object({ token: tokenField }).strict();

/** `POST /api/admin/password-reset/complete`: the new password. */
export const passwordSetSchema = z.object({ token: tokenField, password: newPasswordField }).strict();

/** What `open` answers: whose password the link sets, and whether it is the account's first. */
export interface PasswordLinkPreview {
  email: string;
  name: string;
  purpose: 'reset' | 'setup';
  expiresAt: string;
}

/** The texts both sides show, word for word. */
export const passwordTexts = {
  resetRequested: `If there is an account for this address, a link to choose a new password is on its way to it. It works for ${passwordResetValidMinutes} minutes, once.`,
  linkGone:
    'This link has been used, has expired or was replaced by a newer one: ask for a new one from the sign-in page.',
  linkUnknown: 'There is no such link: open it again from the e-mail, or ask for a new one.',
  wrongCurrent: 'This is not your current password.',
  sameAsCurrent: 'Choose a password other than the one you have.',
  changed: 'Your password is changed. Your other sign-ins were signed out.',
  set: 'Your password is set. Sign in with it; your second factor is still asked.',
  teamLinkSent: (email: string) =>
    `A link to choose a new password is on its way to ${email}. It works for ${passwordResetValidMinutes} minutes, once.`,
} as const;
