import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';

export type ConsultationRequestRow = Database['consultation_requests'];
export type LeadRow = Database['leads'];
export type QuoteRequestRow = Database['quote_requests'];
export type WorkshopRegistrationRow = Database['workshop_registrations'];

// Statements for `DatabaseHandle.write`: built here, run together with the pipeline card's.

export function insertConsultationRequest(db: Kysely<Database>, row: ConsultationRequestRow): CompiledQuery {
  return db.insertInto('consultation_requests').values(row).compile();
}

export function insertLead(db: Kysely<Database>, row: LeadRow): CompiledQuery {
  return db.insertInto('leads').values(row).compile();
}

export function insertQuoteRequest(db: Kysely<Database>, row: QuoteRequestRow): CompiledQuery {
  return db.insertInto('quote_requests').values(row).compile();
}

export function insertWorkshopRegistration(
  db: Kysely<Database>,
  row: WorkshopRegistrationRow,
): CompiledQuery {
  return db.insertInto('workshop_registrations').values(row).compile();
}
