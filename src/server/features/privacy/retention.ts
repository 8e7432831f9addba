import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type RetentionPeriods,
  retentionPeriods,
  retentionRunHour,
  retentionRunTime,
} from '../../../content/retention';
import { type RetentionReason, retentionCutoffs, retentionReason } from '../../../domain/retention/retention';
import { utcToWindhoekLocal, windhoekDate, windhoekLocalToUtc } from '../../../domain/windhoek-time';
import type { RetentionPreview } from '../../../shared/privacy';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { claimJobRunStatement, jobRunClaimed, jobRunWon, lastJobRun } from '../../db/job-runs';
import { MinuteScheduler } from '../../plugins/scheduler';
import { clientsInactiveSince, findClientData, recordCounts, removeClientStatements } from './repository';

/**
 * The retention job (issue 21, DECISIONS D24): each day at 02:00 Windhoek time it removes the
 * clients the privacy page says are no longer kept (content/retention.ts, read by both), one unit
 * per client with an audit line that counts what went and names nobody. Several servers on one
 * database run it once a day: the first to claim the day in `scheduled_job_runs` does it.
 */

export const retentionJob = 'data-retention';
/** Clients removed in one run at most (the rest the next day), so a first run on old data stays short. */
const runLimit = 5_000;

interface Candidate {
  id: string;
  name: string;
  lastActivityAt: string;
  reason: RetentionReason;
}

/** Clients due for removal at `at`, oldest activity first. */
export async function retentionCandidates(
  db: Kysely<Database>,
  at: Date,
  options: { periods?: RetentionPeriods; limit?: number } = {},
): Promise<{ candidates: Candidate[]; total: number }> {
  const periods = options.periods ?? retentionPeriods;
  const cutoffs = retentionCutoffs(at, periods);
  // Anything older than the shorter period may be due; advice decides which period applies.
  const latest =
    cutoffs['no-advice'] > cutoffs['advice-period-over']
      ? cutoffs['no-advice']
      : cutoffs['advice-period-over'];
  const rows = await clientsInactiveSince(db, latest);
  const due: Candidate[] = [];
  for (const row of rows) {
    const reason = retentionReason(
      { lastActivityAt: row.last_activity_at, adviceGiven: Number(row.advice) === 1 },
      at,
      periods,
    );
    if (reason) due.push({ id: row.id, name: row.name, lastActivityAt: row.last_activity_at, reason });
  }
  return { candidates: due.slice(0, options.limit ?? due.length), total: due.length };
}

/** The next 02:00 in Windhoek after `now`. */
export function nextRunAt(now: Date): Date {
  const today = windhoekDate(now);
  const todayRun = new Date(windhoekLocalToUtc(`${today}T${retentionRunTime}`));
  if (todayRun.getTime() > now.getTime()) return todayRun;
  return new Date(todayRun.getTime() + 24 * 3_600_000);
}

/** What the back office shows: what the next run will remove, and the periods it applies. */
export async function retentionPreview(database: DatabaseHandle, now: Date): Promise<RetentionPreview> {
  const at = nextRunAt(now);
  const { candidates, total } = await retentionCandidates(database.db, at, { limit: 200 });
  const lastRun = await lastJobRun(database.db, retentionJob);
  return {
    nextRunAt: at.toISOString(),
    lastRunAt: lastRun?.claimed_at ?? null,
    periods: retentionPeriods,
    total,
    clients: candidates.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      lastActivityAt: candidate.lastActivityAt,
      reason: candidate.reason,
    })),
  };
}

export type RetentionOutcome =
  | { outcome: 'not-yet' | 'done-already' }
  | { outcome: 'ran'; removed: number; records: number };

/** One check: after 02:00 Windhoek time, once a day across servers, removes the clients due. */
export async function runRetention(database: DatabaseHandle, now: Date): Promise<RetentionOutcome> {
  const { db } = database;
  if (Number(utcToWindhoekLocal(now).slice(11, 13)) < retentionRunHour) return { outcome: 'not-yet' };
  const period = windhoekDate(now);
  if (await jobRunClaimed(db, retentionJob, period)) return { outcome: 'done-already' };
  const run = { job: retentionJob, period, token: randomUUID() };
  const stamp = now.toISOString();
  await database.write([claimJobRunStatement(db, { ...run, now: stamp })]);
  if (!(await jobRunWon(db, run))) return { outcome: 'done-already' };

  const { candidates } = await retentionCandidates(db, now, { limit: runLimit });
  let records = 0;
  for (const candidate of candidates) {
    const data = await findClientData(db, candidate.id);
    const counts = recordCounts(data);
    records += Object.values(counts).reduce((sum, count) => sum + count, 0);
    await database.write([
      ...removeClientStatements(db, data, { stamp }),
      auditStatement(
        db,
        {
          adminId: null,
          action: 'retention-removed',
          entityType: 'client',
          entityId: candidate.id,
          details: { reason: candidate.reason, lastActivityAt: candidate.lastActivityAt, records: counts },
          ip: '',
        },
        stamp,
      ),
    ]);
  }
  // The pages the units overwrote leave the write-ahead log too (SQLite; issue 30).
  if (candidates.length > 0) await database.checkpoint();
  return { outcome: 'ran', removed: candidates.length, records };
}

/** Checks once a minute; one indexed read once the day's run is done. */
export function retentionScheduler(database: DatabaseHandle, now: () => Date, log: FastifyBaseLogger) {
  return new MinuteScheduler(
    'data retention',
    async () => {
      const result = await runRetention(database, now());
      return result.outcome === 'ran'
        ? `data retention: removed ${result.removed} client${result.removed === 1 ? '' : 's'} (${result.records} records)`
        : undefined;
    },
    log,
  );
}
