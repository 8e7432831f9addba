/**
 * The rules a visitor sees on the workshops page (issue 19, DECISIONS D22): seats left, whether
 * registration is still open, and the date and time as Windhoek reads them. Namibia keeps UTC+2
 * all year, so Windhoek wall-clock time is the instant plus two hours.
 */

import { formatNad, formatNadWhole } from '../money';
import { windhoekClock, windhoekDateLabel, windhoekDayLabel, windhoekTimeLabel } from '../windhoek-time';

export { windhoekDateLabel, windhoekTimeLabel };

/** Seats nobody holds yet; null when the workshop has no limit. Never below 0 (a full workshop takes a waiting list). */
export function seatsLeft(capacity: number | null, confirmed: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - confirmed);
}

/** '3 seats left', '1 seat left', 'Full: join the waiting list'; null without a limit. */
export function seatsLeftLabel(left: number | null): string | null {
  if (left === null) return null;
  if (left === 0) return 'Full: join the waiting list';
  return left === 1 ? '1 seat left' : `${left} seats left`;
}

/** Registration is open until its closing time (by default the start), to the millisecond. */
export function isRegistrationOpen(registrationClosesAt: string, now: Date): boolean {
  return now.getTime() < Date.parse(registrationClosesAt);
}

/** A workshop is upcoming until it starts; after that it is listed as past. */
export function hasStarted(startsAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(startsAt);
}

/**
 * 'Saturday 5 December 2026, 9:00 AM to 12:00 PM'; a workshop over several days says both
 * dates: 'Friday 4 December 2026, 6:00 PM to Saturday 5 December 2026, 12:00 PM'.
 */
export function workshopWhenLabel(startsAt: string, endsAt: string): string {
  const start = windhoekClock(startsAt);
  const day = windhoekDayLabel;
  const sameDay = start.toISOString().slice(0, 10) === windhoekClock(endsAt).toISOString().slice(0, 10);
  return sameDay
    ? `${day(startsAt)}, ${windhoekTimeLabel(startsAt)} to ${windhoekTimeLabel(endsAt)}`
    : `${day(startsAt)}, ${windhoekTimeLabel(startsAt)} to ${day(endsAt)}, ${windhoekTimeLabel(endsAt)}`;
}

/** schema.org's word for the seats: places left, only a few (5 or fewer), or none (the waiting list). */
export function offerAvailability(left: number | null): 'InStock' | 'LimitedAvailability' | 'SoldOut' {
  if (left === null) return 'InStock';
  if (left === 0) return 'SoldOut';
  return left <= 5 ? 'LimitedAvailability' : 'InStock';
}

/** 'Free', 'N$ 149' for whole amounts, 'N$ 99.50' otherwise. */
export function workshopPriceLabel(priceCents: number): string {
  if (priceCents === 0) return 'Free';
  return priceCents % 100 === 0 ? formatNadWhole(priceCents / 100) : formatNad(priceCents);
}
