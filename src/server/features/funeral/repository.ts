import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type FuneralMemberRow = Database['funeral_application_members'];

export function insertFuneralMember(db: Kysely<Database>, row: FuneralMemberRow): CompiledQuery {
  return insertRow(db, 'funeral_application_members', row);
}
