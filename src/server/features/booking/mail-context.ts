import type { ConsultationTopic } from '../../../shared/consultation';
import { topicLabel } from '../../../shared/consultation';
import type { DatabaseHandle } from '../../db';
import { type BookingMailContext, bookingMailKinds, type MailContextLoader } from '../notifications';
import { bookingWithRequest } from './repository';

/**
 * A booking e-mail's details when it is sent (issue 20): the booking's time, kind and state then.
 * The visitor's confirmation is the consultation request's, found by the request's id; the later
 * e-mails name the booking.
 */
export function bookingMailContext(database: DatabaseHandle): MailContextLoader {
  return async (row) => {
    const byRequest = row.enquiry_type === 'consultation-request' && row.audience === 'visitor';
    if (!byRequest && !(bookingMailKinds as readonly string[]).includes(row.enquiry_type)) return undefined;
    const found = await bookingWithRequest(
      database.db,
      byRequest ? { consultationRequestId: row.enquiry_id } : { id: row.enquiry_id },
    );
    if (!found) return undefined;
    const context: BookingMailContext = {
      booking: {
        id: found.id,
        startsAt: found.starts_at,
        endsAt: found.ends_at,
        kind: found.kind as BookingMailContext['booking']['kind'],
        status: found.status as BookingMailContext['booking']['status'],
        sequence: Number(found.sequence),
        name: found.full_name,
        email: found.email,
        phone: found.phone,
        topic: topicLabel(found.topic as ConsultationTopic, found.custom_topic),
      },
    };
    return context;
  };
}
