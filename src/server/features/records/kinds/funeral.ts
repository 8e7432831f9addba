import { relationshipOptions } from '../../../../domain/funeral/pricing';
import { formatNad } from '../../../../domain/money';
import { windhoekDateLabel } from '../../../../domain/windhoek-time';
import { fieldCipher } from '../../../db/field-crypto';
import { recordQueries } from '../kinds-repository';
import { field, money, name, type RecordItem, type RecordKind, sensitiveField, text } from './kind';

/** Funeral cover applications, with their members. */

const relationshipLabel = (value: string) =>
  value === 'partner'
    ? 'Partner'
    : (relationshipOptions.find((option) => option.value === value)?.label ?? value);

export const funeralApplications: RecordKind = {
  path: 'funeral-cover-applications',
  entityType: 'funeral-application',
  statusTable: 'funeral_applications',
  query: recordQueries.funeralApplications,
  toItem: (row) => ({
    id: row.id,
    mainApplicant: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      idNumber: fieldCipher().decrypt(String(row.id_number ?? '')),
      age: row.age,
      gender: row.gender,
    },
    paymentFrequency: row.payment_frequency,
    additionalInfo: row.additional_info,
    totalMonthlyCents: Number(row.total_monthly_cents),
    totalAnnualCents: Number(row.total_annual_cents),
    totalCoverCents: Number(row.total_cover_cents),
    status: row.status,
    createdAt: row.created_at,
    // Which table priced it (issue 58): the plan's, from its day; null: the site's original table.
    premiumTablePlan: row.premium_table_plan ?? '',
    premiumTableFrom: row.premium_table_from ?? null,
  }),
  csv: [
    ['Id', (item) => item.id],
    ['Applicant', (item) => applicant(item, (a) => name(a.firstName, a.lastName))],
    ['Email', (item) => applicant(item, (a) => a.email)],
    ['Phone', (item) => applicant(item, (a) => a.phone)],
    ['Monthly premium (N$)', (item) => (Number(item.totalMonthlyCents) / 100).toFixed(2)],
    ['Total cover (N$)', (item) => (Number(item.totalCoverCents) / 100).toFixed(2)],
    ['Payment', (item) => item.paymentFrequency],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item, members) => ({
    fields: [
      field(
        'Applicant',
        applicant(item, (a) => name(a.firstName, a.lastName)),
      ),
      field(
        'Email',
        applicant(item, (a) => a.email),
      ),
      field(
        'Phone',
        applicant(item, (a) => a.phone),
      ),
      sensitiveField('ID number', applicant(item, (a) => a.idNumber) || 'Not given', 'identity'),
      field('Age', applicant(item, (a) => a.age) || 'Not given'),
      field(
        'Gender',
        applicant(item, (a) => a.gender),
      ),
      field('Payment', item.paymentFrequency === 'annual' ? 'Annual' : 'Monthly'),
      field('Monthly premium', money(item.totalMonthlyCents)),
      field('Annual premium', money(item.totalAnnualCents)),
      field('Priced by', pricedBy(item)),
      field('Total cover', money(item.totalCoverCents)),
      field('Additional information', item.additionalInfo || 'None', 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [
      {
        title: 'Members covered',
        items: members.map((member) => [
          field('Name', member.name),
          field('Relationship', relationshipLabel(text(member.relationship))),
          field('Age', member.age),
          field('Gender', member.gender),
          field('Cover', formatNad(Number(member.coverAmount) * 100)),
          field('Monthly premium', money(member.monthlyCents)),
        ]),
      },
    ],
  }),
};

/** "Plus plan, the table from 1 March 2027"; the site's original table before any was entered. */
function pricedBy(item: RecordItem): string {
  const plan = text(item.premiumTablePlan);
  const from = item.premiumTableFrom
    ? `the table from ${windhoekDateLabel(text(item.premiumTableFrom))}`
    : 'the site’s original table';
  return plan ? `${plan} plan, ${from}` : from.charAt(0).toUpperCase() + from.slice(1);
}

function applicant(item: RecordItem, pick: (a: Record<string, unknown>) => unknown): string {
  return text(pick((item.mainApplicant ?? {}) as Record<string, unknown>));
}
