import { z } from 'zod';
import { monthIndex } from '../domain/book/calendar-dates';
import { monthField } from './book';

export type { CommissionReport } from '../domain/book/commission-report';

/** Commission statements and the expected-against-received report (issue 31): the API's shapes. */

/** The most one statement line may be: N$ 100 million either way, in cents (a clawback is negative). */
const maxStatementCents = 10_000_000_000;

/** `POST /api/admin/policies/:id/commissions`. */
export const commissionEntrySchema = z.strictObject({
  month: monthField('month'),
  amountCents: z
    .number({ error: 'amountCents must be an amount in cents' })
    .int('amountCents must be a whole number of cents')
    .min(-maxStatementCents, 'amountCents is more than N$ 100 million')
    .max(maxStatementCents, 'amountCents is more than N$ 100 million'),
});
export type CommissionEntryInput = z.infer<typeof commissionEntrySchema>;

/** `GET /api/admin/commissions?from=YYYY-MM&to=YYYY-MM`: at most 24 months. */
export const commissionReportQuerySchema = z
  .object({ from: monthField('from'), to: monthField('to') })
  .superRefine((value, context) => {
    const from = monthIndex(value.from);
    const to = monthIndex(value.to);
    if (from === null || to === null) return;
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'to is on or after from' });
    else if (to - from >= 24)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Ask for at most 24 months' });
  });

export interface CommissionEntry {
  id: string;
  policyId: string;
  month: string;
  amountCents: number;
  source: 'manual' | 'csv';
  createdAt: string;
}

/** Lines one statement import may have (the header not counted). */
export const statementImportMaxLines = 10_000;

/** `POST /api/admin/commissions/import`: the CSV's text; `store` false previews, true stores the matched lines. */
export const commissionImportSchema = z.strictObject({
  csv: z
    .string({ error: 'Choose the CSV file' })
    .min(1, 'Choose the CSV file')
    .max(2_000_000, 'The file is over 2 MB: import at most 10,000 lines at a time'),
  store: z.boolean({ error: 'store is true or false' }).default(false),
});
export type CommissionImportInput = z.infer<typeof commissionImportSchema>;

export type { ClassifiedStatement } from '../domain/book/statement-import';
