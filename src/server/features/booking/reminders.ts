import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db';
import { MinuteScheduler } from '../../plugins/scheduler';
import { bookingReminderStatements, bookingsDueReminder } from './repository';

/**
 * The visitor's reminders 24 hours and 1 hour before a booked consultation (issue 20). Checked
 * once a minute by every server; each reminder is claimed for the booking's start, so it is sent
 * once, and a booking moved to another time is reminded again.
 */

const hourMs = 60 * 60 * 1000;

export async function runBookingReminders(database: DatabaseHandle, now: Date): Promise<number> {
  const stamp = now.toISOString();
  let queued = 0;
  for (const hoursBefore of [24, 1]) {
    const due = await bookingsDueReminder(
      database.db,
      stamp,
      new Date(now.getTime() + hoursBefore * hourMs).toISOString(),
      hoursBefore,
    );
    // Within the hour, the day-before reminder would only repeat the hour's.
    const wanted =
      hoursBefore === 24
        ? due.filter((booking) => Date.parse(booking.starts_at) - now.getTime() > hourMs)
        : due;
    for (const booking of wanted) {
      await database.write(bookingReminderStatements(database.db, booking, hoursBefore, randomUUID(), stamp));
      queued += 1;
    }
  }
  return queued;
}

export function bookingReminderScheduler(database: DatabaseHandle, now: () => Date, log: FastifyBaseLogger) {
  return new MinuteScheduler(
    'booking reminders',
    async () => {
      const queued = await runBookingReminders(database, now());
      return queued > 0 ? `${queued} booking reminder(s) queued` : undefined;
    },
    log,
  );
}
