import { z } from 'zod';
import {
  amountMessage,
  emailMaxLength,
  freeTextMaxLength,
  invalidEmailMessage,
  isPhoneNumber,
  nameMaxLength,
  phoneMaxLength,
  tooLongMessage,
} from './field-rules';

export * from './field-rules';

/**
 * Field rules every public form shares. Limits: names and short answers at most 200 characters,
 * free text at most 5,000; an over-long value is refused, never cut.
 */

/** A required short text (a name, a topic): trimmed, not blank, at most 200 characters unless said. */
export function requiredName(message: string, max = nameMaxLength) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}

/** An optional short text: trimmed, '' when left out. */
export function optionalName(max = nameMaxLength) {
  return z.string().trim().max(max, tooLongMessage(max)).default('');
}

/** A required free text (details, a question): trimmed, not blank, at most 5,000 characters. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(freeTextMaxLength, tooLongMessage(freeTextMaxLength));
}

export function optionalText() {
  return z.string().trim().max(freeTextMaxLength, tooLongMessage(freeTextMaxLength)).default('');
}

const emailPattern = z.email({ error: invalidEmailMessage });

/** A required e-mail address, stored trimmed and lower-cased. */
export function requiredEmail(message = invalidEmailMessage) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, message)
    .max(emailMaxLength, invalidEmailMessage)
    .pipe(emailPattern);
}

/** An e-mail address that may be left empty ('' when left out); when given it must be valid. */
export function optionalEmail() {
  return z
    .string({ error: invalidEmailMessage })
    .trim()
    .toLowerCase()
    .max(emailMaxLength, invalidEmailMessage)
    .refine((value) => value === '' || emailPattern.safeParse(value).success, invalidEmailMessage)
    .default('');
}

export function requiredPhone(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(phoneMaxLength, tooLongMessage(phoneMaxLength))
    .refine(isPhoneNumber, 'Please enter a valid phone number');
}

/** A phone number that may be left empty; when given it must be valid. */
export function optionalPhone() {
  return z
    .string()
    .trim()
    .max(phoneMaxLength, tooLongMessage(phoneMaxLength))
    .refine((value) => value === '' || isPhoneNumber(value), 'Please enter a valid phone number');
}

const isTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount of N$: 0 or more, at most 2 decimals. */
export function nadAmount(max = 100_000_000_000) {
  return z
    .number({ error: amountMessage })
    .min(0, amountMessage)
    .max(max, amountMessage)
    .refine(isTwoDecimals, amountMessage);
}

/**
 * The honeypot: a field people never see or fill. The server accepts it and discards it; when it
 * is filled, the request is answered as if stored and nothing is kept.
 */
export const honeypotField = z.string().max(2000).optional();

/** What every create endpoint answers with 201. */
export const createdRecordSchema = z.object({ id: z.string(), createdAt: z.string() });
export type CreatedRecord = z.infer<typeof createdRecordSchema>;
