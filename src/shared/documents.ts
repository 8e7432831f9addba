import { z } from 'zod';
import { isCalendarDate } from '../domain/book/calendar-dates';

/** Documents a client's file holds (issue 32): the API's shapes and the accepted files. */

export {
  acceptedDocumentsText,
  acceptedDocumentTypes,
  type DocumentKind,
  type DocumentMediaType,
  documentKindLabels,
  documentKinds,
  documentMaxBytes,
} from './document-kinds';

import type { DocumentKind, DocumentMediaType } from './document-kinds';
import { documentKinds } from './document-kinds';

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
  /** Left out for a role that does not see identity (D29): names carry ID and account numbers. */
  fileName?: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  expiresOn: string | null;
  /** Who added it: the adviser, or the client through a request link. */
  source: 'adviser' | 'client';
  /** Shared with the client: their portal shows it. */
  shared: boolean;
  createdAt: string;
}
