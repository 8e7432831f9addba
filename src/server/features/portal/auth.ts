import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../../shared/api-error';
import { type PortalSignIn, portalMessages, portalRules } from '../../../shared/portal';
import type { DatabaseHandle } from '../../db';
import { readCookie, sessionCookieHeader } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { clientFamily, clientOfConfirmedEmail, foreignEnquiryIds, resolveClient } from '../clients';
import { portalCodeKind, queueClientEmail } from '../notifications';
import {
  clientForCode,
  dropCodesBeforeStatement,
  dropSessionsBeforeStatement,
  endSessionStatement,
  findCodeRow,
  findSession,
  insertSessionStatement,
  sessionUsedStatement,
  updateCodeStatement,
  upsertCodeStatement,
} from './auth-repository';

/**
 * Signing in to the portal (issue 32): a 6-digit code e-mailed to an address in the client book,
 * valid 10 minutes, single use, kept only as a salted hash; 5 wrong codes lock the address for 15
 * minutes. Every address gets the same answer and the same treatment (a code is made and locked
 * alike), whether or not it is a client's: only a client's is e-mailed. A sign-in is a cookie
 * whose token is kept as its hash, ended by 30 minutes without use.
 */

export const portalCookieName = 'client_portal';
const minute = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const emailHash = (email: string) => sha256(`portal:${email.trim().toLowerCase()}`);
const codeHash = (hash: string, code: string) => sha256(`${hash}:${code}`);

/** A new code (and e-mail) for an address at most once a minute. */
const resendAfterMs = minute;

/** Unknown addresses' rows are kept a day (their locks and counts), then go. */
const keepRowsMs = 24 * 60 * minute;

/** The client of a confirmed address (D31): an address a form only claimed is treated as unknown. */
async function clientOfEmail(database: DatabaseHandle, email: string): Promise<string | null> {
  const owner = await clientOfConfirmedEmail(database.db, email);
  if (!owner) return null;
  try {
    return (await resolveClient(database, owner)).id;
  } catch {
    return null;
  }
}

/** Makes a code for the address; e-mails it when the address is a client's. Always the same answer. */
export async function requestCode(database: DatabaseHandle, email: string, now: Date): Promise<void> {
  const hash = emailHash(email);
  const stamp = now.toISOString();
  const row = await findCodeRow(database.db, hash);
  if (row?.locked_until && row.locked_until > stamp) return;
  // One e-mail a minute per address: asking again sooner keeps the code already sent (still
  // good), so nobody can flood a client's inbox from many addresses of their own. A code that was
  // not sent (the address was nobody's, or not yet confirmed) holds nothing back: an address the
  // adviser has just confirmed gets its code at once.
  if (
    row?.client_id &&
    row.code_hash &&
    row.code_sent_at &&
    row.code_expires_at &&
    row.code_expires_at > stamp &&
    Date.parse(row.code_sent_at) > now.getTime() - resendAfterMs
  )
    return;
  const clientId = await clientOfEmail(database, email);
  const client = clientId ? await clientForCode(database.db, clientId) : undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    client_id: clientId,
    code_hash: codeHash(hash, code),
    code_expires_at: new Date(now.getTime() + portalRules.codeMinutes * minute).toISOString(),
    code_sent_at: stamp,
    failed_count: row?.locked_until && row.locked_until <= stamp ? 0 : (row?.failed_count ?? 0),
    locked_until: null,
    updated_at: stamp,
  };
  await database.write([
    upsertCodeStatement(database.db, hash, values),
    // Rows of addresses nobody used for a day go (a lock lasts 15 minutes, a code 10).
    dropCodesBeforeStatement(database.db, new Date(now.getTime() - keepRowsMs).toISOString()),
    ...(client && clientId
      ? [
          queueClientEmail(
            database.db,
            portalCodeKind,
            clientId,
            // To the address typed, which is the client's (their key): the code goes where it was asked for.
            { name: client.name, email: email.trim().toLowerCase(), phone: client.phone, summary: '', code },
            stamp,
          ),
        ]
      : []),
  ]);
}

const wrongCode = () =>
  new HttpError(400, apiErrorCodes.validation, `code: ${portalMessages.wrongCode}`, {
    code: portalMessages.wrongCode,
  });
const locked = () => new HttpError(429, apiErrorCodes.rateLimited, portalMessages.locked);

/** Checks the code; on success a session (the token for the cookie), on failure a count towards the lock. */
export async function signInWithCode(
  database: DatabaseHandle,
  input: PortalSignIn,
  now: Date,
): Promise<{ token: string; clientId: string }> {
  const hash = emailHash(input.email);
  const stamp = now.toISOString();
  const row = await findCodeRow(database.db, hash);
  if (row?.locked_until && row.locked_until > stamp) throw locked();
  const given = Buffer.from(codeHash(hash, input.code));
  const matches =
    row?.code_hash &&
    row.code_expires_at &&
    row.code_expires_at > stamp &&
    row.client_id &&
    timingSafeEqual(Buffer.from(row.code_hash), given);
  if (!matches || !row?.client_id) {
    const failed = (row?.locked_until && row.locked_until <= stamp ? 0 : (row?.failed_count ?? 0)) + 1;
    const lockNow = failed >= portalRules.wrongCodes;
    const values = {
      failed_count: lockNow ? 0 : failed,
      locked_until: lockNow ? new Date(now.getTime() + portalRules.lockMinutes * minute).toISOString() : null,
      // A lock also ends the code it was guessing at.
      ...(lockNow ? { code_hash: null, code_expires_at: null } : {}),
      updated_at: stamp,
    };
    await database.write([
      upsertCodeStatement(
        database.db,
        hash,
        { client_id: null, code_hash: null, code_expires_at: null, code_sent_at: null, ...values },
        values,
      ),
    ]);
    throw lockNow ? locked() : wrongCode();
  }
  const clientId = (await resolveClient(database, row.client_id)).id;
  const token = randomBytes(32).toString('base64url');
  await database.write([
    // Single use: the code goes as it is used.
    updateCodeStatement(database.db, hash, {
      code_hash: null,
      code_expires_at: null,
      failed_count: 0,
      locked_until: null,
      updated_at: stamp,
    }),
    insertSessionStatement(database.db, {
      token_hash: sha256(token),
      client_id: clientId,
      created_at: stamp,
      last_used_at: stamp,
    }),
    dropSessionsBeforeStatement(
      database.db,
      new Date(now.getTime() - portalRules.idleMinutes * minute).toISOString(),
    ),
  ]);
  return { token, clientId };
}

export function readPortalCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, portalCookieName);
}

/** The portal's sign-in cookie, sent to the portal's API only; `maxAge` 0 ends it. */
export function portalCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  return sessionCookieHeader(request, { name: portalCookieName, path: '/api/my' }, token, maxAgeSeconds);
}

export interface PortalClient {
  clientId: string;
  /** The client and every client merged into them: what is theirs. */
  clientIds: string[];
  /** Enquiries filed under them only through details not confirmed as theirs (D31): not shown to them. */
  foreignEnquiryIds: string[];
}

/** The signed-in client of a request, or 401; a use more than a minute after the last one is noted. */
export async function portalClient(
  database: DatabaseHandle,
  request: FastifyRequest,
  now: Date,
): Promise<PortalClient> {
  const token = readPortalCookie(request);
  const signedOut = () => new HttpError(401, apiErrorCodes.unauthorized, portalMessages.signedOut);
  if (!token) throw signedOut();
  const hash = sha256(token);
  const session = await findSession(database.db, hash);
  if (!session || Date.parse(session.last_used_at) <= now.getTime() - portalRules.idleMinutes * minute)
    throw signedOut();
  let client: { id: string };
  try {
    client = await resolveClient(database, session.client_id);
  } catch {
    throw signedOut();
  }
  if (Date.parse(session.last_used_at) < now.getTime() - minute)
    await database.write([sessionUsedStatement(database.db, hash, session.last_used_at, now.toISOString())]);
  const clientIds = await clientFamily(database.db, client.id);
  return { clientId: client.id, clientIds, foreignEnquiryIds: await foreignEnquiryIds(database, clientIds) };
}

export async function signOutPortal(
  database: DatabaseHandle,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = readPortalCookie(request);
  if (token) await database.write([endSessionStatement(database.db, sha256(token))]);
  void reply.header('set-cookie', portalCookie(request, '', 0));
}
