import { z } from 'zod';
import { adviceMessages, fullNameProblem } from './advice-texts';

/**
 * Records of advice, confirmed by the client (issue 32): the adviser sends "Ask to confirm" for an
 * FNA report or any PDF in the client's file; the client reads it through a private link (or in
 * their portal), types their full name and confirms they received and understood the advice.
 * The API's schemas; the texts and shapes are in advice-texts.ts (no zod, for the client's pages).
 */

export * from './advice-texts';

const uuid = z.uuid('Choose a document from their file');

/** What to ask about: a PDF in their file, or their FNA (its report is made and filed first). */
export const adviceRequestSchema = z.union(
  [z.strictObject({ documentId: uuid }), z.strictObject({ fnaId: z.uuid('Choose one of their FNAs') })],
  { error: 'documentId: Choose a PDF from their file, or fnaId: one of their FNAs' },
);
export type AdviceRequestInput = z.infer<typeof adviceRequestSchema>;

export const adviceConfirmSchema = z.strictObject({
  fullName: z
    .string({ error: adviceMessages.fullName })
    .trim()
    .superRefine((name, context) => {
      const problem = fullNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  understood: z.literal(true, { error: adviceMessages.understood }),
});
