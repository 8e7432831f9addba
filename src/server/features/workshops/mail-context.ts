import type { DatabaseHandle } from '../../db';
import { type MailContextLoader, type WorkshopMailContext, workshopMailKinds } from '../notifications';
import { registrationWithWorkshop } from './repository';

/**
 * The details a workshop e-mail needs when it is sent (issue 19): the registration's seat as it is
 * then, and the workshop's current venue, joining link and times, so a confirmation sent after a
 * change says what is true. The outbox row names the registration (`enquiry_id`).
 */
export function workshopMailContext(database: DatabaseHandle): MailContextLoader {
  return async (row) => {
    if (!(workshopMailKinds as readonly string[]).includes(row.enquiry_type)) return undefined;
    if (row.audience !== 'visitor') return undefined;
    const found = await registrationWithWorkshop(database.db, row.enquiry_id);
    if (!found) return undefined;
    return {
      registrationId: found.id,
      seatStatus: (found.seat_status ?? 'confirmed') as WorkshopMailContext['seatStatus'],
      workshop: {
        id: found.workshop_id,
        title: found.title,
        summary: found.summary,
        format: found.format as WorkshopMailContext['workshop']['format'],
        venue: found.venue,
        joinUrl: found.join_url,
        startsAt: found.starts_at,
        endsAt: found.ends_at,
        status: found.status as WorkshopMailContext['workshop']['status'],
      },
    };
  };
}
