import { type CompiledQuery, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** Workshops and their seats (issue 19): SQL only. */

export type WorkshopRow = Database['workshops'];
export type WorkshopWithSeats = WorkshopRow & { confirmed: number | string; waitlisted: number | string };

const seatCounts = sql`(select count(*) from workshop_registrations r where r.workshop_id = workshops.id
    and r.seat_status = 'confirmed') as confirmed,
  (select count(*) from workshop_registrations r where r.workshop_id = workshops.id
    and r.seat_status = 'waitlisted') as waitlisted`;

export function insertWorkshopStatement(db: Kysely<Database>, row: WorkshopRow): CompiledQuery {
  return insertRow(db, 'workshops', row);
}

export function findWorkshopRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every workshop, newest start first, with its seats taken and its waiting list. */
export async function allWorkshops(db: Kysely<Database>): Promise<WorkshopWithSeats[]> {
  const rows = await sql<WorkshopWithSeats>`select workshops.*, ${seatCounts} from workshops
    order by starts_at desc, id`.execute(db);
  return rows.rows;
}

/** Published workshops that have not started, soonest first. */
export async function upcomingWorkshops(db: Kysely<Database>, now: string): Promise<WorkshopWithSeats[]> {
  const rows = await sql<WorkshopWithSeats>`select workshops.*, ${seatCounts} from workshops
    where status = 'published' and starts_at > ${now} order by starts_at, id`.execute(db);
  return rows.rows;
}

/**
 * The registration, confirmed while the workshop has a seat left and waitlisted after, decided
 * inside the unit so that concurrent registrations cannot take more seats than there are. SQLite
 * has one writer; on PostgreSQL the unit first locks the workshop's row, so the count each unit
 * sees includes every unit before it. Returns the seat status.
 */
export function registrationWithSeat(
  db: Kysely<Database>,
  row: { id: string; leadId: string; workshopId: string; workshopName: string; createdAt: string },
): CompiledQuery[] {
  const statements: CompiledQuery[] = [];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    statements.push(
      db.selectFrom('workshops').select('id').where('id', '=', row.workshopId).forUpdate().compile(),
    );
  }
  const capacity = sql`(select capacity from workshops where id = ${row.workshopId})`;
  const confirmed = sql`(select count(*) from workshop_registrations where workshop_id = ${row.workshopId}
    and seat_status = 'confirmed')`;
  statements.push(
    sql`insert into workshop_registrations (id, lead_id, workshop_id, workshop_name, status, seat_status, created_at)
      select ${row.id}, ${row.leadId}, ${row.workshopId}, ${row.workshopName}, 'pending',
        case when ${capacity} is null or ${confirmed} < ${capacity} then 'confirmed' else 'waitlisted' end,
        ${row.createdAt}
      returning seat_status`.compile(db),
  );
  return statements;
}
