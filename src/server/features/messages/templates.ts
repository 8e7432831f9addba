import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { apiErrorCodes } from '../../../shared/api-error';
import type { MessageTemplate, TemplateInput } from '../../../shared/message-templates';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import type { Actor } from '../clients';
import {
  deleteTemplateStatement,
  findTemplate,
  insertTemplateStatement,
  templateRows,
  updateTemplateStatement,
} from './repository';

/** The adviser's message templates (issue 33): the four built in, and their own. Audited. */

type TemplateRow = Selectable<Database['message_templates']>;

const notFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such template.');

function toTemplate(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    builtIn: row.built_in !== null,
    updatedAt: row.updated_at,
  };
}

const audit = (database: DatabaseHandle, actor: Actor, action: string, id: string, stamp: string) =>
  auditStatement(
    database.db,
    { adminId: actor.admin.adminId, action, entityType: 'message-template', entityId: id, ip: actor.ip },
    stamp,
  );

const find = (database: DatabaseHandle, id: string) => findTemplate(database.db, id);

export async function listTemplates(database: DatabaseHandle): Promise<MessageTemplate[]> {
  // The built-in ones first, in their order, then the adviser's by name.
  const rows = await templateRows(database.db);
  const builtIn = rows.filter((row) => row.built_in !== null);
  const own = rows.filter((row) => row.built_in === null).sort((a, b) => a.name.localeCompare(b.name));
  return [...builtIn, ...own].map(toTemplate);
}

export async function createTemplate(
  database: DatabaseHandle,
  input: TemplateInput,
  actor: Actor,
  now: Date,
): Promise<MessageTemplate> {
  const stamp = now.toISOString();
  const row: TemplateRow = {
    id: randomUUID(),
    ...input,
    built_in: null,
    created_by: actor.admin.adminId,
    created_at: stamp,
    updated_at: stamp,
  };
  await database.write([
    insertTemplateStatement(database.db, row),
    audit(database, actor, 'create', row.id, stamp),
  ]);
  return toTemplate(row);
}

export async function updateTemplate(
  database: DatabaseHandle,
  id: string,
  changes: Partial<TemplateInput>,
  actor: Actor,
  now: Date,
): Promise<MessageTemplate> {
  if (!(await find(database, id))) throw notFound();
  const stamp = now.toISOString();
  await database.write([
    updateTemplateStatement(database.db, id, { ...changes, updated_at: stamp }),
    audit(database, actor, 'update', id, stamp),
  ]);
  return toTemplate((await find(database, id)) as TemplateRow);
}

export async function deleteTemplate(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await find(database, id);
  if (!row) throw notFound();
  if (row.built_in !== null)
    throw new HttpError(409, apiErrorCodes.conflict, 'A built-in template can be changed, not deleted.');
  const stamp = now.toISOString();
  await database.write([
    deleteTemplateStatement(database.db, id),
    audit(database, actor, 'delete', id, stamp),
  ]);
}
