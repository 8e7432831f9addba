import type { BookingKind } from '../../../shared/booking';
import type { ClientAppointments } from '../../../shared/client-appointments';
import { type ConsultationTopic, topicLabel } from '../../../shared/consultation';
import type { DatabaseHandle } from '../../db';
import { clientBookings, clientWorkshopSeats } from './repository';

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
  const instant = now.toISOString();
  const [bookings, seats] = await Promise.all([
    clientBookings(database.db, clientId, limit),
    clientWorkshopSeats(database.db, clientId, limit),
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
