import { randomUUID } from 'node:crypto';
import {
  type CompiledQuery,
  type Insertable,
  type InsertObject,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
} from 'kysely';
import { bornOnOrBeforeForAdult } from '../../../domain/clients/dependants';
import { windhoekDate } from '../../../domain/windhoek-time';
import { closedPipelineStages } from '../../../shared/pipeline';
import type { Database } from '../../db';
import { idNumberColumns } from '../../db/field-encryption';
import { insertRow } from '../../db/statements';
import { contactKeys, emailKey, phoneKey } from './contact-keys';

/** Tables whose rows belong to one client (each has a `client_id`). */
export type ClientOwnedTable =
  | 'consultation_requests'
  | 'leads'
  | 'quote_requests'
  | 'workshop_registrations'
  | 'funeral_applications'
  | 'fna_submissions'
  | 'needs_analyses'
  | 'newsletter_subscriptions'
  | 'pipeline_leads';

/** The table of each kind of website enquiry's own row (its kind on the timeline and its card). */
export const websiteEnquiryTables = {
  'consultation-request': 'consultation_requests',
  questionnaire: 'leads',
  'quote-request': 'quote_requests',
  'workshop-registration': 'workshop_registrations',
  'book-order': 'leads',
  'checklist-download': 'leads',
  'funeral-application': 'funeral_applications',
  'fna-submission': 'fna_submissions',
  'needs-analysis': 'needs_analyses',
} as const satisfies Record<string, ClientOwnedTable>;

/**
 * A row the unit stores with its client's id already in it: one insert, where an insert and then
 * an update of `client_id` made two versions of the row and, on PostgreSQL, wrote each of its
 * indexes twice (`client_id` is indexed; issue 45). A card gets its `existing_client` (D32) in
 * the same insert.
 */
export type OwnedInsert = {
  [Table in ClientOwnedTable]: {
    table: Table;
    row: Omit<Insertable<Database[Table]>, 'client_id' | 'existing_client'>;
  };
}[ClientOwnedTable];

export interface ClientPerson {
  name: string;
  email: string;
  phone: string;
  idNumber?: string;
}

export interface ClientLink {
  person: ClientPerson;
  /** The rows of the unit, stored before it links, that belong to the client: each gets its id by an update. */
  rows: { table: ClientOwnedTable; id: string }[];
  /** Rows the unit stores with the client's id in them, once the client is found or made. */
  inserts?: OwnedInsert[];
  /** The entry on the client's timeline. */
  enquiry?: {
    kind: string;
    id: string;
    summary: string;
    expectsContact: boolean;
    /** Only when this row was stored by the unit (subscribing again keeps the first row). */
    onlyIfStoredIn?: ClientOwnedTable;
  };
  /**
   * The adviser typed these details (a lead added by hand): they are confirmed whoever they lead
   * to. A public form's details are confirmed only when they create the client (D31).
   */
  byAdviser?: boolean;
  /** A follow-up to create for the client ("Contact <name>"). */
  task?: { title: string; dueAt: string; pipelineLeadId: string | null };
  /**
   * One card per person and need (issue 59): the card among `inserts` (its id) and its need.
   * When the client has a card of that need still open, the enquiry is added to that card's
   * notes (`againNote`), its value becomes the new one's where that has one (an application
   * made again supersedes the first), and the new card is not kept; the task goes to the open
   * card, unless one of its follow-ups is still open.
   */
  card?: { id: string; need: string; againNote: string; valueCents: number | null };
}

/**
 * A card's notes take the enquiries asked again while they are shorter than this (issue 59): one
 * person sending the same form a thousand times grows a count (`asked`), not the card.
 */
const againNotesUpTo = 4000;

/** The client a key belongs to, as a SQL expression. */
function ownerOf(key: string): RawBuilder<string> {
  return sql<string>`(select client_id from client_keys where key = ${key})`;
}

/**
 * The statements that find or create the person's client and link the rows to it, for the same
 * unit as the rows themselves (nothing is stored without its client). They are decided before
 * the unit runs, so the matching is done in SQL:
 * 1. a new client is inserted only when none of the person's keys is known yet;
 * 2. each unknown key is added, pointing at the e-mail's client, else the phone's, else the new one;
 * 3. on PostgreSQL, where units run side by side, a unit first takes a transaction lock on each of
 *    its keys (in order, so two units never wait on each other), so the matching sees the outcome
 *    of any unit with a key in common, as SQLite's one writer does (no new client is made that
 *    its keys would not lead to);
 * 4. a key that joins an existing client is unconfirmed (D31): it records where it came from and
 *    grants nothing (no portal code, nothing private is sent to it) until the adviser confirms it;
 * 5. the client's empty details are filled in (an e-mail or phone only from a confirmed key) and
 *    an e-mail match whose phone belongs to another client is flagged as a possible duplicate;
 * 6. the rows to insert are stored with the client's id (a card with whether it is an existing
 *    client's, D32); the rows already stored, the timeline entry (with the keys it came with) and
 *    the task get the client's id.
 */
export function linkToClient(db: Kysely<Database>, link: ClientLink, now: string): CompiledQuery[] {
  const { person } = link;
  const keys = contactKeys(person);
  const newId = randomUUID();
  const name = person.name.trim();
  // Encrypted at rest with its keyed hash beside it (issue 21).
  const { id_number: idNumber, id_number_hash: idNumberHash } = idNumberColumns(
    person.idNumber?.trim() ?? '',
  );
  const statements: CompiledQuery[] = [];
  const add = (statement: RawBuilder<unknown>) => {
    statements.push(statement.compile(db));
  };
  const [primaryKey, secondKey] = keys;
  let owner: RawBuilder<string> = primaryKey ? ownerOf(primaryKey) : sql<string>`${newId}`;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const newClient = sql`select ${newId}, ${name}, ${person.email.trim()}, ${person.phone.trim()}, ${idNumber}, ${idNumberHash}, ${now}, ${now}, ${now}`;
  const columns = sql`(id, name, email, phone, id_number, id_number_hash, last_activity_at, created_at, updated_at)`;
  if (primaryKey) {
    if (postgres) {
      const locks = [...keys].sort().map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      add(sql`select ${sql.join(locks)}`);
    }
    add(
      sql`insert into clients ${columns} ${newClient}
        where not exists (select 1 from client_keys where key in (${sql.join(keys)}))`,
    );
    // One statement for every key, each getting the e-mail's client, else the phone's, else the
    // new one: whether or not a row's subqueries see the row inserted before it (SQLite's do,
    // PostgreSQL's do not), that is the same client for every key.
    let keyOwner = sql<string>`coalesce(${sql.join([...keys.map(ownerOf), sql`${newId}`])})`;
    if (postgres) {
      // The client, looked up once for the keys and the statements after them (a setting of this
      // transaction): a subquery in each of them made its planning most of the database's time per
      // enquiry, and the keys' insert looked it up twice a key (issue 45). Once the keys are in,
      // the first key's client is this one: the key was either its already or is now.
      add(sql`select set_config('adviser.client', ${keyOwner}, true)`);
      keyOwner = sql<string>`current_setting('adviser.client')`;
      owner = keyOwner;
    }
    // Confirmed when it is the new client's (made by this unit) or the adviser typed it.
    const confirmed = link.byAdviser ? sql`1` : sql`case when ${keyOwner} = ${newId} then 1 else 0 end`;
    const sourceKind = link.byAdviser ? 'adviser' : (link.enquiry?.kind ?? null);
    const sourceId = link.enquiry?.id ?? null;
    add(
      sql`insert into client_keys (key, client_id, created_at, confirmed, source_kind, source_id)
        values ${sql.join(
          keys.map((key) => sql`(${key}, ${keyOwner}, ${now}, ${confirmed}, ${sourceKind}, ${sourceId})`),
        )}
        on conflict (key) do nothing`,
    );
  } else {
    add(sql`insert into clients ${columns} ${newClient}`);
  }

  const duplicate = secondKey
    ? sql`case when ${ownerOf(secondKey)} <> id then ${ownerOf(secondKey)} else possible_duplicate_of end`
    : sql`possible_duplicate_of`;
  // An address or number fills an empty field only where it is confirmed for this client: the
  // client's e-mail is where private things go.
  const confirmedHere = (key: string | null) =>
    key
      ? sql`exists (select 1 from client_keys k where k.key = ${key} and k.client_id = clients.id and k.confirmed = 1)`
      : sql`1 = 0`;
  // A client this unit made has every detail from its insert: updated only when it was there
  // before (an update of the new row made a second version of it; issue 45).
  if (primaryKey)
    add(
      sql`update clients set
      name = case when name = '' then ${name} else name end,
      email = case when email = '' and ${confirmedHere(emailKey(person.email))} then ${person.email.trim()} else email end,
      phone = case when phone = '' and ${confirmedHere(phoneKey(person.phone))} then ${person.phone.trim()} else phone end,
      ${
        link.byAdviser
          ? sql`id_number_hash = case when id_number = '' then ${idNumberHash} else id_number_hash end,
      id_number = case when id_number = '' then ${idNumber} else id_number end,`
          : sql``
      }
      possible_duplicate_of = ${duplicate},
      last_activity_at = case when last_activity_at < ${now} then ${now} else last_activity_at end,
      updated_at = ${now}
      where id = ${owner} and id <> ${newId}`,
    );

  // D35 (issue 56): a form's ID number is the visitor's claim. On a client made by this unit it is
  // theirs; on one that was there it fills nothing and waits, like an e-mail or a phone, for the
  // adviser to confirm it (unless the record has that very number already).
  if (primaryKey && !link.byAdviser && idNumberHash)
    add(
      sql`insert into client_keys (key, client_id, created_at, confirmed, source_kind, source_id)
        select ${`id:${idNumberHash}`}, id, ${now}, 0, ${link.enquiry?.kind ?? null}, ${link.enquiry?.id ?? null}
        from clients where id = ${owner} and id <> ${newId} and id_number_hash <> ${idNumberHash}
        on conflict (key) do nothing`,
    );

  const { card } = link;
  // The client's other card of the same need still open, oldest first (issue 59); only when every
  // detail the enquiry came with is confirmed as this client's: one that is only a claim (D31)
  // keeps its own card, for the adviser to file as a new person if it is someone else.
  const certain = keys.length
    ? sql`not exists (select 1 from client_keys where key in (${sql.join(keys)})
        and (client_id <> ${owner} or confirmed = 0))`
    : sql`1 = 0`;
  const openOfNeed = card
    ? sql<string>`(select id from pipeline_leads where client_id = ${owner} and need = ${card.need}
        and status not in (${sql.join([...closedPipelineStages])}) and id <> ${card.id} and ${certain}
        order by created_at, id limit 1)`
    : null;
  if (card && openOfNeed)
    add(
      sql`update pipeline_leads set
        notes = case when notes = '' then ${card.againNote}
          when length(notes) < ${againNotesUpTo} then notes || ${`\n\n${card.againNote}`} else notes end,
        asked = asked + 1,
        estimated_value_cents = coalesce(${card.valueCents}, estimated_value_cents),
        updated_at = ${now}
        where id = ${openOfNeed}`,
    );
  // The new card is inserted whatever (a unique index on it, such as one card per needs analysis,
  // still refuses the whole unit), then taken back when the open one took the enquiry.
  for (const insert of link.inserts ?? []) statements.push(ownedInsert(insert, owner, db));
  if (card && openOfNeed) {
    add(sql`delete from pipeline_leads where id = ${card.id} and ${openOfNeed} is not null`);
    // A card that came with a detail only claimed takes no later enquiry either: it may be
    // someone else's, filed apart by the adviser.
    add(sql`update pipeline_leads set need = null where id = ${card.id} and not (${certain})`);
  }
  // D37 (issue 59): a dependant is not on the board. Their own enquiry, every detail it came with
  // theirs, stays on their record and waits for a first contact with its follow-up, and no card:
  // the adult who contracts is the one to talk to. With a detail only claimed it keeps its card
  // (D31: it may be someone else's, for the adviser to file apart).
  if (card) {
    const dependantOn = bornOnOrBeforeForAdult(windhoekDate(new Date(now)));
    add(
      sql`delete from pipeline_leads where id = ${card.id} and ${certain} and exists (select 1 from clients
        where id = ${owner} and date_of_birth is not null and date_of_birth > ${dependantOn})`,
    );
  }
  for (const row of link.rows) {
    // D32: a client's new enquiry is an opportunity of an existing client on the board, not a new lead.
    const card = row.table === 'pipeline_leads' ? sql`, existing_client = ${isExistingClient(owner)}` : sql``;
    add(sql`update ${sql.table(row.table)} set client_id = ${owner}${card} where id = ${row.id}`);
  }
  if (link.enquiry) {
    const { enquiry } = link;
    const guard = enquiry.onlyIfStoredIn
      ? sql`where exists (select 1 from ${sql.table(enquiry.onlyIfStoredIn)} where id = ${enquiry.id})`
      : sql``;
    add(
      sql`insert into client_enquiries
        (id, client_id, kind, enquiry_id, summary, expects_contact, first_contacted_at, created_at, contact_keys)
        select ${randomUUID()}, ${owner}, ${enquiry.kind}, ${enquiry.id}, ${enquiry.summary},
          ${enquiry.expectsContact ? 1 : 0}, null, ${now}, ${keys.join(' ')} ${guard}`,
    );
  }
  if (link.task) {
    const { task } = link;
    if (card && openOfNeed && task.pipelineLeadId === card.id) {
      // The card that took the enquiry: the new one, or the open one of the same need, which
      // gets no second follow-up while one of its own is open.
      const taskCard = sql<string>`coalesce((select id from pipeline_leads where id = ${card.id}), ${openOfNeed})`;
      add(
        sql`insert into tasks
          (id, client_id, pipeline_lead_id, title, due_at, done_at, created_by, created_at, updated_at)
          select ${randomUUID()}, ${owner}, ${taskCard}, ${task.title}, ${task.dueAt}, null, null, ${now}, ${now}
          where not exists (select 1 from tasks where pipeline_lead_id = ${taskCard} and done_at is null)`,
      );
    } else
      add(
        sql`insert into tasks
          (id, client_id, pipeline_lead_id, title, due_at, done_at, created_by, created_at, updated_at)
          values (${randomUUID()}, ${owner}, ${task.pipelineLeadId}, ${task.title}, ${task.dueAt},
            null, null, ${now}, ${now})`,
      );
  }
  return statements;
}

/** Whether the client is one already (D32): a card of theirs is an opportunity, not a new lead. */
function isExistingClient(owner: RawBuilder<string>): RawBuilder<number> {
  return sql<number>`case when exists
    (select 1 from clients where id = ${owner} and stage = 'client') then 1 else 0 end`;
}

function ownedInsert(
  { table, row }: OwnedInsert,
  owner: RawBuilder<string>,
  db: Kysely<Database>,
): CompiledQuery {
  const card = table === 'pipeline_leads' ? { existing_client: isExistingClient(owner) } : {};
  return insertRow(db, table, { ...row, client_id: owner, ...card } as InsertObject<Database, typeof table>);
}

/**
 * A client known only by name (issue 31: a child an FNA lists, added to the household): no
 * e-mail or phone to recognise them by, so a later enquiry of theirs makes its own client, which
 * the adviser can merge.
 */
export function namedClientStatement(
  db: Kysely<Database>,
  client: { id: string; name: string },
  now: string,
): CompiledQuery {
  return db
    .insertInto('clients')
    .values({
      id: client.id,
      name: client.name,
      email: '',
      phone: '',
      ...idNumberColumns(''),
      possible_duplicate_of: null,
      merged_into: null,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    })
    .compile();
}
