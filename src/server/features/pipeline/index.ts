import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import { contactPromiseMs } from '../../../domain/clients/contact-promise';
import { askedAgainNote, cardNeed } from '../../../domain/pipeline/needs';
import { windhoekDateLabel } from '../../../domain/windhoek-time';
import type { EnquiryType, PipelinePriority } from '../../../shared/pipeline';
import type { Database } from '../../db';
import { type ClientOwnedTable, linkToClient, type OwnedInsert, websiteEnquiryTables } from '../clients';
import { queueEnquiryEmails } from '../notifications';

export type { EnquiryType, PipelinePriority } from '../../../shared/pipeline';
export { toPipelineLead } from './lead-shape';
export type { PipelineLeadRow } from './repository';

export interface WebsiteEnquiry {
  type: EnquiryType;
  id: string;
  name: string;
  email: string;
  phone: string;
  priority: PipelinePriority;
  /** A short summary for the adviser: what was asked, in plain words. */
  notes: string;
  /**
   * What it is about, for one card per person and need (issue 59, `cardNeed`): a consultation's
   * topic, a questionnaire's flow, a quote's kinds of cover, a book's or guide's title.
   */
  about?: string;
  /** Where it came from on the board; 'Website' unless said. */
  source?: string;
  estimatedValueCents?: number | null;
  /** The one-line summary on the client's timeline (and in the WhatsApp text); the notes' first line unless said. */
  summary?: string;
  /** The person's name for their client record when `name` is not one (a checklist download shows the e-mail). */
  personName?: string;
  idNumber?: string;
  /** Further rows of the enquiry that belong to the client (a workshop registration's lead row). */
  alsoLinks?: { table: ClientOwnedTable; id: string }[];
  /** More for the visitor's confirmation e-mail only (a workshop registration's cancellation token). */
  confirmationExtras?: Record<string, string>;
  /**
   * The enquiry's own row, for the follow-ups to store with its client's id in it (one insert
   * instead of an insert and an update). Without it, the row is in the unit before the follow-ups
   * and is linked to the client by an update.
   */
  row?: OwnedInsert;
}

/**
 * The card that puts a website enquiry on the pipeline board as a new lead (DECISIONS D14), for
 * the client linking to store in the enquiry's own unit, so both are stored or neither.
 */
function enquiryCard(enquiry: WebsiteEnquiry, now: string, cardId: string, need: string): OwnedInsert {
  const row: Extract<OwnedInsert, { table: 'pipeline_leads' }>['row'] = {
    id: cardId,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: '',
    status: 'new-lead',
    priority: enquiry.priority,
    source: enquiry.source ?? 'Website',
    enquiry_type: enquiry.type,
    enquiry_id: enquiry.id,
    estimated_value_cents: enquiry.estimatedValueCents ?? null,
    expected_close_date: null,
    notes: enquiry.notes,
    last_contact_date: null,
    next_follow_up: null,
    created_at: now,
    updated_at: now,
    need,
  };
  return { table: 'pipeline_leads', row };
}

/**
 * Everything a stored website enquiry brings with it, for the enquiry's own unit: its card on the
 * board, its e-mails in the outbox (issue 10), its client with the timeline entry and the
 * "Contact <name>" task due when the site's 24-hour promise runs out (issue 18).
 *
 * One card per person and need (issue 59): a person's second enquiry of a need whose card is
 * still open goes on that card. A workshop seat is not a sale: a registration makes no card and
 * no "Contact" task, and waits for no first contact (the workshop's list has it).
 */
export function enquiryFollowUps(
  db: Kysely<Database>,
  enquiry: WebsiteEnquiry,
  now: string,
): CompiledQuery[] {
  const cardId = randomUUID();
  const personName = enquiry.personName ?? enquiry.name;
  const ownRow = enquiry.row ? [] : [{ table: websiteEnquiryTables[enquiry.type], id: enquiry.id }];
  const need = cardNeed(enquiry.type, enquiry.about);
  const summary = enquiry.summary ?? enquiry.notes.split('\n')[0] ?? '';
  return [
    ...queueEnquiryEmails(db, enquiry, now),
    ...linkToClient(
      db,
      {
        person: {
          name: personName,
          email: enquiry.email,
          phone: enquiry.phone,
          idNumber: enquiry.idNumber ?? '',
        },
        inserts: [
          ...(enquiry.row ? [enquiry.row] : []),
          ...(need === null ? [] : [enquiryCard(enquiry, now, cardId, need)]),
        ],
        rows: [...ownRow, ...(enquiry.alsoLinks ?? [])],
        enquiry: { kind: enquiry.type, id: enquiry.id, summary, expectsContact: need !== null },
        ...(need === null
          ? {}
          : {
              card: {
                id: cardId,
                need,
                valueCents: enquiry.estimatedValueCents ?? null,
                // Its first lines ('Consultation request: ...; Urgency: ...; Booked: ...').
                againNote: askedAgainNote(
                  windhoekDateLabel(now),
                  (enquiry.notes.split('\n\n')[0] ?? summary).split('\n').join('; '),
                ),
              },
              task: {
                title: `Contact ${enquiry.name}`,
                // The site promises a reply within 24 hours: the task falls due when the promise runs out.
                dueAt: new Date(Date.parse(now) + contactPromiseMs).toISOString(),
                pipelineLeadId: cardId,
              },
            }),
      },
      now,
    ),
  ];
}
export { registerPipelineRoutes } from './routes';
