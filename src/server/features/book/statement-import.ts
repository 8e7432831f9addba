import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  type ClassifiedStatement,
  classifyStatement,
  type StatementLine,
} from '../../../domain/book/statement-import';
import { apiErrorCodes } from '../../../shared/api-error';
import { type CommissionImportInput, statementImportMaxLines } from '../../../shared/commissions';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { enteredMonths, insertCommissionStatement, policiesByNumber } from './commissions-repository';
import type { Actor } from './service';

/**
 * An insurer's commission statement from a CSV (issue 31): columns Insurer, Policy number, Month,
 * Amount (in any order, any case). A preview sorts the lines (matched, unmatched, duplicates,
 * invalid) and stores nothing; storing writes the matched lines in one unit, or none of them.
 */

const refused = (message: string) =>
  new HttpError(400, apiErrorCodes.validation, `csv: ${message}`, { csv: message });

const columns = {
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  month: 'Month',
  amount: 'Amount',
} as const;
const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');

function readLines(csv: string): StatementLine[] {
  let rows: string[][];
  try {
    rows = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refused(
      `The file is not a CSV that reads${line ? ` (line ${line})` : ''}: ${(error as Error).message}`,
    );
  }
  const [header, ...body] = rows;
  if (!header) throw refused('The file is empty');
  const positions = header.map(normalise);
  const index = Object.fromEntries(
    Object.entries(columns).map(([key, name]) => [key, positions.indexOf(normalise(name))]),
  ) as Record<keyof typeof columns, number>;
  const missing = Object.entries(columns)
    .filter(([key]) => index[key as keyof typeof columns] < 0)
    .map(([, name]) => name);
  if (missing.length > 0)
    throw refused(
      `The file has no column ${missing.join(', ')} (its first line names the columns: Insurer, Policy number, Month, Amount)`,
    );
  if (body.length > statementImportMaxLines)
    throw refused(
      `The file has ${body.length.toLocaleString('en')} lines: import at most ${statementImportMaxLines.toLocaleString('en')} at a time`,
    );
  return body.map((cells, position) => ({
    line: position + 2,
    insurer: cells[index.insurer] ?? '',
    policyNumber: cells[index.policyNumber] ?? '',
    month: cells[index.month] ?? '',
    amount: cells[index.amount] ?? '',
  }));
}

export async function importStatement(
  database: DatabaseHandle,
  input: CommissionImportInput,
  actor: Actor,
  now: Date,
): Promise<ClassifiedStatement & { stored: number }> {
  const lines = readLines(input.csv);
  const policies = await policiesByNumber(
    database.db,
    lines.map((line) => line.policyNumber.trim().toLowerCase()).filter(Boolean),
  );
  const entered = await enteredMonths(
    database.db,
    policies.map((policy) => policy.id),
  );
  const sorted = classifyStatement(lines, policies, entered);
  if (!input.store || sorted.matched.length === 0) return { ...sorted, stored: 0 };
  const stamp = now.toISOString();
  try {
    await database.write([
      ...sorted.matched.map((line) =>
        insertCommissionStatement(database.db, {
          id: randomUUID(),
          policy_id: line.policyId,
          month: line.month,
          amount_cents: line.amountCents,
          source: 'csv',
          created_by: actor.admin.adminId,
          created_at: stamp,
        }),
      ),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'import',
          entityType: 'commission-statement',
          ip: actor.ip,
          details: {
            stored: sorted.matched.length,
            unmatched: sorted.unmatched.length,
            duplicates: sorted.duplicates.length,
            invalid: sorted.invalid.length,
          },
        },
        stamp,
      ),
    ]);
  } catch (error) {
    // A month entered by hand while this was read: nothing of the file is stored.
    const enteredSince = await enteredMonths(database.db, [
      ...new Set(sorted.matched.map((line) => line.policyId)),
    ]);
    if (sorted.matched.some((line) => enteredSince.has(`${line.policyId}\u0000${line.month}`)))
      throw new HttpError(
        409,
        apiErrorCodes.conflict,
        'Some of these months were entered while the file was read: preview it again.',
      );
    throw error;
  }
  return { ...sorted, stored: sorted.matched.length };
}
