import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../content/site';
import { isCover, policyStatusText } from '../../../domain/book/policy-status-text';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import { bookingRequestSchema, type CreatedBooking } from '../../../shared/booking';
import type { DocumentKind } from '../../../shared/document-kinds';
import type { PortalContact, PortalHome, PortalTime } from '../../../shared/portal';
import { reviewBookingTopic } from '../../../shared/review-booking';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { clientBookings, createBooking } from '../booking';
import { phoneKey, touchClientStatement } from '../clients';
import { reviewDueOfClients } from '../reviews';
import type { PortalClient } from './auth';
import {
  adviceShownTo,
  clashStatement,
  contactByClientStatement,
  documentShownTo,
  documentsShownTo,
  keyHolderOf,
  openRequestRows,
  policiesOf,
  portalClientRow,
  portalKeyStatement,
  receivedKinds,
  seatsOf,
} from './repository';

/**
 * What a signed-in client sees and does in their portal (issue 32). Every read and change is
 * limited to the client and the clients merged into them (`PortalClient.clientIds`): nothing
 * here takes a client id from the request.
 */

async function openRequests(database: DatabaseHandle, clientIds: readonly string[], now: Date) {
  const rows = await openRequestRows(database.db, clientIds, now.toISOString());
  if (rows.length === 0) return [];
  const received = await receivedKinds(
    database.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    expiresAt: row.expires_at,
    items: (JSON.parse(row.kinds) as DocumentKind[]).map((kind) => ({
      kind,
      received: received.some((each) => each.request_id === row.id && each.kind === kind),
    })),
  }));
}

export async function portalHome(
  database: DatabaseHandle,
  site: SiteConfig,
  who: PortalClient,
  now: Date,
): Promise<PortalHome> {
  const { db } = database;
  const ids = who.clientIds;
  const [client, consultations, workshops, policies, documents, requests, advice, reviews] =
    await Promise.all([
      portalClientRow(db, who.clientId),
      clientBookings(database, site, ids, now, who.foreignEnquiryIds),
      seatsOf(db, ids, who.foreignEnquiryIds),
      policiesOf(db, ids),
      documentsShownTo(db, ids),
      openRequests(database, ids, now),
      adviceShownTo(db, ids, now.toISOString()),
      reviewDueOfClients(database, [who.clientId]),
    ]);
  return {
    name: client.name,
    reviewDueOn: reviews.get(who.clientId) ?? null,
    email: client.email,
    phone: client.phone,
    address: client.address ?? '',
    consultations,
    workshops: workshops
      // A workshop that has been held is no longer a seat to come.
      .filter((row) => !row.starts_at || row.starts_at > now.toISOString())
      .map((row) => ({
        id: row.id,
        title: row.title ?? row.workshop_name,
        startsAt: row.starts_at ?? null,
        seat: row.seat_status === 'waitlisted' ? 'waitlisted' : 'confirmed',
      })),
    policies: policies.map((row) => ({
      id: row.id,
      insurer: row.insurer,
      product: row.product,
      policyNumber: row.policy_number,
      status: row.status,
      startDate: row.start_date,
      statusSince: row.status_since ?? null,
      statusText: policyStatusText(
        { status: row.status, startDate: row.start_date, statusSince: row.status_since ?? null },
        windhoekDate(now),
      ),
      cover: isCover(row.status),
      premiumCents: Number(row.premium_cents),
      premiumFrequency: row.premium_frequency,
      coverCents: row.cover_cents === null ? null : Number(row.cover_cents),
    })),
    documents: documents.map((row) => ({
      id: row.id,
      kind: row.kind as DocumentKind,
      fileName: row.file_name,
      sizeBytes: Number(row.size_bytes),
      createdAt: row.created_at,
      source: row.source === 'client' ? 'client' : 'adviser',
    })),
    requests,
    advice: advice.map((row) => ({
      id: row.id,
      fileName: row.file_name,
      status: row.status === 'confirmed' ? 'confirmed' : 'open',
      confirmedName: row.confirmed_name,
      confirmedAt: row.confirmed_at,
      expiresAt: row.expires_at,
    })),
  };
}

/** A document of theirs to download: one shared with them, or one they sent. */
export async function portalDocumentId(
  database: DatabaseHandle,
  who: PortalClient,
  id: string,
): Promise<string> {
  const row = await documentShownTo(database.db, id, who.clientIds);
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such document of yours.');
  return row.id;
}

/**
 * The client updates their phone number and address: saved on their record, on their timeline
 * (the audit entry, by the client). The new number is their claim (D31): it recognises them from
 * now on but stays unconfirmed until the adviser confirms it, so a later enquiry with it shows in
 * nobody's portal. A number that is already another client's stays that client's: the clash is
 * recorded for the adviser, on both clients' pages, and nothing about the other is said here.
 */
export async function updateContact(
  database: DatabaseHandle,
  who: PortalClient,
  input: PortalContact,
  ip: string,
  now: Date,
): Promise<{ phone: string; address: string }> {
  const { db } = database;
  const before = await portalClientRow(db, who.clientId);
  const changed: Record<string, [string, string]> = {};
  if (input.phone !== before.phone) changed.phone = [before.phone, input.phone];
  if (input.address !== (before.address ?? '')) changed.address = [before.address ?? '', input.address];
  if (Object.keys(changed).length === 0) return { phone: input.phone, address: input.address };
  const stamp = now.toISOString();
  const key = changed.phone ? phoneKey(input.phone) : null;
  const owner = key ? await keyHolderOf(db, key) : undefined;
  const clash = owner && !who.clientIds.includes(owner.client_id) ? owner.client_id : null;
  await database.write([
    contactByClientStatement(db, who.clientId, {
      phone: input.phone,
      address: input.address,
      updated_at: stamp,
    }),
    ...(key && !owner ? [portalKeyStatement(db, key, who.clientId, stamp)] : []),
    ...(key && clash
      ? [
          clashStatement(db, {
            id: randomUUID(),
            client_id: who.clientId,
            other_client_id: clash,
            key,
            value: input.phone,
            source: 'portal',
            created_at: stamp,
            resolved_at: null,
          }),
        ]
      : []),
    touchClientStatement(db, who.clientId, stamp),
    auditStatement(
      db,
      {
        adminId: null,
        action: 'update-by-client',
        entityType: 'client',
        entityId: who.clientId,
        details: changed,
        ip,
      },
      stamp,
    ),
  ]);
  return { phone: input.phone, address: input.address };
}

/** "Ask for a review": a booking at a free time, made with their details, on the board as any booking. */
export async function bookReview(
  database: DatabaseHandle,
  site: SiteConfig,
  who: PortalClient,
  time: PortalTime,
  now: Date,
): Promise<CreatedBooking> {
  const client = await portalClientRow(database.db, who.clientId);
  const request = bookingRequestSchema.safeParse({
    topic: 'other',
    customTopic: reviewBookingTopic,
    urgency: 'planning',
    details: 'Asked for a yearly review of their policies from their own page.',
    fullName: client.name,
    email: client.email,
    phone: client.phone,
    consent: true,
    start: time.start,
    kind: time.kind,
  });
  if (!request.success) {
    const field = String(request.error.issues[0]?.path[0] ?? 'phone');
    const message =
      field === 'phone'
        ? 'Add your phone number under Your details first, so your adviser can reach you'
        : (request.error.issues[0]?.message ?? 'Choose a time');
    throw new HttpError(400, apiErrorCodes.validation, `${field}: ${message}`, { [field]: message });
  }
  return createBooking(database, site, request.data, now);
}
