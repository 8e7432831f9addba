import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, sql, type Updateable } from 'kysely';
import { closedPipelineStages } from '../../../shared/pipeline';
import type { Database } from '../../db';
import { jobRunWonCondition } from '../../db/job-runs';
import { mineOrNobodys } from './adviser-filter-repository';

/** The SQL of notes, contacts, tasks and the day (issue 18). */

export interface TaskWithClientRow {
  id: string;
  client_id: string;
  client_name: string | null;
  client_email: string;
  client_phone: string;
  pipeline_lead_id: string | null;
  title: string;
  due_at: string;
  done_at: string | null;
  created_at: string;
  /** Null for the site's own "Contact <name>" task of an enquiry. */
  created_by: string | null;
}

const taskColumns = sql`t.id, t.client_id, t.pipeline_lead_id, t.title, t.due_at, t.done_at, t.created_at, t.created_by,
  c.name as client_name, c.email as client_email, c.phone as client_phone`;

export async function findTaskWithClient(db: Kysely<Database>, id: string) {
  const rows =
    await sql<TaskWithClientRow>`select ${taskColumns} from tasks t join clients c on c.id = t.client_id
    where t.id = ${id}`.execute(db);
  return rows.rows[0];
}

/** Open tasks due before `until`, soonest first (the day list shows at most 500); `mine`: of the adviser's clients. */
export async function openTasksBefore(db: Kysely<Database>, until: string, mine: string | null = null) {
  const rows =
    await sql<TaskWithClientRow>`select ${taskColumns} from tasks t join clients c on c.id = t.client_id
    where t.done_at is null and t.due_at < ${until} ${mine ? sql`and c.adviser_id = ${mine}` : sql``}
    order by t.due_at, t.id limit 500`.execute(db);
  return rows.rows;
}

/**
 * Prospects' enquiries still waiting for the first contact, oldest first (at most 200), each with
 * the consultation booked for it (issue 59), if any: a
 * client's new enquiry is an opportunity on the board and a follow-up, not "not contacted" (D32). `mine`: of the
 * adviser's clients and of nobody's yet (a new enquiry is for whoever picks it up).
 */
export async function enquiriesNotContacted(db: Kysely<Database>, mine: string | null = null) {
  const rows = await sql<{
    kind: string;
    enquiry_id: string;
    summary: string;
    created_at: string;
    client_id: string;
    name: string;
    email: string;
    phone: string;
    booked_for: string | null;
  }>`select e.kind, e.enquiry_id, e.summary, e.created_at, e.client_id, c.name, c.email, c.phone,
      (select min(b.starts_at) from bookings b where b.consultation_request_id = e.enquiry_id
        and b.status = 'booked') as booked_for
    from client_enquiries e join clients c on c.id = e.client_id
    where e.first_contacted_at is null and e.expects_contact = 1 and c.stage = 'prospect'
      and ${mineOrNobodys('c.adviser_id', mine)}
    order by e.created_at, e.id limit 200`.execute(db);
  return rows.rows;
}

/**
 * D32 (issue 43): whether the client's file now makes them a client. A prospect becomes one with
 * a policy in force or a record of advice; a former client again only with a policy in force.
 */
const becomesClient = (clientId: string) => sql`(stage = 'prospect'
    and (exists (select 1 from policies p where p.client_id = ${clientId} and p.status = 'in-force')
      or exists (select 1 from client_documents d where d.client_id = ${clientId} and d.kind = 'record-of-advice')))
  or (stage = 'former-client'
    and exists (select 1 from policies p where p.client_id = ${clientId} and p.status = 'in-force'))`;

/**
 * The client's last activity moves on to `stamp` (never back), and their stage follows what their
 * file now holds (D32): every write that adds a policy or a document to a client touches them.
 */
export function touchClientStatement(db: Kysely<Database>, clientId: string, stamp: string): CompiledQuery {
  return sql`update clients set last_activity_at = case when last_activity_at < ${stamp} then ${stamp} else last_activity_at end,
    stage_changed_at = case when ${becomesClient(clientId)} then ${stamp} else stage_changed_at end,
    stage = case when ${becomesClient(clientId)} then 'client' else stage end
    where id = ${clientId}`.compile(db);
}

/**
 * The first person to work a client (a note, a contact, a follow-up, a move on the board) becomes
 * their adviser responsible (issue 34); later work leaves it as it is.
 */
export function workedByStatement(db: Kysely<Database>, clientId: string, adminId: string): CompiledQuery {
  return sql`update clients set adviser_id = ${adminId} where id = ${clientId} and adviser_id is null`.compile(
    db,
  );
}

/** A logged contact on the client's open cards: last contact today, the next follow-up's date if one is set. */
export function contactOnOpenCardsStatement(
  db: Kysely<Database>,
  contact: { clientId: string; day: string; nextFollowUpDay: string | null },
  stamp: string,
): CompiledQuery {
  return sql`update pipeline_leads set last_contact_date = ${contact.day}, updated_at = ${stamp}
      ${contact.nextFollowUpDay ? sql`, next_follow_up = ${contact.nextFollowUpDay}` : sql``}
    where client_id = ${contact.clientId} and status not in (${sql.join([...closedPipelineStages])})`.compile(
    db,
  );
}

/** The day's digest e-mail, queued in the claim's unit only if this server's claim won (`run`). */
export function queueDigestStatement(
  db: Kysely<Database>,
  run: { job: string; period: string; token: string },
  content: string,
  now: string,
): CompiledQuery {
  return sql`insert into outbox_messages (id, enquiry_type, enquiry_id, audience, to_address, content, status,
      attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at)
    select ${randomUUID()}, ${run.job}, ${run.period}, 'adviser', '', ${content},
      'queued', 0, ${now}, null, null, ${now}, null
    where ${jobRunWonCondition(run)} returning id`.compile(db);
}

export function updateNoteStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['client_notes']>,
): CompiledQuery {
  return db.updateTable('client_notes').set(changes).where('id', '=', id).compile();
}

/** The client's enquiries still waiting for a first contact (made up to `now`) are contacted now. */
export function firstContactStatement(db: Kysely<Database>, clientId: string, now: string): CompiledQuery {
  return db
    .updateTable('client_enquiries')
    .set({ first_contacted_at: now })
    .where('client_id', '=', clientId)
    .where('first_contacted_at', 'is', null)
    .where('created_at', '<=', now)
    .compile();
}

/** The client's open "Contact <name>" tasks the site made (one follow-up), but `except`, changed alike. */
export function automaticTasksStatement(
  db: Kysely<Database>,
  clientId: string,
  changes: Updateable<Database['tasks']>,
  except?: string,
): CompiledQuery {
  let query = db
    .updateTable('tasks')
    .set(changes)
    .where('client_id', '=', clientId)
    .where('created_by', 'is', null)
    .where('done_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  return query.compile();
}

export function updateTaskStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['tasks']>,
): CompiledQuery {
  return db.updateTable('tasks').set(changes).where('id', '=', id).compile();
}

export async function cardExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('pipeline_leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** Enquiries that expect a contact, made from `from` to before `to` (the contact promise's months). */
export function enquiriesExpectingContact(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('client_enquiries')
    .select(['created_at', 'first_contacted_at'])
    .where('expects_contact', '=', 1)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

/**
 * Policies that lapsed on or after `since` (YYYY-MM-DD) and are lapsed still (issue 59): each with
 * the day it lapsed (its latest change to lapsed) and its client's name and number, the latest first
 * (at most 200). `mine`: of the adviser's clients.
 */
export async function recentLapses(db: Kysely<Database>, since: string, mine: string | null = null) {
  const rows = await sql<{
    policy_id: string;
    insurer: string;
    product: string;
    policy_number: string;
    lapsed_on: string;
    client_id: string;
    name: string;
    email: string;
    phone: string;
  }>`select p.id as policy_id, p.insurer, p.product, p.policy_number, max(s.effective_date) as lapsed_on,
      c.id as client_id, c.name, c.email, c.phone
    from policies p
    join policy_status_changes s on s.policy_id = p.id and s.to_status = 'lapsed'
    join clients c on c.id = p.client_id
    where p.status = 'lapsed' ${mine ? sql`and c.adviser_id = ${mine}` : sql``}
    group by p.id, p.insurer, p.product, p.policy_number, c.id, c.name, c.email, c.phone
    having max(s.effective_date) >= ${since}
    order by max(s.effective_date) desc, p.id limit 200`.execute(db);
  return rows.rows;
}

/**
 * The policies in force with commission terms that their insurer's latest statement since `since`
 * (`YYYY-MM`) pays nothing for (no line, nothing, or commission taken back), with the month and
 * what it paid (issue 59): whether the terms expected anything that month is the domain's to say
 * (domain/book/unpaid-premiums.ts). A statement covers an insurer's month when it has a line of any
 * of their policies in it (D33). Policies only: the day keeps the answer while the book's version
 * stands, and reads the clients of those it shows each time.
 */
export async function statementGaps(db: Kysely<Database>, since: string) {
  const rows = await sql<{
    policy_id: string;
    premium_cents: number | string;
    premium_frequency: string;
    start_date: string;
    commission: string;
    status: string;
    month: string;
    received_cents: number | string | null;
  }>`with covered as (
      select p.insurer, max(pc.month) as month
      from policy_commissions pc join policies p on p.id = pc.policy_id
      where pc.month >= ${since}
      group by p.insurer
    )
    select p.id as policy_id, p.premium_cents, p.premium_frequency, p.start_date, p.commission,
      p.status, cv.month, x.amount_cents as received_cents
    from covered cv
    join policies p on p.insurer = cv.insurer
    left join policy_commissions x on x.policy_id = p.id and x.month = cv.month
    where p.status = 'in-force' and p.commission is not null
      and p.start_date <= cv.month || '-31'
      and (x.amount_cents is null or x.amount_cents <= 0)`.execute(db);
  return rows.rows;
}

/** These policies with their clients (`mine`: only their clients'), in the order of `policyIds`. */
export async function policiesWithClients(
  db: Kysely<Database>,
  policyIds: readonly string[],
  mine: string | null = null,
) {
  const rows = [];
  for (let start = 0; start < policyIds.length; start += 500) {
    let query = db
      .selectFrom('policies as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select([
        'p.id as policy_id',
        'p.insurer',
        'p.product',
        'p.policy_number',
        'c.id as client_id',
        'c.name',
        'c.email',
        'c.phone',
      ])
      .where('p.id', 'in', policyIds.slice(start, start + 500));
    if (mine) query = query.where('c.adviser_id', '=', mine);
    rows.push(...(await query.execute()));
  }
  const order = new Map(policyIds.map((id, place) => [id, place]));
  return rows.sort((a, b) => (order.get(a.policy_id) ?? 0) - (order.get(b.policy_id) ?? 0));
}
