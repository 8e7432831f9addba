import type { BookingKind } from '../../../shared/booking';
import type { ClientAppointments } from '../../../shared/client-appointments';
import { type ConsultationTopic, topicLabel } from '../../../shared/consultation';
import type { DatabaseHandle } from '../../db';

/** At most this many of each: a client's page, not an archive. */
const limit = 30;

/**
 * A client's booked consultations and workshop seats (issue 44), newest first: the bookings made
 * through their consultation requests, and their registrations (a merged-away client's rows moved
 * to this one on merge).
 */
export async function clientAppointments(
  database: DatabaseHandle,
  clientId: string,
  now: Date,
): Promise<ClientAppointments> {
  const { db } = database;
  const instant = now.toISOString();
  const [bookings, seats] = await Promise.all([
    db
      .selectFrom('bookings as b')
      .innerJoin('consultation_requests as r', 'r.id', 'b.consultation_request_id')
      .select(['b.id', 'b.starts_at', 'b.ends_at', 'b.kind', 'b.status', 'r.topic', 'r.custom_topic'])
      .where('r.client_id', '=', clientId)
      .orderBy('b.starts_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('workshop_registrations as r')
      .leftJoin('workshops as w', 'w.id', 'r.workshop_id')
      .select(['r.id', 'r.workshop_id', 'r.workshop_name', 'r.seat_status', 'w.title', 'w.starts_at'])
      .where('r.client_id', '=', clientId)
      .orderBy('r.created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    consultations: bookings.map((row) => ({
      id: row.id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      kind: row.kind as BookingKind,
      topic: topicLabel(row.topic as ConsultationTopic, row.custom_topic),
      status: row.status === 'cancelled' ? 'cancelled' : 'booked',
      past: row.starts_at <= instant,
    })),
    workshops: seats.map((row) => ({
      id: row.id,
      workshopId: row.workshop_id ?? null,
      title: row.title ?? row.workshop_name,
      startsAt: row.starts_at ?? null,
      seat: row.seat_status ?? 'confirmed',
      past: row.starts_at !== null && row.starts_at !== undefined && row.starts_at <= instant,
    })),
  };
}
