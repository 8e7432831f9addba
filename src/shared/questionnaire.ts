import { z } from 'zod';
import {
  honeypotField,
  invalidEmailMessage,
  nameMaxLength,
  optionalName,
  requiredEmail,
  requiredName,
  requiredPhone,
} from './fields';

/** The eight questionnaire flows (spec section 2), by a stable id. Names and questions: content/questionnaires.ts. */
export const questionnaireFlowIds = [
  'join-financial-wellness',
  'book-speaker',
  'visit-shop',
  'start-saving',
  'get-out-of-debt',
  'plan-retirement',
  'ask-adviser',
  'create-budget',
] as const;

export type QuestionnaireFlowId = (typeof questionnaireFlowIds)[number];

/** Question types (spec section 3). */
export type QuestionType = 'choice' | 'multiple' | 'text' | 'date' | 'scale';

/** One answer: a choice or text or date (string), several choices (array), a scale point (number). */
export const questionnaireAnswerSchema = z.union([
  z.string().max(5000),
  z.array(z.string().max(nameMaxLength)).max(30),
  z.number(),
]);
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

export const questionnaireMessages = {
  name: 'Please enter your name',
  email: invalidEmailMessage,
  phone: 'Please enter your phone number',
  success: 'Thank you!',
  failure: 'Submission failed',
} as const;

/**
 * POST /api/leads from the questionnaire modal: the spec's payload. The responses are keyed by
 * question index, and sent a second time as a JSON string (questionnaire_responses); the server
 * checks every answer against its flow and stores its own copy.
 */
export const questionnaireLeadRequestSchema = z.strictObject({
  firstName: requiredName(questionnaireMessages.name),
  lastName: optionalName(),
  email: requiredEmail(),
  phone: requiredPhone(questionnaireMessages.phone),
  source: requiredName('Please say where this enquiry comes from'),
  questionnaireType: requiredName('Please choose a questionnaire'),
  questionnaireResponses: z.record(
    z.string().regex(/^\d{1,2}$/, 'Answers are keyed by question number'),
    questionnaireAnswerSchema,
  ),
  // The spec's second copy of the responses: ignored, but it must be what it claims to be.
  questionnaire_responses: z
    .string()
    .max(60_000)
    .refine((text) => {
      try {
        const parsed: unknown = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, 'questionnaire_responses must be the responses as a JSON object')
    .optional(),
  website: honeypotField,
});

export type QuestionnaireLeadRequestInput = z.input<typeof questionnaireLeadRequestSchema>;
export type QuestionnaireLeadRequest = z.output<typeof questionnaireLeadRequestSchema>;

/** The questionnaire's contact form (one name field, split on submit). */
export const questionnaireContactSchema = z.object({
  name: requiredName(questionnaireMessages.name),
  email: requiredEmail(),
  phone: requiredPhone(questionnaireMessages.phone),
});
export type QuestionnaireContact = z.infer<typeof questionnaireContactSchema>;
