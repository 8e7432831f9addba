/**
 * Free consultation slots (issue 20, DECISIONS D23), pure: the adviser's weekly hours in Windhoek
 * time (UTC+2 all year), the meeting length and the buffer between meetings, the minimum notice,
 * how far ahead, days off and blocked times, Namibia's public holidays, and the bookings taken.
 */

export const bookingKinds = ['phone', 'whatsapp-video', 'office'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof weekdays)[number];

/** A stretch of a day, Windhoek wall-clock time, `HH:MM` (end after start). */
export interface HoursWindow {
  start: string;
  end: string;
}

export interface AvailabilitySettings {
  weeklyHours: Record<Weekday, HoursWindow[]>;
  meetingMinutes: 30 | 45 | 60;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  kinds: BookingKind[];
  closedOnPublicHolidays: boolean;
}

/** A time the adviser is not free: a booking, or a blocked time or day off. Instants, ISO. */
export interface BusyTime {
  start: string;
  end: string;
}

export interface Slot {
  /** ISO-8601 with Windhoek's offset, `2026-12-01T09:00:00+02:00`. */
  start: string;
  end: string;
  kinds: BookingKind[];
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const offsetMs = 2 * 60 * minuteMs;

/** `HH:MM` as minutes after midnight; NaN when it is not a time of day. */
export function minutesOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The Windhoek calendar date of an instant. */
function windhoekDateOf(ms: number): string {
  return new Date(ms + offsetMs).toISOString().slice(0, 10);
}

/** An instant as ISO-8601 with Windhoek's offset. */
export function windhoekIso(ms: number): string {
  return `${new Date(ms + offsetMs).toISOString().slice(0, 19)}+02:00`;
}

/** The UTC milliseconds of a Windhoek date at `minutes` after its midnight. */
function windhoekInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - offsetMs + minutes * minuteMs;
}

export interface SlotQuery {
  settings: AvailabilitySettings;
  now: Date;
  /** First Windhoek date asked for, YYYY-MM-DD. */
  from: string;
  days: number;
  /** Bookings and blocked times, in any order. */
  busy: readonly BusyTime[];
  /** Windhoek dates that are closed (public holidays when the settings close them). */
  closedDates: ReadonlySet<string>;
}

/**
 * The free slots from `from` for `days` days, soonest first: each window of each open day is cut
 * into meetings of the set length, one after another with the buffer between; a slot is offered
 * when it starts at least the minimum notice after `now`, on a day within the horizon, and
 * neither it nor its buffer on either side touches a busy time.
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const { settings, now, busy, closedDates } = query;
  const meetingMs = settings.meetingMinutes * minuteMs;
  const bufferMs = settings.bufferMinutes * minuteMs;
  const earliest = now.getTime() + settings.minimumNoticeMinutes * minuteMs;
  const lastDate = windhoekDateOf(now.getTime() + settings.horizonDays * dayMs);
  const taken = mergedBusy(busy);
  const kinds = [...settings.kinds];
  const slots: Slot[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = new Date(Date.parse(`${query.from}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
    if (date > lastDate) break;
    if (closedDates.has(date)) continue;
    const weekday = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const windows = [...settings.weeklyHours[weekday]].sort(
      (a, b) => minutesOfDay(a.start) - minutesOfDay(b.start),
    );
    for (const window of windows) {
      const windowEnd = windhoekInstant(date, minutesOfDay(window.end));
      for (
        let start = windhoekInstant(date, minutesOfDay(window.start));
        start + meetingMs <= windowEnd;
        start += meetingMs + bufferMs
      ) {
        if (start < earliest) continue;
        const end = start + meetingMs;
        // The first busy stretch still running (with the buffer) when this slot starts.
        const next = taken[firstEndingAfter(taken, start - bufferMs)];
        const clashes = next !== undefined && next.start < end + bufferMs;
        if (!clashes) slots.push({ start: windhoekIso(start), end: windhoekIso(end), kinds });
      }
    }
  }
  return slots;
}

interface Stretch {
  start: number;
  end: number;
}

/** Busy times as disjoint stretches in time order (overlapping or touching ones joined). */
function mergedBusy(busy: readonly BusyTime[]): Stretch[] {
  const sorted = busy
    .map((time) => ({ start: Date.parse(time.start), end: Date.parse(time.end) }))
    .filter((time) => Number.isFinite(time.start) && Number.isFinite(time.end) && time.end > time.start)
    .sort((a, b) => a.start - b.start);
  const merged: Stretch[] = [];
  for (const time of sorted) {
    const last = merged[merged.length - 1];
    if (last && time.start <= last.end) last.end = Math.max(last.end, time.end);
    else merged.push({ ...time });
  }
  return merged;
}

/** Index of the first stretch ending after `instant` (binary search; the stretches end in order). */
function firstEndingAfter(stretches: readonly Stretch[], instant: number): number {
  let low = 0;
  let high = stretches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (stretches[middle]!.end > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}
