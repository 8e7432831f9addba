import { z } from 'zod';
import type { ImportableChild, ImportablePolicy } from '../domain/book/fna-import';

export type { ImportableChild, ImportablePolicy } from '../domain/book/fna-import';

/** From a client's FNA to the book (issue 31): `GET` and `POST /api/admin/clients/:id/fna-import`. */

export interface FnaImportPreview {
  /** The FNA read: the client's newest, or null when they submitted none. */
  fna: { id: string; submittedAt: string } | null;
  policies: ImportablePolicy[];
  children: ImportableChild[];
  spouseMentioned: boolean;
}

/** What the adviser ticked in the preview; the server works the items out again from the FNA. */
export const fnaImportSchema = z.strictObject({
  fnaId: z
    .string({ error: 'fnaId is the FNA the preview showed' })
    .trim()
    .min(1, 'fnaId is the FNA the preview showed')
    .max(64),
  policies: z.array(z.string().max(60)).max(200, 'At most 200 policies at a time').default([]),
  children: z.array(z.string().max(20)).max(20, 'At most 20 children at a time').default([]),
});
export type FnaImportInput = z.infer<typeof fnaImportSchema>;

export interface FnaImportResult {
  policiesRecorded: number;
  childrenLinked: number;
}
