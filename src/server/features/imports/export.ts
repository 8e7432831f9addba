import * as XLSX from '@e965/xlsx';
import {
  type PolicyProduct,
  type PolicyStatus,
  type PremiumFrequency,
  policyProductLabels,
  policyStatusLabels,
  premiumFrequencyLabels,
} from '../../../domain/book/policy-labels';
import { type ClientStage, clientStageLabels } from '../../../domain/clients/stages';
import { splitFullName } from '../../../shared/field-rules';
import { clientTemplateColumns, policyTemplateColumns } from '../../../shared/imports';
import type { ClientRelation } from '../../../shared/relations';
import { toCsv } from '../../csv';
import type { DatabaseHandle } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { exportClientRows, exportPolicyRows } from './repository';

/**
 * The client and policy lists in the import templates' columns (issue 43): exported, they import
 * again into an empty book as the same book. A client's reference is their id; a household is
 * the id of the client whose links they are.
 */

type Cells = string[];

/** How the import reads a relationship back (domain/imports/lines.ts). */
const relationWords: Record<ClientRelation, string> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  dependant: 'Dependant',
  'business-partner': 'Business partner',
};

const amount = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (Number(cents) / 100).toFixed(2);

export async function clientExportRows(database: DatabaseHandle): Promise<Cells[]> {
  const [clients, keys, relations] = await exportClientRows(database.db);
  const keysOf = new Map<string, string[]>();
  for (const key of keys) keysOf.set(key.client_id, [...(keysOf.get(key.client_id) ?? []), key.key]);
  const household = new Map<string, { ref: string; relationship: string }>();
  for (const relation of relations) {
    if (!household.has(relation.client_id))
      household.set(relation.client_id, { ref: relation.client_id, relationship: 'Main member' });
    if (!household.has(relation.other_client_id))
      household.set(relation.other_client_id, {
        ref: household.get(relation.client_id)?.ref ?? relation.client_id,
        relationship: relationWords[relation.relation as ClientRelation] ?? 'Dependant',
      });
  }
  const cipher = fieldCipher();
  return clients.map((client) => {
    const { firstName, lastName } = splitFullName(client.name);
    const own = keysOf.get(client.id) ?? [];
    const emails = [
      client.email,
      ...own.filter((key) => key.startsWith('email:')).map((key) => key.slice(6)),
    ];
    const phones = [
      client.phone,
      ...own.filter((key) => key.startsWith('phone:')).map((key) => key.slice(6)),
    ];
    const unique = (values: string[], fold: (value: string) => string) => {
      const seen = new Set<string>();
      return values.filter((value) => {
        const folded = fold(value);
        if (!value || seen.has(folded)) return false;
        seen.add(folded);
        return true;
      });
    };
    const digits = (value: string) => value.replace(/\D/g, '').replace(/^0/, '264');
    const home = household.get(client.id);
    return [
      client.id,
      lastName,
      firstName,
      unique(emails, (value) => value.toLowerCase()).join('; '),
      unique(phones, digits).join('; '),
      cipher.decrypt(client.id_number),
      client.date_of_birth ?? '',
      client.address ?? '',
      home?.ref ?? '',
      home?.relationship ?? '',
      clientStageLabels[(client.stage ?? 'prospect') as ClientStage] ?? '',
      client.source === 'referral' ? (client.source_detail ?? '') : '',
    ];
  });
}

export async function policyExportRows(database: DatabaseHandle): Promise<Cells[]> {
  const rows = await exportPolicyRows(database.db);
  return rows.map((row) => {
    const commission = row.commission
      ? (JSON.parse(row.commission) as {
          firstYearAmountCents?: number;
          firstYearPercent?: number;
          firstYearPaid?: string;
          ongoingPercent?: number;
        })
      : {};
    return [
      row.client_id,
      row.client_name,
      row.insurer,
      row.policy_number,
      policyProductLabels[row.product as PolicyProduct] ?? row.product,
      policyStatusLabels[row.status as PolicyStatus] ?? row.status,
      row.start_date,
      amount(row.premium_cents),
      premiumFrequencyLabels[row.premium_frequency as PremiumFrequency] ?? row.premium_frequency,
      amount(row.cover_cents),
      commission.firstYearPercent === undefined ? '' : String(commission.firstYearPercent),
      amount(commission.firstYearAmountCents),
      commission.firstYearPaid === 'over-12-months'
        ? 'Over twelve months'
        : commission.firstYearPaid
          ? 'Up front'
          : '',
      commission.ongoingPercent === undefined ? '' : String(commission.ongoingPercent),
    ];
  });
}

export const clientsCsv = async (database: DatabaseHandle) =>
  toCsv(clientTemplateColumns, await clientExportRows(database));
export const policiesTemplateCsv = async (database: DatabaseHandle) =>
  toCsv(policyTemplateColumns, await policyExportRows(database));

export function workbook(sheets: { name: string; header: readonly string[]; rows: Cells[] }[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const data = XLSX.utils.aoa_to_sheet([[...sheet.header], ...sheet.rows]);
    XLSX.utils.book_append_sheet(book, data, sheet.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The whole book in one workbook: a sheet of clients, a sheet of policies. */
export async function bookWorkbook(database: DatabaseHandle): Promise<Buffer> {
  return workbook([
    { name: 'Clients', header: clientTemplateColumns, rows: await clientExportRows(database) },
    { name: 'Policies', header: policyTemplateColumns, rows: await policyExportRows(database) },
  ]);
}

/** The templates: the columns and two obviously made-up lines. */
export const templateRows = {
  clients: [
    [
      'C1',
      'Example',
      'Maria',
      'maria@example.com',
      '081 000 0001',
      '',
      '1985-04-12',
      '1 Example Street, Windhoek',
      'H1',
      'Main member',
      'Client',
      '',
    ],
    ['C2', 'Example', 'Petrus', '', '081 000 0002', '', '', '', 'H1', 'Spouse', '', ''],
  ],
  policies: [
    [
      'C1',
      'Maria Example',
      'Example Life',
      'EX-0001',
      'Life cover',
      'In force',
      '2019-03-15',
      '450.00',
      'Monthly',
      '750000.00',
      '',
      '',
      '',
      '0.5',
    ],
    [
      'C2',
      'Petrus Example',
      'Example Life',
      'EX-0002',
      'Funeral cover',
      'In force',
      '2021-07-01',
      '120.00',
      'Monthly',
      '30000.00',
      '',
      '',
      '',
      '',
    ],
  ],
};
