import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export type ConsultationRequestRow = Database['consultation_requests'];
export type LeadRow = Database['leads'];
export type QuoteRequestRow = Database['quote_requests'];
export type WorkshopRegistrationRow = Database['workshop_registrations'];

export async function insertConsultationRequest(db: Kysely<Database>, row: ConsultationRequestRow) {
  await db.insertInto('consultation_requests').values(row).execute();
}

export async function insertLead(db: Kysely<Database>, row: LeadRow) {
  await db.insertInto('leads').values(row).execute();
}

export async function insertQuoteRequest(db: Kysely<Database>, row: QuoteRequestRow) {
  await db.insertInto('quote_requests').values(row).execute();
}

export async function insertWorkshopRegistration(db: Kysely<Database>, row: WorkshopRegistrationRow) {
  await db.insertInto('workshop_registrations').values(row).execute();
}
