import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '.';

/**
 * Once-a-day jobs run by whichever server comes first (plugins/scheduler.ts): each claims its
 * period in `scheduled_job_runs`, whose primary key admits one claim; the server whose token the
 * row holds runs it. Here beside the statements, as the audit log's line is: the privacy feature's
 * retention and the clients feature's digest both claim their day this way.
 */

/** Whether someone has claimed the job's period already. */
export async function jobRunClaimed(db: Kysely<Database>, job: string, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduled_job_runs')
    .select('job')
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** The claim of the job's period with this token (nothing when it is claimed already). */
export function claimJobRunStatement(
  db: Kysely<Database>,
  run: { job: string; period: string; token: string; now: string },
): CompiledQuery {
  return sql`insert into scheduled_job_runs (job, period, claimed_at, claim_token)
    values (${run.job}, ${run.period}, ${run.now}, ${run.token}) on conflict do nothing`.compile(db);
}

/** Whether the claim of the job's period is this token's (it won). */
export async function jobRunWon(db: Kysely<Database>, run: { job: string; period: string; token: string }) {
  const row = await db
    .selectFrom('scheduled_job_runs')
    .select('claim_token')
    .where('job', '=', run.job)
    .where('period', '=', run.period)
    .executeTakeFirst();
  return row?.claim_token === run.token;
}

/** A condition for a statement in the claim's unit: true when the claim is this token's. */
export const jobRunWonCondition = (run: { job: string; period: string; token: string }) =>
  sql<boolean>`exists (select 1 from scheduled_job_runs where job = ${run.job} and period = ${run.period}
    and claim_token = ${run.token})`;

/** The latest period claimed of the job, and when. */
export function lastJobRun(db: Kysely<Database>, job: string) {
  return db
    .selectFrom('scheduled_job_runs')
    .select(['period', 'claimed_at'])
    .where('job', '=', job)
    .orderBy('period', 'desc')
    .executeTakeFirst();
}
