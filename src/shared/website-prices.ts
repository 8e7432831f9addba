import { z } from 'zod';
import { type EnteredPremiumTable, tableFromBands } from '../domain/funeral/dated-tables';
import { premiumTableProblems } from '../domain/funeral/premium-table';
import { noRates, type PublishedRates } from '../domain/website/rates';

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

/** A real day of the calendar, 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  );
}

const dateMessage = 'Enter the day it takes effect, such as 2027-01-01';

export const enteredPremiumTableSchema = z
  .object({
    /** The plan it prices, as the insurer names it; '' for the practice's one plan. */
    plan: z.string().trim().max(60, 'At most 60 characters').default(''),
    effectiveFrom: z.string({ error: dateMessage }).refine(isCalendarDay, dateMessage),
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

const rateMessage = 'Enter a rate in % a year from 0 to 50, such as 11.25, or leave it empty';
const rate = z
  .number({ error: rateMessage })
  .min(0, rateMessage)
  .max(50, rateMessage)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use at most two decimals, such as 11.25',
  )
  .nullable();

const asOfMessage = 'Enter the day the rates were true, such as 2026-12-01';

/** The calculators' and the FNA's starting rates, with the day they were true (issue 58). */
export const ratesSchema = z
  .object({
    asOf: z
      .string({ error: asOfMessage })
      .refine((value) => value === '' || isCalendarDay(value), asOfMessage),
    primeLending: rate,
    investmentReturn: rate,
    inflation: rate,
  })
  .refine(
    (rates) =>
      rates.asOf !== '' ||
      (rates.primeLending === null && rates.investmentReturn === null && rates.inflation === null),
    { message: 'Enter the day the rates were true: visitors see it beside them', path: ['asOf'] },
  ) satisfies z.ZodType<PublishedRates>;

export const pricesSchema = z.object({
  /** The funeral premium tables entered, each from its day (the spec's before them). */
  funeralTables: z
    .array(enteredPremiumTableSchema)
    .max(40, 'At most 40 tables')
    .superRefine((tables, context) => {
      const plans = new Set(tables.map((table) => table.plan));
      tables.forEach((table, index) => {
        if (plans.size > 1 && table.plan === '')
          context.addIssue({
            code: 'custom',
            message: 'Name the plan: the tables are for more than one',
            path: [index, 'plan'],
          });
        if (
          tables.findIndex(
            (other) => other.plan === table.plan && other.effectiveFrom === table.effectiveFrom,
          ) !== index
        )
          context.addIssue({
            code: 'custom',
            message: 'Two tables of this plan take effect the same day: change one’s date',
            path: [index, 'effectiveFrom'],
          });
      });
    })
    .default([]),
  /** The rates the calculators start from, none before the adviser sets them. */
  rates: ratesSchema.default(noRates),
});
export type Prices = z.infer<typeof pricesSchema>;

export const noPrices: Prices = { funeralTables: [], rates: noRates };
