import type { BookingKind } from './booking';

/**
 * `GET /api/admin/clients/:id/appointments` (issue 44): a client's booked consultations (upcoming
 * and past, cancelled ones marked) and workshop seats, for their page. Times are ISO instants.
 */
export interface ClientAppointments {
  consultations: {
    id: string;
    startsAt: string;
    endsAt: string;
    kind: BookingKind;
    /** What it is about, in the adviser's words ("Retirement Planning"). */
    topic: string;
    status: 'booked' | 'cancelled';
    /** Whether it has started already. */
    past: boolean;
  }[];
  workshops: {
    /** The registration's id. */
    id: string;
    workshopId: string | null;
    title: string;
    startsAt: string | null;
    seat: string;
    past: boolean;
  }[];
}
