import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db';
import { MinuteScheduler } from '../../plugins/scheduler';
import { reminderStatements, workshopsDueReminder } from './repository';

/**
 * The e-mail each confirmed registrant gets 24 hours before a workshop (issue 19), with the venue
 * or the joining link as they are when it is sent. Checked once a minute by every server; each
 * workshop's reminder is claimed once for its start time, so several servers send it once, and a
 * workshop moved to another date is reminded again for the new one.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** One check: queues the reminders of every workshop starting within the next 24 hours; answers how many workshops. */
export async function runWorkshopReminders(database: DatabaseHandle, now: Date): Promise<number> {
  const due = await workshopsDueReminder(
    database.db,
    now.toISOString(),
    new Date(now.getTime() + dayMs).toISOString(),
  );
  const stamp = now.toISOString();
  for (const workshop of due)
    await database.write(reminderStatements(database.db, workshop, randomUUID(), stamp));
  return due.length;
}

export function workshopReminderScheduler(database: DatabaseHandle, now: () => Date, log: FastifyBaseLogger) {
  return new MinuteScheduler(
    'workshop reminders',
    async () => {
      const workshops = await runWorkshopReminders(database, now());
      return workshops > 0 ? `reminders queued for ${workshops} workshop(s)` : undefined;
    },
    log,
  );
}
