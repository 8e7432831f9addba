import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type DashboardCounts,
  dashboardPageSize,
  type ListPage,
  type ListQuery,
} from '../../../shared/admin';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { containsPattern } from '../../db/statements';
import { fnaSubmissions, needsAnalyses } from './kinds/analyses';
import { consultationRequests, leads, quoteRequests } from './kinds/enquiries';
import { funeralApplications } from './kinds/funeral';
import type { RecordDetails, RecordItem, RecordKind, Row } from './kinds/kind';
import { newsletterSubscriptions, pipeline, workshopRegistrations } from './kinds/sign-ups';

export type { ReadableField, ReadableView, RecordDetails, RecordItem, RecordKind } from './kinds/kind';

/**
 * The dashboard's record kinds (DECISIONS D14), one file each group under `records/`, and the
 * queries over them: a page of a list, every row for an export, one record, its status.
 */

export const recordKinds: readonly RecordKind[] = [
  leads,
  consultationRequests,
  quoteRequests,
  funeralApplications,
  workshopRegistrations,
  newsletterSubscriptions,
  fnaSubmissions,
  needsAnalyses,
  pipeline,
];

function whereSearch(kind: RecordKind, search: string, matchIdNumber: boolean): RawBuilder<unknown> {
  if (!search) return sql``;
  const pattern = containsPattern(search);
  const matches = kind.query.search.map((expression) => sql`${expression} like ${pattern} escape '\\'`);
  // A role that may not see ID numbers does not find records by them either (issue 34).
  if (kind.query.idNumberHash && matchIdNumber)
    matches.push(sql`id_number_hash = ${fieldCipher().idHash(search)}`);
  return sql`where (${sql.join(matches, sql` or `)})`;
}

export async function listRecords(
  db: Kysely<Database>,
  kind: RecordKind,
  query: ListQuery,
  viewer: { matchIdNumber: boolean },
): Promise<ListPage<RecordItem>> {
  const where = whereSearch(kind, query.q, viewer.matchIdNumber);
  const totalRow = await sql<{
    n: number | string;
  }>`select count(*) as n from ${kind.query.from} ${where}`.execute(db);
  const rows = await sql<Row>`select ${kind.query.columns} from ${kind.query.from} ${where}
    order by ${kind.query.createdAt} desc, ${kind.query.id} desc
    limit ${dashboardPageSize} offset ${(query.page - 1) * dashboardPageSize}`.execute(db);
  return {
    items: rows.rows.map(kind.toItem),
    total: Number(totalRow.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: dashboardPageSize,
  };
}

/** Every matching row for an export (owners and advisers only, issue 34), newest first (at most `limit`). */
export async function allRecords(db: Kysely<Database>, kind: RecordKind, search: string, limit: number) {
  const rows =
    await sql<Row>`select ${kind.query.columns} from ${kind.query.from} ${whereSearch(kind, search, true)}
    order by ${kind.query.createdAt} desc, ${kind.query.id} desc limit ${limit}`.execute(db);
  return rows.rows.map(kind.toItem);
}

export async function findRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  id: string,
): Promise<RecordDetails | undefined> {
  const rows =
    await sql<Row>`select ${kind.query.columns} from ${kind.query.from} where ${kind.query.id} = ${id}`.execute(
      db,
    );
  const row = rows.rows[0];
  if (!row) return undefined;
  const record = kind.toItem(row);
  const extra = kind.query.extra ? await kind.query.extra(db, id) : [];
  return {
    record: extra.length && kind.query.extra ? { ...record, members: extra } : record,
    readable: kind.readable(record, extra),
  };
}

export async function currentStatus(
  db: Kysely<Database>,
  table: NonNullable<RecordKind['statusTable']>,
  id: string,
) {
  return (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst())?.status;
}

export function setStatusStatement(
  db: Kysely<Database>,
  table: NonNullable<RecordKind['statusTable']>,
  id: string,
  status: string,
) {
  return db.updateTable(table).set({ status }).where('id', '=', id).compile();
}

export async function dashboardCounts(db: Kysely<Database>): Promise<DashboardCounts> {
  const result = await sql<Record<keyof DashboardCounts, number | string | null>>`select
    (select count(*) from leads) as leads,
    (select count(*) from consultation_requests) as "consultationRequests",
    (select count(*) from quote_requests) as "quoteRequests",
    (select count(*) from funeral_applications) as "funeralApplications",
    (select count(*) from workshop_registrations) as "workshopRegistrations",
    (select count(*) from newsletter_subscriptions where is_active = 1) as "newsletterActive",
    (select count(*) from fna_submissions) as "fnaReports",
    (select count(*) from needs_analyses) as "needsAnalyses",
    (select count(*) from pipeline_leads) as "pipelineLeads",
    (select coalesce(sum(estimated_value_cents), 0) from pipeline_leads) as "pipelineValueCents"`.execute(db);
  const row = result.rows[0];
  const counts = {} as DashboardCounts;
  for (const key of Object.keys(row ?? {}) as (keyof DashboardCounts)[])
    counts[key] = Number(row?.[key] ?? 0);
  return counts;
}
