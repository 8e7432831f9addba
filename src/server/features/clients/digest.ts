import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteHealth } from '../../../domain/site/site-health';
import { utcToWindhoekLocal, windhoekDate } from '../../../domain/windhoek-time';
import { type DigestContent, dailyDigestJob as digestJob } from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { claimJobRunStatement, jobRunClaimed } from '../../db/job-runs';
import { MinuteScheduler } from '../../plugins/scheduler';
import { type DiskReader, readDisk, siteStatus } from '../health';
import { queueDigestStatement } from './activity-repository';
import { dayLists } from './today';

type Day = Awaited<ReturnType<typeof dayLists>>;

/**
 * The adviser's daily digest (issue 18): at 07:00 Windhoek time an e-mail to NOTIFY_EMAIL with
 * what is overdue, due today and not contacted yet, through the outbox, only when there is
 * something in it. Several servers on one database send it once: each run claims the day in
 * `scheduled_job_runs` (its primary key admits one claim per day), and the e-mail is written in
 * the same unit, only if this run's claim is the one stored.
 */

/** 07:00 in Windhoek. */
const digestHour = 7;

export type DigestOutcome = 'not-yet' | 'done-already' | 'nothing-to-send' | 'queued';

function contentOf(date: string, day: Day, site: SiteHealth): DigestContent {
  const task = (entry: Day['overdue'][number]) => ({
    title: entry.title,
    clientName: entry.clientName,
    dueAt: entry.dueAt,
  });
  return {
    date,
    overdue: day.overdue.map(task),
    dueToday: day.dueToday.map(task),
    notContacted: day.notContacted.flat().map((entry) => ({
      clientName: entry.clientName,
      summary: entry.summary,
      createdAt: entry.createdAt,
      contactBy: entry.contactBy,
    })),
    site: { backupLine: site.backupLine, warnings: site.warnings.map((warning) => warning.message) },
  };
}

/** One check: claims today's digest once it is 07:00 in Windhoek, and queues it if there is anything to say. */
export async function runDailyDigest(
  database: DatabaseHandle,
  now: Date,
  /** The folders whose disk is checked (`dataFolders`): none, no disk warning. */
  siteFolders: string[] = [],
  readDiskOf: DiskReader = readDisk,
): Promise<DigestOutcome> {
  const { db } = database;
  if (Number(utcToWindhoekLocal(now).slice(11, 13)) < digestHour) return 'not-yet';
  const period = windhoekDate(now);
  if (await jobRunClaimed(db, digestJob, period)) return 'done-already';
  // The whole day, not Today's first few of each list.
  const [day, site] = await Promise.all([
    dayLists(database, now),
    siteStatus(database, now, siteFolders, readDiskOf),
  ]);
  // A warning about the site (backups stopped, e-mail failing, the disk nearly full) is sent on its own too.
  const empty =
    day.overdue.length + day.dueToday.length + day.notContacted.length + site.warnings.length === 0;
  const stamp = now.toISOString();
  const run = { job: digestJob, period, token: randomUUID() };
  const [, queued] = await database.write([
    claimJobRunStatement(db, { ...run, now: stamp }),
    ...(empty ? [] : [queueDigestStatement(db, run, JSON.stringify(contentOf(period, day, site)), stamp)]),
  ]);
  if (empty) return 'nothing-to-send';
  return queued?.length ? 'queued' : 'done-already';
}

/** Checks once a minute; cheap when the day is done (one indexed read). */
export function dailyDigestScheduler(
  database: DatabaseHandle,
  now: () => Date,
  log: FastifyBaseLogger,
  siteFolders: string[],
) {
  return new MinuteScheduler(
    'daily digest',
    async () =>
      (await runDailyDigest(database, now(), siteFolders)) === 'queued' ? 'daily digest queued' : undefined,
    log,
  );
}
