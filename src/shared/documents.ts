import { z } from 'zod';
import { isCalendarDate } from '../domain/book/calendar-dates';

/** Documents a client's file holds (issue 32): the API's shapes and the accepted files. */

export const documentKinds = [
  'id-document',
  'passport',
  'proof-of-address',
  'payslip',
  'bank-statement',
  'policy-schedule',
  'record-of-advice',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindLabels: Record<DocumentKind, string> = {
  'id-document': 'ID document',
  passport: 'Passport',
  'proof-of-address': 'Proof of address',
  payslip: 'Payslip',
  'bank-statement': 'Bank statement',
  'policy-schedule': 'Policy schedule',
  'record-of-advice': 'Record of advice',
  other: 'Other',
};

/** The largest file taken: 10 MB. */
export const documentMaxBytes = 10 * 1024 * 1024;
export const acceptedDocumentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const;
export type DocumentMediaType = (typeof acceptedDocumentTypes)[number];
/** What the upload says it accepts (the file's content decides, not its name). */
export const acceptedDocumentsText = 'a PDF, JPEG, PNG, WebP or HEIC file of at most 10 MB';

/** The upload's fields beside the file. */
export const documentFieldsSchema = z.strictObject({
  kind: z.enum(documentKinds, { error: 'Choose what kind of document it is' }),
  expiresOn: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isCalendarDate(value),
      'Enter the expiry date as a real date (YYYY-MM-DD)',
    )
    .default(''),
});

export interface ClientDocument {
  id: string;
  clientId: string;
  kind: DocumentKind;
  fileName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  expiresOn: string | null;
  /** Who added it: the adviser, or the client through a request link. */
  source: 'adviser' | 'client';
  createdAt: string;
}
