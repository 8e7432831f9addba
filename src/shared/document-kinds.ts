/**
 * The kinds of document a client's file holds and the files taken (issue 32): plain values in a
 * module of their own, for the client's public page (no schema comes with them).
 */

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

/** A kind as it reads inside a sentence: "your proof of address", "your ID document". */
export function documentKindInSentence(kind: DocumentKind): string {
  const label = documentKindLabels[kind];
  return /^[A-Z]{2}/.test(label) ? label : `${label[0]?.toLowerCase()}${label.slice(1)}`;
}

/** A file's size as people read it: '1.5 MB', '240 KB' (at least 1 KB). */
export function documentSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
