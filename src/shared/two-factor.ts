import { z } from 'zod';
import type { Role } from './roles';

/** Two-factor sign-in (issue 21): the request bodies, the answers and the texts both sides use. */

/** Where a signed-in browser stands: in, or still to give (`verify`) or set up (`enrol`) its second factor. */
export type SecondFactorState = 'done' | 'verify' | 'enrol';

export interface AdminSessionAnswer {
  email: string;
  /** Who is signed in and their role (issue 34): the frame leaves out the pages the role may not open. */
  adminId: string;
  name: string;
  role: Role;
  secondFactor: SecondFactorState;
  /** What the account can give at `verify`. */
  methods: { passkey: boolean; totp: boolean };
}

export const totpCodeMessage = 'Enter the 6-digit code from your authenticator app';
export const wrongTotpMessage =
  'That code is not right. Check the time on your phone, wait for a new code and try again.';
export const recoveryCodeMessage = 'Enter one of your recovery codes';
export const wrongRecoveryCodeMessage = 'That recovery code is not right, or it was used already.';
export const passkeyFailedMessage = 'The passkey could not be checked. Try again, or use another way.';

export const totpCodeSchema = z
  .object({
    code: z
      .string({ error: totpCodeMessage })
      .trim()
      .transform((code) => code.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, totpCodeMessage)),
  })
  .strict();

export const recoveryCodeSchema = z
  .object({
    code: z
      .string({ error: recoveryCodeMessage })
      .trim()
      .min(16, recoveryCodeMessage)
      .max(40, recoveryCodeMessage),
  })
  .strict();

/** A WebAuthn response as @simplewebauthn/browser gives it; the server library checks its contents. */
const credentialJson = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();

export const passkeyAnswerSchema = z.object({ response: credentialJson }).strict();

export const passkeyNameMessage = 'Name this passkey (for example: Work laptop)';
export const passkeyRegistrationSchema = z
  .object({
    response: credentialJson,
    name: z
      .string({ error: passkeyNameMessage })
      .trim()
      .min(1, passkeyNameMessage)
      .max(60, 'At most 60 characters'),
  })
  .strict();

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: string;
}

export interface EnrolmentAnswer {
  /** New recovery codes when this was the account's first factor (shown once); otherwise empty. */
  recoveryCodes: string[];
}

export interface TwoFactorOverview {
  required: boolean;
  totp: { createdAt: string } | null;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
}

export const lastFactorMessage =
  'This is your only way to confirm a sign-in, and the site requires one: add another first.';
