import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** The SQL of the team (issue 34): accounts with their sign-ins, and invitations. */

export interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: string;
  deactivated_at: string | null;
  created_at: string;
  second_factor: number | string;
  last_sign_in_at: string | null;
  open_sessions: number | string;
}

export async function teamMembers(db: Kysely<Database>, now: string): Promise<MemberRow[]> {
  const rows = await sql<MemberRow>`select a.id, a.email, a.name, a.role, a.deactivated_at, a.created_at,
      case when exists (select 1 from admin_totp t where t.admin_id = a.id)
        or exists (select 1 from admin_passkeys p where p.admin_id = a.id) then 1 else 0 end as second_factor,
      (select max(s.created_at) from admin_sessions s where s.admin_id = a.id) as last_sign_in_at,
      (select count(*) from admin_sessions s where s.admin_id = a.id and s.ended_at is null
        and s.expires_at > ${now}) as open_sessions
    from admin_users a
    order by case when a.deactivated_at is null then 0 else 1 end, lower(case when a.name = '' then a.email else a.name end), a.id`.execute(
    db,
  );
  return rows.rows;
}

export function findMember(db: Kysely<Database>, id: string) {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function activeOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'owner')
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function invitationsList(db: Kysely<Database>) {
  return db
    .selectFrom('admin_invitations as i')
    .leftJoin('admin_users as a', 'a.id', 'i.invited_by')
    .select([
      'i.id',
      'i.name',
      'i.email',
      'i.role',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'i.withdrawn_at',
      'a.name as inviter_name',
      'a.email as inviter_email',
    ])
    .orderBy('i.created_at', 'desc')
    .limit(50)
    .execute();
}

export function findInvitationByHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findInvitation(db: Kysely<Database>, id: string) {
  return db.selectFrom('admin_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertInvitation(db: Kysely<Database>, row: Database['admin_invitations']): CompiledQuery {
  return insertRow(db, 'admin_invitations', row);
}

/** Withdraws every open invitation to `email` (a new one replaces them). */
export function withdrawOpenInvitations(db: Kysely<Database>, email: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_invitations')
    .set({ withdrawn_at: now })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .compile();
}

export function withdrawInvitationStatement(db: Kysely<Database>, id: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_invitations')
    .set({ withdrawn_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning('id')
    .compile();
}

/** Marks the invitation used, only while it is still open (a second acceptance changes nothing). */
export function acceptInvitationStatement(
  db: Kysely<Database>,
  id: string,
  adminId: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_invitations')
    .set({ accepted_at: now, accepted_admin_id: adminId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .compile();
}

export function setMemberStatement(
  db: Kysely<Database>,
  id: string,
  changes: { role?: string; deactivated_at?: string | null; name?: string },
  now: string,
): CompiledQuery {
  return db
    .updateTable('admin_users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .compile();
}

/** The team's active accounts (anyone not deactivated). */
export function activeMembers(db: Kysely<Database>) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'name', 'email', 'role'])
    .where('deactivated_at', 'is', null)
    .execute();
}
