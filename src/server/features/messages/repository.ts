import type { CompiledQuery, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** The message templates (issue 36): the built-in ones and the adviser's own. */

export function findTemplate(db: Kysely<Database>, id: string) {
  return db.selectFrom('message_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every template, the built-in ones first (by id), then the adviser's. */
export function templateRows(db: Kysely<Database>) {
  return db
    .selectFrom('message_templates')
    .selectAll()
    .orderBy((eb) => eb.case().when('built_in', 'is not', null).then(0).else(1).end())
    .orderBy('id')
    .execute();
}

export function insertTemplateStatement(
  db: Kysely<Database>,
  row: Database['message_templates'],
): CompiledQuery {
  return insertRow(db, 'message_templates', row);
}

export function updateTemplateStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['message_templates']>,
): CompiledQuery {
  return db.updateTable('message_templates').set(changes).where('id', '=', id).compile();
}

export function deleteTemplateStatement(db: Kysely<Database>, id: string): CompiledQuery {
  return db.deleteFrom('message_templates').where('id', '=', id).compile();
}
