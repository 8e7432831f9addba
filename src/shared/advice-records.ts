import { z } from 'zod';
import { windhoekDateLabel, windhoekTimeLabel } from '../domain/windhoek-time';

/**
 * Records of advice, confirmed by the client (issue 32): the adviser sends "Ask to confirm" for an
 * FNA report or any PDF in the client's file; the client reads it through a private link (or in
 * their portal), types their full name and confirms they received and understood the advice.
 */

/** Days an "Ask to confirm" link works. */
export const adviceConfirmationDays = 30;

const uuid = z.uuid('Choose a document from their file');

/** What to ask about: a PDF in their file, or their FNA (its report is made and filed first). */
export const adviceRequestSchema = z.union(
  [z.strictObject({ documentId: uuid }), z.strictObject({ fnaId: z.uuid('Choose one of their FNAs') })],
  { error: 'documentId: Choose a PDF from their file, or fnaId: one of their FNAs' },
);
export type AdviceRequestInput = z.infer<typeof adviceRequestSchema>;

/** The statement the client confirms, word for word as it goes on the copy's last page. */
export const adviceStatement =
  'I received this record of advice, read it, and understood the advice it gives.';

export const adviceConfirmSchema = z.strictObject({
  fullName: z
    .string({ error: 'Type your full name' })
    .trim()
    .min(3, 'Type your full name')
    .max(120, 'Write at most 120 characters')
    .refine((name) => /\p{L}/u.test(name) && !/[\p{Cc}<>]/u.test(name), 'Type your full name in letters')
    .refine((name) => name.split(/\s+/).length >= 2, 'Type your full name: your first name and surname'),
  understood: z.literal(true, { error: 'Tick the box to confirm you received and understood the advice' }),
});
export type AdviceConfirmInput = z.infer<typeof adviceConfirmSchema>;

export type AdviceStatus = 'open' | 'confirmed' | 'withdrawn';

/** One "Ask to confirm" as the adviser sees it. */
export interface AdviceRecord {
  id: string;
  documentId: string;
  fileName: string;
  /** SHA-256 of the document the client was asked about (hex). */
  sha256: string;
  status: AdviceStatus;
  expiresAt: string;
  createdAt: string;
  confirmedName: string | null;
  confirmedAt: string | null;
  confirmedIp: string | null;
  confirmedBrowser: string | null;
  /** The copy with the confirmation as its last page. */
  confirmedDocumentId: string | null;
}

/** The answer to a new "Ask to confirm": the link to send (shown once: only its hash is kept). */
export interface AdviceRecordCreated extends AdviceRecord {
  link: string;
  emailed: boolean;
  whatsappText: string;
}

/** What the client's page shows. */
export interface AdviceForClient {
  firstName: string;
  fileName: string;
  sha256: string;
  status: 'open' | 'confirmed';
  confirmedName: string | null;
  confirmedAt: string | null;
  expiresAt: string;
}

/** "Confirmed by Maria Shikongo on 3 December 2026" (the Windhoek calendar). */
export function confirmedLine(name: string, at: string): string {
  return `Confirmed by ${name} on ${windhoekDateLabel(at)}`;
}

/** "3 December 2026 at 10:15 AM (Windhoek time)": the moment on the copy's last page. */
export function confirmedMoment(at: string): string {
  return `${windhoekDateLabel(at)} at ${windhoekTimeLabel(at)} (Windhoek time)`;
}
