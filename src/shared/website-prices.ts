import { z } from 'zod';
import { type EnteredPremiumTable, tableFromBands } from '../domain/funeral/dated-tables';
import { premiumTableProblems } from '../domain/funeral/premium-table';

/**
 * Prices with dates (issue 58): the funeral premium tables the adviser enters, each with the day
 * it takes effect. A table is checked whole as the server's start checks the spec's (bands that
 * follow each other, premiums rising with the cover, both genders alike): a table with a problem
 * is refused naming it, and nothing is stored.
 */

const premiumMessage = 'Enter the monthly premium in N$, such as 41.34';
const premium = z
  .number({ error: premiumMessage })
  .int(premiumMessage)
  // Some covers are free (a child's under a parent's plan, as the spec's table has them).
  .min(0, premiumMessage)
  .max(10_000_000, premiumMessage);
const amountMessage = 'Enter the cover amount in whole N$, such as 30000';
const age = z.number({ error: 'Enter an age in years' }).int().min(0).max(120);

export const premiumBandSchema = z
  .object({
    category: z.enum(['mainSpouse', 'children', 'parents', 'extendedFamily'], {
      error: 'Choose who it covers',
    }),
    minAge: age,
    maxAge: age,
    amounts: z
      .array(z.number({ error: amountMessage }).int(amountMessage).min(1000, amountMessage))
      .min(1)
      .max(20),
    male: z.array(premium).max(20),
    female: z.array(premium).max(20),
  })
  .refine((band) => band.minAge <= band.maxAge, {
    message: 'The band ends before it starts',
    path: ['maxAge'],
  })
  .refine((band) => band.male.length === band.amounts.length, {
    message: 'Enter a premium for men at every cover amount',
    path: ['male'],
  })
  .refine((band) => band.female.length === band.amounts.length, {
    message: 'Enter a premium for women at every cover amount',
    path: ['female'],
  });

const dateMessage = 'Enter the day it takes effect, such as 2027-01-01';

export const enteredPremiumTableSchema = z
  .object({
    effectiveFrom: z.string({ error: dateMessage }).regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage),
    bands: z.array(premiumBandSchema).min(1, 'Enter the table’s bands').max(40),
  })
  .superRefine((table, context) => {
    const problems = premiumTableProblems(tableFromBands(table as EnteredPremiumTable).cells);
    if (problems.length > 0)
      context.addIssue({
        code: 'custom',
        message: `The table is not whole: ${problems[0]}`,
        path: ['bands'],
      });
  }) satisfies z.ZodType<EnteredPremiumTable>;

export const pricesSchema = z.object({
  /** The funeral premium tables entered, each from its day (the spec's before them). */
  funeralTables: z
    .array(enteredPremiumTableSchema)
    .max(40, 'At most 40 tables')
    .refine(
      (tables) => new Set(tables.map((table) => table.effectiveFrom)).size === tables.length,
      'Two tables take effect the same day: change one’s date',
    )
    .default([]),
});
export type Prices = z.infer<typeof pricesSchema>;

export const noPrices: Prices = { funeralTables: [] };
