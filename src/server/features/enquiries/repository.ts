import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type ConsultationRequestRow = Database['consultation_requests'];
export type LeadRow = Database['leads'];
export type QuoteRequestRow = Database['quote_requests'];
export type WorkshopRegistrationRow = Database['workshop_registrations'];

// Statements for `DatabaseHandle.write`: built here, run together with the pipeline card's.

export function insertConsultationRequest(db: Kysely<Database>, row: ConsultationRequestRow): CompiledQuery {
  return insertRow(db, 'consultation_requests', row);
}

export function insertLead(db: Kysely<Database>, row: LeadRow): CompiledQuery {
  return insertRow(db, 'leads', row);
}

export function insertQuoteRequest(db: Kysely<Database>, row: QuoteRequestRow): CompiledQuery {
  return insertRow(db, 'quote_requests', row);
}
