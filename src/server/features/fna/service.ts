import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../content/site';
import { analyseFna } from '../../../domain/fna/analysis';
import { apiErrorCodes } from '../../../shared/api-error';
import { type Fna, fnaSchema } from '../../../shared/fna';
import type { DatabaseHandle } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { idNumberColumns } from '../../db/field-encryption';
import type { FnaReportRenderer } from '../../pdf/fna-report-pool';
import { HttpError } from '../../plugins/errors';
import { hashToken, newToken, tokenMatches } from '../../plugins/tokens';
import { enquiryFollowUps } from '../pipeline';
import { findFnaSubmission } from './repository';

/** How long the client may download the report of what they just submitted. */
const reportTokenLifetimeMs = 2 * 60 * 60 * 1000;

export interface FnaSubmitted {
  id: string;
  createdAt: string;
  /** Lets this browser fetch its report for two hours (POST /api/fna/generate-pdf). */
  reportToken: string;
}

/**
 * Stores a validated FNA with the server's own figures and a pipeline card (source 'FNA', D14),
 * in one unit.
 */
export async function submitFna(database: DatabaseHandle, form: Fna, now: Date): Promise<FnaSubmitted> {
  const analysis = analyseFna(form);
  const id = randomUUID();
  const createdAt = now.toISOString();
  const reportToken = newToken();
  const consent = form.consentInfo;
  const name = `${form.personalInfo.fullName} ${form.personalInfo.surname}`.trim();
  const { db } = database;
  // The submission is stored with its client's id in it, beside its card: one insert each.
  await database.write([
    ...enquiryFollowUps(
      db,
      {
        row: {
          table: 'fna_submissions',
          row: {
            id,
            client_name: consent.clientName,
            client_surname: consent.clientSurname,
            email: form.personalInfo.email,
            phone: form.personalInfo.cell,
            // The ID number, bank account and medical answers are encrypted at rest (issue 21).
            ...idNumberColumns(form.personalInfo.idNumber),
            form: fieldCipher().encrypt(JSON.stringify(form)),
            death_shortfall_cents: analysis.death.shortfallCents,
            disability_shortfall_cents: analysis.disability.shortfallCents,
            critical_illness_shortfall_cents: analysis.criticalIllness.shortfallCents,
            retirement_shortfall_cents: analysis.retirement.shortfallCents,
            net_worth_cents: analysis.balanceSheet.netWorthCents,
            report_token_hash: hashToken(reportToken),
            report_token_expires_at: new Date(now.getTime() + reportTokenLifetimeMs).toISOString(),
            status: 'pending',
            created_at: createdAt,
          },
        },
        type: 'fna-submission',
        id,
        name,
        email: form.personalInfo.email,
        phone: form.personalInfo.cell,
        priority: 'high',
        source: 'FNA',
        idNumber: form.personalInfo.idNumber,
        summary: 'Financial Needs Analysis submitted',
        // The figures stay in the FNA (D29): the card, the board and its search are seen by the
        // whole team; the adviser opens the FNA from the card.
        notes: fnaCardNotes,
      },
      createdAt,
    ),
  ]);
  return { id, createdAt, reportToken };
}

/** What an FNA's card says: that it arrived, never its figures. */
export const fnaCardNotes = 'Financial Needs Analysis submitted: open it for the figures.';

const notFound = () =>
  new HttpError(404, apiErrorCodes.notFound, 'There is no such Financial Needs Analysis.');

/** The report of a stored FNA, built from what was stored. */
export async function reportOf(
  database: DatabaseHandle,
  id: string,
  reports: { renderer: FnaReportRenderer; site: SiteConfig },
  access: { reportToken: string; now: Date } | 'admin',
): Promise<Buffer> {
  const row = await findFnaSubmission(database.db, id);
  if (!row) throw notFound();
  if (access !== 'admin') {
    if (!tokenMatches(access.reportToken, row.report_token_hash)) throw notFound();
    if (access.now.getTime() >= Date.parse(row.report_token_expires_at))
      throw new HttpError(
        403,
        apiErrorCodes.forbidden,
        'This report link has expired. Your adviser has your analysis and can send you the report.',
      );
  }
  // Parsed again so defaults added since it was stored are filled in.
  const form = fnaSchema.parse(JSON.parse(fieldCipher().decrypt(row.form)));
  return reports.renderer.render(form, {
    id: row.id,
    submittedAt: new Date(row.created_at),
    site: reports.site,
  });
}
