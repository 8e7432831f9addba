import { z } from 'zod';
import {
  amountMessage,
  emailMaxLength,
  freeTextMaxLength,
  nadAmount,
  nameMaxLength,
  optionalPhone,
  tooLongMessage,
} from './fields';
import {
  type AnswerOption,
  type NeedsAnalysisSection,
  needsAnalysisSectionNames,
  type Question,
  questionsOf,
  type SectionAnswers,
} from './needs-analysis-questions';

export * from './needs-analysis-questions';

/** The needs analysis's schemas: each answer, each section, and the API's bodies. */

const choiceMessage = (list: readonly AnswerOption[]) =>
  `Choose one of: ${list.map((option) => option.value).join(', ')}`;
const textSchema = (max: number) => z.string().trim().max(max, tooLongMessage(max));

function answerSchema(question: Question): z.ZodType {
  switch (question.kind) {
    case 'choice':
    case 'select':
      return z.enum(question.options.map((option) => option.value) as [string, ...string[]], {
        error: choiceMessage(question.options),
      });
    case 'multi':
      return z
        .array(
          z.enum(question.options.map((option) => option.value) as [string, ...string[]], {
            error: choiceMessage(question.options),
          }),
        )
        .max(question.options.length)
        .refine((list) => new Set(list).size === list.length, 'Choose each answer once');
    case 'amount':
      return nadAmount(1_000_000_000_000);
    case 'count':
      return z
        .number({ error: `Enter a whole number from ${question.min} to ${question.max}` })
        .int(`Enter a whole number from ${question.min} to ${question.max}`)
        .min(question.min, `Enter a whole number from ${question.min} to ${question.max}`)
        .max(question.max, `Enter a whole number from ${question.min} to ${question.max}`);
    case 'email':
      return z
        .string()
        .trim()
        .toLowerCase()
        .max(emailMaxLength, tooLongMessage(emailMaxLength))
        .refine(
          (value) => value === '' || z.email().safeParse(value).success,
          'Please enter a valid email address',
        );
    case 'phone':
      return optionalPhone();
    case 'text':
      return textSchema(nameMaxLength);
    case 'longText':
      return textSchema(freeTextMaxLength);
  }
}

/**
 * Checks one answer as the visitor typed it (text fields): the value to keep, or the message to
 * show under the field. Amounts may be typed with spaces or commas between thousands.
 */
export function readAnswer(
  question: Question,
  typed: string,
): { ok: true; value: string | number | undefined } | { ok: false; message: string } {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  let candidate: unknown = trimmed;
  if (question.kind === 'amount') {
    const cleaned = trimmed.replace(/^N\$\s*/i, '').replace(/[\s,]/g, '');
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: amountMessage };
    candidate = Number(cleaned);
  } else if (question.kind === 'count') {
    candidate = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  }
  const parsed = answerSchema(question).safeParse(candidate);
  return parsed.success
    ? { ok: true, value: parsed.data as string | number }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check this answer' };
}

function sectionSchema(section: NeedsAnalysisSection) {
  return z.strictObject(
    Object.fromEntries(
      questionsOf(section).map((question) => [question.field, answerSchema(question).optional()]),
    ),
  ) as unknown as z.ZodType<SectionAnswers>;
}

export const needsAnalysisSections = Object.fromEntries(
  needsAnalysisSectionNames.map((section) => [section, sectionSchema(section)]),
) as Record<NeedsAnalysisSection, z.ZodType<SectionAnswers>>;

/** `POST /api/client-needs-analysis`: starts the session with the client profile. */
export const needsAnalysisCreateSchema = z.strictObject({
  clientProfile: needsAnalysisSections.clientProfile,
});

/** `PATCH /api/client-needs-analysis/{id}`: exactly one section. */
export const needsAnalysisPatchSchema = z
  .strictObject(
    Object.fromEntries(
      needsAnalysisSectionNames.map((section) => [section, needsAnalysisSections[section].optional()]),
    ) as Record<NeedsAnalysisSection, z.ZodOptional<z.ZodType<SectionAnswers>>>,
  )
  .refine((body) => Object.keys(body).length === 1, 'Send exactly one section');
