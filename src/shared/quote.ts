import { z } from 'zod';
import { honeypotField, optionalText, requiredEmail, requiredName, requiredPhone } from './fields';
import {
  type CoverFor,
  coverForOptions,
  type InsuranceType,
  insuranceTypes,
  quoteMessages,
} from './quote-texts';

export * from './quote-texts';

const insuranceTypeValues = insuranceTypes.map((type) => type.value) as [InsuranceType, ...InsuranceType[]];
const coverForValues = coverForOptions.map((option) => option.value) as [CoverFor, ...CoverFor[]];

/** POST /api/quote-requests (DECISIONS D6). */
export const quoteRequestSchema = z.strictObject({
  personalInfo: z.strictObject({
    firstName: requiredName(quoteMessages.firstName),
    lastName: requiredName(quoteMessages.lastName),
    email: requiredEmail(),
    phone: requiredPhone(quoteMessages.phone),
  }),
  insuranceNeeds: z.strictObject({
    coverFor: z.enum(coverForValues, { error: quoteMessages.coverFor }),
    types: z
      .array(z.enum(insuranceTypeValues, { error: quoteMessages.types }), { error: quoteMessages.types })
      .min(1, quoteMessages.types)
      .max(insuranceTypes.length, quoteMessages.types)
      .refine((types) => new Set(types).size === types.length, quoteMessages.types),
    situation: optionalText(),
  }),
  website: honeypotField,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
