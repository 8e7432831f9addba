import type { Generated } from 'kysely';

/** The team: accounts, invitations, password links, sessions, second factors, sign-in attempts, the audit log. */

/** An adviser who may sign in to the back office (DECISIONS D2). */
export interface AdminUsersTable {
  id: string;
  /** Lower-cased and trimmed, unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** 'owner', 'adviser' or 'assistant' (issue 34); what each may do is `server/access/route-access.ts`. */
  role: Generated<string>;
  /** How the team sees them; the e-mail where empty. */
  name: Generated<string>;
  /** Set when the owner deactivates the account: it cannot sign in, its rows stay. */
  deactivated_at: Generated<string | null>;
  /** 1 for an account made from an invitation: it sets up a second factor whatever the site requires. */
  requires_second_factor: Generated<number>;
}

/** An invitation to the team (issue 34): the link works 72 hours, once. */
export interface AdminInvitationsTable {
  id: string;
  email: string;
  name: string;
  role: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_admin_id: string | null;
  withdrawn_at: string | null;
}

/** A one-time link that sets an account's password (issue 56): a reset, or the first owner's set-up. */
export interface AdminPasswordTokensTable {
  id: string;
  admin_id: string;
  purpose: 'reset' | 'setup';
  /** SHA-256 of the link's token. */
  token_hash: string;
  /** 'self', the owner's account id (from Team), or 'installer'. */
  requested_by: string;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  withdrawn_at: string | null;
}

/** A signed-in browser: the cookie holds the token, this table its SHA-256. */
export interface AdminSessionsTable {
  token_hash: string;
  admin_id: string;
  created_at: string;
  /** Idle expiry counts from here (8 hours). */
  last_seen_at: string;
  /** Absolute expiry (7 days after sign-in). */
  expires_at: string;
  /** Set by logout; the session is dead from then on. */
  ended_at: string | null;
  /** How the second factor was given (issue 21); 'none' where none is asked for; null while awaited. */
  second_factor: 'passkey' | 'totp' | 'recovery' | 'none' | null;
  /** The WebAuthn challenge this session was last sent (base64url). */
  challenge: string | null;
  /** An authenticator-app secret shown for enrolment, not yet confirmed with a code. */
  pending_totp_secret: string | null;
}

/** An admin's authenticator app (RFC 6238). */
export interface AdminTotpTable {
  admin_id: string;
  secret: string;
  last_step: number;
  created_at: string;
}

/** An admin's passkey (WebAuthn credential). */
export interface AdminPasskeysTable {
  id: string;
  admin_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint; the pg driver answers numbers). */
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** One row per code used: the primary key makes each code single-use under concurrency. */
export interface AdminSecondFactorUsesTable {
  key: string;
  created_at: string;
}

/** Single-use recovery codes, stored as SHA-256. */
export interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AdminLoginAttemptsTable {
  id: string;
  email: string;
  ip: string;
  /** 'pending' while the password is checked (it counts as a failure until then), then the result. */
  outcome: 'pending' | 'success' | 'failure' | 'locked' | 'password-ok';
  created_at: string;
}

/** Who did what in the back office, and when. */
export interface AuditLogTable {
  id: string;
  admin_id: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: string;
  ip: string;
  created_at: string;
}
