import { z } from 'zod';
import { type DocumentKind, documentKinds } from './documents';

/** Documents asked of a client through a private link (issue 32): the API's shapes. */

/** Days a request's link works. */
export const documentRequestDays = 14;

export const documentRequestSchema = z.strictObject({
  kinds: z
    .array(z.enum(documentKinds, { error: 'Choose the documents to ask for' }), {
      error: 'Choose the documents to ask for',
    })
    .min(1, 'Choose the documents to ask for')
    .max(documentKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Choose each document once'),
  note: z.string().trim().max(500, 'Write at most 500 characters').default(''),
});
export type DocumentRequestInput = z.infer<typeof documentRequestSchema>;

export type DocumentRequestStatus = 'open' | 'complete' | 'withdrawn';

/** A request as the adviser sees it. */
export interface DocumentRequest {
  id: string;
  kinds: DocumentKind[];
  received: DocumentKind[];
  note: string;
  status: DocumentRequestStatus;
  /** Past it, the link no longer works. */
  expiresAt: string;
  createdAt: string;
}

/** The answer to a new request: the link to send (shown once: only its hash is kept). */
export interface DocumentRequestCreated extends DocumentRequest {
  link: string;
  /** Whether an e-mail with the link was queued (the client has an address). */
  emailed: boolean;
  whatsappText: string;
  /**
   * Where the WhatsApp text may go: their phone in E.164 when it is confirmed as theirs (D31), else
   * null (the link is copied and sent by hand).
   */
  whatsappTo: string | null;
}

/** What the client's page shows: their first name, what is asked and what has come. */
export interface DocumentRequestForClient {
  firstName: string;
  /** "Dear Maria": how the page greets them (issue 44: one greeting everywhere). */
  greeting: string;
  note: string;
  expiresAt: string;
  items: { kind: DocumentKind; received: boolean }[];
  complete: boolean;
}
