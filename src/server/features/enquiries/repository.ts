import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type ConsultationRequestRow = Database['consultation_requests'];
export type LeadRow = Database['leads'];
export type QuoteRequestRow = Database['quote_requests'];
export type WorkshopRegistrationRow = Database['workshop_registrations'];

// Statements for `DatabaseHandle.write`: built here, run together with the pipeline card's (a
// consultation's and a quote request's own rows are stored by the client linking: `WebsiteEnquiry.row`).

export function insertLead(db: Kysely<Database>, row: LeadRow): CompiledQuery {
  return insertRow(db, 'leads', row);
}
