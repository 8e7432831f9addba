import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

/**
 * Calendar invitations attached to e-mails (issue 19; the bookings of issue 20 use it too), made
 * with ical-generator. Times carry Windhoek's zone (`DTSTART;TZID=Africa/Windhoek:20261205T090000`)
 * with its definition inside the file, so a calendar anywhere shows the right hour.
 */

export const windhoekZone = 'Africa/Windhoek';

/**
 * Namibia has kept UTC+2 (CAT) all year since 24 October 2017 (Namibian Time Act 2017), so the
 * zone is one standard period with no daylight saving.
 */
const windhoekDefinition = [
  'BEGIN:VTIMEZONE',
  `TZID:${windhoekZone}`,
  'BEGIN:STANDARD',
  'DTSTART:20171024T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:CAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarEvent {
  /** Stable across e-mails about the same thing, so a later file updates the same calendar entry. */
  uid: string;
  /** Raised with each change of the event. */
  sequence?: number;
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  /** An invitation (REQUEST, CANCEL) names who it is for. */
  attendee?: { name: string; email: string };
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

export interface CalendarFile {
  method: CalendarEvent['method'];
  filename: string;
  content: string;
}

const methods = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

export function calendarFile(event: CalendarEvent, filename = 'invitation.ics'): CalendarFile {
  const calendar = ical({
    prodId: { company: event.organizer.name, product: 'Website', language: 'EN' },
    method: methods[event.method],
    timezone: { name: null, generator: (zone) => (zone === windhoekZone ? windhoekDefinition : null) },
  });
  const zoned = (instant: string) => DateTime.fromISO(instant, { zone: windhoekZone });
  calendar.createEvent({
    id: event.uid,
    // A cancellation must outrank the invitation it withdraws.
    sequence: event.sequence ?? (event.method === 'CANCEL' ? 1 : 0),
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: event.stamp,
    start: zoned(event.startsAt),
    end: zoned(event.endsAt),
    timezone: windhoekZone,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organizer,
    ...(event.attendee
      ? { attendees: [{ name: event.attendee.name, email: event.attendee.email, rsvp: false }] }
      : {}),
  });
  return { method: event.method, filename, content: calendar.toString() };
}
