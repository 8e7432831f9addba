import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { contactKeys } from './contact-keys';

/**
 * Links the records stored before the client book existed (migration 0009), with the rule the
 * site applies to new ones (link.ts): in the order they arrived, a record joins the client of
 * its e-mail, else of its phone, else starts a new client; an e-mail match whose phone belongs to
 * another client is flagged. Returns how many rows of each table were linked.
 */

interface Person {
  table: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  idNumber: string;
  createdAt: string;
  /** The timeline entry, when the row is an enquiry (a workshop registration's lead row is not). */
  enquiry?: { kind: string; summary: string; expectsContact: boolean };
}

interface ClientDraft {
  id: string;
  name: string;
  email: string;
  phone: string;
  idNumber: string;
  duplicateOf: string | null;
  createdAt: string;
  lastActivityAt: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const joinName = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();
const firstLine = (value: unknown) => text(value).split('\n')[0] ?? '';

function leadKind(source: string, questionnaireType: unknown): string | null {
  if (questionnaireType) return 'questionnaire';
  if (source.startsWith('Book order')) return 'book-order';
  if (source.startsWith('Financial Planning Checklist')) return 'checklist-download';
  // A workshop registration's lead row: the registration is the enquiry.
  return null;
}

// biome-ignore lint/suspicious/noExplicitAny: the migration runs against the schema of its own time.
type AnyDb = Kysely<any>;

async function existingPeople(db: AnyDb): Promise<Person[]> {
  const cards = await db.selectFrom('pipeline_leads').selectAll().execute();
  const cardSummary = new Map<string, string>();
  for (const card of cards) if (card.enquiry_id) cardSummary.set(card.enquiry_id, firstLine(card.notes));
  const summary = (id: string, fallback: string) => cardSummary.get(id) || fallback;
  const people: Person[] = [];
  for (const row of await db.selectFrom('consultation_requests').selectAll().execute()) {
    people.push({
      table: 'consultation_requests',
      id: row.id,
      name: text(row.full_name),
      email: text(row.email),
      phone: text(row.phone),
      idNumber: '',
      createdAt: row.created_at,
      enquiry: {
        kind: 'consultation-request',
        summary: summary(row.id, 'Consultation request'),
        expectsContact: true,
      },
    });
  }
  const leads = await db.selectFrom('leads').selectAll().execute();
  const leadById = new Map(leads.map((lead) => [lead.id, lead]));
  for (const row of leads) {
    const kind = leadKind(text(row.source), row.questionnaire_type);
    people.push({
      table: 'leads',
      id: row.id,
      name: joinName(row.first_name, row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      idNumber: '',
      createdAt: row.created_at,
      ...(kind
        ? { enquiry: { kind, summary: summary(row.id, text(row.source)), expectsContact: true } }
        : {}),
    });
  }
  for (const row of await db.selectFrom('quote_requests').selectAll().execute()) {
    people.push({
      table: 'quote_requests',
      id: row.id,
      name: joinName(row.first_name, row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      idNumber: '',
      createdAt: row.created_at,
      enquiry: { kind: 'quote-request', summary: summary(row.id, 'Quote request'), expectsContact: true },
    });
  }
  for (const row of await db.selectFrom('workshop_registrations').selectAll().execute()) {
    const lead = leadById.get(row.lead_id);
    people.push({
      table: 'workshop_registrations',
      id: row.id,
      name: joinName(lead?.first_name, lead?.last_name),
      email: text(lead?.email),
      phone: text(lead?.phone),
      idNumber: '',
      createdAt: row.created_at,
      enquiry: {
        kind: 'workshop-registration',
        summary: summary(row.id, `Workshop registration: ${text(row.workshop_name)}`),
        expectsContact: true,
      },
    });
  }
  for (const row of await db.selectFrom('funeral_applications').selectAll().execute()) {
    people.push({
      table: 'funeral_applications',
      id: row.id,
      name: joinName(row.first_name, row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      idNumber: text(row.id_number),
      createdAt: row.created_at,
      enquiry: {
        kind: 'funeral-application',
        summary: summary(row.id, 'Funeral cover application'),
        expectsContact: true,
      },
    });
  }
  for (const row of await db.selectFrom('fna_submissions').selectAll().execute()) {
    people.push({
      table: 'fna_submissions',
      id: row.id,
      name: joinName(row.client_name, row.client_surname),
      email: text(row.email),
      phone: text(row.phone),
      idNumber: text(row.id_number),
      createdAt: row.created_at,
      enquiry: {
        kind: 'fna-submission',
        summary: summary(row.id, 'Financial Needs Analysis'),
        expectsContact: true,
      },
    });
  }
  // An analysis still in progress is not an enquiry yet: it is linked when the visitor completes it.
  for (const row of await db
    .selectFrom('needs_analyses')
    .selectAll()
    .where('status', '=', 'completed')
    .execute()) {
    let profile: Record<string, unknown> = {};
    try {
      profile = JSON.parse(text(row.client_profile)) as Record<string, unknown>;
    } catch {
      // An unreadable profile still gets a client of its own.
    }
    people.push({
      table: 'needs_analyses',
      id: row.id,
      name: text(profile.fullName),
      email: text(profile.email),
      phone: text(profile.phone),
      idNumber: '',
      createdAt: text(row.completed_at) || row.created_at,
      enquiry: { kind: 'needs-analysis', summary: summary(row.id, 'Needs analysis'), expectsContact: true },
    });
  }
  for (const row of await db.selectFrom('newsletter_subscriptions').selectAll().execute()) {
    people.push({
      table: 'newsletter_subscriptions',
      id: row.id,
      name: '',
      email: text(row.email),
      phone: '',
      idNumber: '',
      createdAt: row.created_at,
      enquiry: { kind: 'newsletter', summary: 'Subscribed to the newsletter', expectsContact: false },
    });
  }
  // Cards added by hand are a person of their own; a website enquiry's card follows its enquiry.
  for (const card of cards) {
    if (card.enquiry_id) continue;
    people.push({
      table: 'pipeline_leads',
      id: card.id,
      name: text(card.name),
      email: text(card.email),
      phone: text(card.phone),
      idNumber: '',
      createdAt: card.created_at,
      enquiry: {
        kind: 'manual-lead',
        summary: firstLine(card.notes) || 'Lead added by hand',
        expectsContact: false,
      },
    });
  }
  return people.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

export async function linkExistingRecords(database: Kysely<unknown>): Promise<Record<string, number>> {
  const db = database as AnyDb;
  const people = await existingPeople(db);
  const owners = new Map<string, ClientDraft>();
  const clients: ClientDraft[] = [];
  const keyRows: { key: string; client_id: string; created_at: string }[] = [];
  const linked = new Map<string, Map<string, string>>();
  const enquiries: Record<string, unknown>[] = [];
  for (const person of people) {
    const keys = contactKeys(person);
    const [primaryKey, secondKey] = keys;
    let client = (primaryKey && owners.get(primaryKey)) || (secondKey && owners.get(secondKey)) || undefined;
    if (!client) {
      client = {
        id: randomUUID(),
        name: '',
        email: '',
        phone: '',
        idNumber: '',
        duplicateOf: null,
        createdAt: person.createdAt,
        lastActivityAt: person.createdAt,
      };
      clients.push(client);
    }
    for (const key of keys) {
      if (!owners.has(key)) {
        owners.set(key, client);
        keyRows.push({ key, client_id: client.id, created_at: person.createdAt });
      }
    }
    const phoneOwner = secondKey ? owners.get(secondKey) : undefined;
    if (phoneOwner && phoneOwner !== client) client.duplicateOf = phoneOwner.id;
    client.name ||= person.name.trim();
    client.email ||= person.email.trim();
    client.phone ||= person.phone.trim();
    client.idNumber ||= person.idNumber.trim();
    client.lastActivityAt = person.createdAt;
    const tableLinks = linked.get(person.table) ?? new Map<string, string>();
    tableLinks.set(person.id, client.id);
    linked.set(person.table, tableLinks);
    if (person.enquiry) {
      enquiries.push({
        id: randomUUID(),
        client_id: client.id,
        kind: person.enquiry.kind,
        enquiry_id: person.id,
        summary: person.enquiry.summary,
        expects_contact: person.enquiry.expectsContact ? 1 : 0,
        first_contacted_at: null,
        created_at: person.createdAt,
      });
    }
  }
  // A workshop registration's lead row and a website enquiry's card belong to the enquiry's client.
  const clientOf = (id: string) => {
    for (const tableLinks of linked.values()) {
      const found = tableLinks.get(id);
      if (found) return found;
    }
    return undefined;
  };
  const registrations = await db.selectFrom('workshop_registrations').select(['id', 'lead_id']).execute();
  const leadLinks = linked.get('leads') ?? new Map<string, string>();
  for (const registration of registrations) {
    const owner = linked.get('workshop_registrations')?.get(registration.id);
    if (owner) leadLinks.set(registration.lead_id, owner);
  }
  linked.set('leads', leadLinks);
  const cardLinks = linked.get('pipeline_leads') ?? new Map<string, string>();
  for (const card of await db.selectFrom('pipeline_leads').select(['id', 'enquiry_id']).execute()) {
    const owner = card.enquiry_id ? clientOf(card.enquiry_id) : undefined;
    if (owner) cardLinks.set(card.id, owner);
  }
  linked.set('pipeline_leads', cardLinks);

  const chunk = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
      rows.slice(index * size, (index + 1) * size),
    );
  for (const part of chunk(clients, 100)) {
    await db
      .insertInto('clients')
      .values(
        part.map((client) => ({
          id: client.id,
          name: client.name,
          email: client.email,
          phone: client.phone,
          id_number: client.idNumber,
          possible_duplicate_of: client.duplicateOf,
          merged_into: null,
          last_activity_at: client.lastActivityAt,
          created_at: client.createdAt,
          updated_at: client.lastActivityAt,
        })),
      )
      .execute();
  }
  for (const part of chunk(keyRows, 200)) await db.insertInto('client_keys').values(part).execute();
  for (const part of chunk(enquiries, 100)) await db.insertInto('client_enquiries').values(part).execute();
  const counts: Record<string, number> = {};
  for (const [table, tableLinks] of linked) {
    for (const [id, clientId] of tableLinks) {
      await db.updateTable(table).set({ client_id: clientId }).where('id', '=', id).execute();
    }
    counts[table] = tableLinks.size;
  }
  return counts;
}
