import type { PolicyProduct, PolicyStatus, PremiumFrequency } from '../book/policy-labels';
import { checkIdentity } from '../clients/new-client';
import { isPhoneNumber } from '../clients/phone-shape';
import type { ClientRelation } from '../clients/relations';
import { type ClientStage, clientStages } from '../clients/stages';
import { type ImportField, importFieldLabels, policyImportFields } from './headers';
import {
  type Cell,
  cellText,
  type Read,
  readDate,
  readFrequency,
  readMoney,
  readPercent,
  readProduct,
  readStatus,
} from './values';

/**
 * One line of an imported sheet read into what the book stores (issue 43), each problem named by
 * its column and why. A sheet with an insurer or a policy number is a policy sheet (its lines may
 * carry their client's details too); any other sheet is a client sheet.
 */

export interface Problem {
  column: string;
  why: string;
}

export interface ClientPart {
  ref: string;
  name: string;
  emails: string[];
  phones: string[];
  idNumber: string;
  dateOfBirth: string | null;
  address: string;
  household: string;
  /** 'main' for the household's main member, else how they are related to them. */
  relationship: ClientRelation | 'main' | null;
  stage: ClientStage | null;
  referredBy: string;
}

export interface PolicyPart {
  insurer: string;
  policyNumber: string;
  product: PolicyProduct;
  status: PolicyStatus;
  startDate: string;
  premiumCents: number;
  premiumFrequency: PremiumFrequency;
  coverCents: number | null;
  commission: {
    firstYearAmountCents?: number;
    firstYearPercent?: number;
    firstYearPaid?: 'upfront' | 'over-12-months';
    ongoingPercent?: number;
  } | null;
}

export interface ReadLine {
  sheet: string;
  line: number;
  client: ClientPart | null;
  policy: PolicyPart | null;
  /** On a policy sheet, the insurer and number as written (for a line that did not read). */
  policyLabel: string;
  /**
   * A policy sheet's line with a person's details and every policy column empty (issue 56): a
   * person without a policy (a prospect), not a policy line gone wrong.
   */
  personOnly?: true;
  problems: Problem[];
  /**
   * Of `problems`, those of the policy's columns (issue 56): a policy line's holder is not invalid
   * because its premium is, and the policy's entry names its own columns' problems.
   */
  policyProblems: Problem[];
}

/**
 * A formula whose value the file does not hold (a workbook written by a program that does not
 * calculate, or a CSV typed by hand): the same words in every column (issue 56).
 */
export const formulaWithoutValueText =
  'a formula saved without its value: open the file in Excel, save it, and read it again';

/** A cell as the reader hands it over: a value, or what is wrong with it (a formula without its value). */
export type SheetCell = Cell | { problem: string };

export interface Column {
  header: string;
  field: ImportField | null;
  /** Excel cells formatted as percentages hold fractions (0.075 for 7.5 %). */
  percent?: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const relationshipForms: Record<string, ClientRelation | 'main'> = {
  main: 'main',
  'main member': 'main',
  principal: 'main',
  'principal member': 'main',
  self: 'main',
  policyholder: 'main',
  'policy holder': 'main',
  head: 'main',
  spouse: 'spouse',
  wife: 'spouse',
  husband: 'spouse',
  partner: 'spouse',
  child: 'child',
  son: 'child',
  daughter: 'child',
  parent: 'parent',
  mother: 'parent',
  father: 'parent',
  dependant: 'dependant',
  dependent: 'dependant',
  other: 'dependant',
  'business partner': 'business-partner',
};

const stageForms: Record<string, ClientStage> = {
  prospect: 'prospect',
  client: 'client',
  'former client': 'former-client',
  former: 'former-client',
};

export function isPolicySheet(columns: readonly Column[]): boolean {
  return columns.some((column) => column.field === 'insurer' || column.field === 'policyNumber');
}

const hasClientFields = (columns: readonly Column[]) =>
  columns.some((column) =>
    ['clientRef', 'name', 'surname', 'firstNames', 'email', 'phone', 'idNumber'].includes(
      String(column.field),
    ),
  );

/** Several addresses or numbers in one cell, separated by ; / , or "or". */
const several = (text: string) =>
  text
    .split(/\s*(?:;|\/|,|\bor\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);

export function readLine(
  sheet: string,
  line: number,
  columns: readonly Column[],
  cells: readonly SheetCell[],
  today: string,
): ReadLine {
  const problems: Problem[] = [];
  const raw = new Map<ImportField, { cell: Cell; column: Column }>();
  const headers = new Map<ImportField, string>();
  columns.forEach((column, index) => {
    if (!column.field || column.field === 'ignore') return;
    if (!headers.has(column.field)) headers.set(column.field, column.header);
    const cell = cells[index] ?? null;
    if (cell !== null && typeof cell === 'object') {
      problems.push({ column: column.header, why: cell.problem });
      return;
    }
    if (typeof cell === 'string' && /^=\S/.test(cell.trim()))
      problems.push({ column: column.header, why: formulaWithoutValueText });
    else if (!raw.has(column.field)) raw.set(column.field, { cell, column });
  });
  const text = (field: ImportField) => cellText(raw.get(field)?.cell ?? null);
  const header = (field: ImportField) => headers.get(field) ?? importFieldLabels[field];
  /** A column already has its problem (a formula without its value): it is not also "missing". */
  const named = (field: ImportField) => problems.some((problem) => problem.column === header(field));
  const blank = (cell: SheetCell | undefined) => cell === null || cell === undefined || cell === '';
  const policyCellsEmpty = columns.every(
    (column, index) =>
      !(policyImportFields as readonly string[]).includes(String(column.field)) || blank(cells[index]),
  );
  const read = <T>(field: ImportField, reader: (cell: Cell) => Read<T>): T | null => {
    const found = raw.get(field);
    if (!found) return null;
    const result = reader(found.cell);
    if (result.ok) return result.value;
    problems.push({ column: found.column.header, why: result.why });
    return null;
  };

  const policySheet = isPolicySheet(columns);
  let client: ClientPart | null = null;
  if (!policySheet || hasClientFields(columns)) {
    const name =
      text('name') || [text('firstNames'), text('surname')].filter(Boolean).join(' ').replace(/\s+/g, ' ');
    const emails = several(text('email')).map((email) => email.toLowerCase());
    for (const email of emails)
      if (!emailPattern.test(email) || email.length > 254)
        problems.push({ column: header('email'), why: `"${email}" is not an e-mail address` });
    const phones = several(text('phone'));
    for (const phone of phones)
      if (!isPhoneNumber(phone))
        problems.push({ column: header('phone'), why: `"${phone}" is not a phone number` });
    const idNumber = text('idNumber');
    const birth = read('dateOfBirth', readDate);
    const identity = checkIdentity(idNumber, birth ?? '', today);
    if (!identity.ok)
      problems.push({
        column: header(identity.field === 'idNumber' ? 'idNumber' : 'dateOfBirth'),
        why: identity.message,
      });
    const relationshipText = text('relationship')
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
    const relationship = relationshipText ? (relationshipForms[relationshipText] ?? null) : null;
    if (relationshipText && !relationship)
      problems.push({
        column: header('relationship'),
        why: `"${text('relationship')}" is not a relationship (main member, spouse, child, parent, dependant)`,
      });
    const stageText = text('stage')
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
    const stage = stageText ? (stageForms[stageText] ?? null) : null;
    if (stageText && !stage)
      problems.push({
        column: header('stage'),
        why: `"${text('stage')}" is not prospect, client or former client`,
      });
    if (!name && !(policySheet && text('clientRef')) && !named('name') && !named('surname'))
      problems.push({
        column: raw.has('surname') ? header('surname') : header('name'),
        why: 'the name is missing',
      });
    if (name.length > 200) problems.push({ column: header('name'), why: 'a name is at most 200 characters' });
    client = {
      ref: text('clientRef'),
      name,
      emails,
      phones,
      idNumber,
      dateOfBirth: identity.ok ? identity.dateOfBirth : null,
      address: text('address').slice(0, 300),
      household: text('household'),
      relationship,
      stage: stage && (clientStages as readonly string[]).includes(stage) ? stage : null,
      referredBy: text('referredBy').slice(0, 200),
    };
  }

  let policy: PolicyPart | null = null;
  const personOnly = policySheet && client !== null && policyCellsEmpty;
  if (policySheet && !personOnly) {
    const required = <T>(field: ImportField, value: T | null, what: string): T | null => {
      if (value === null && !problems.some((problem) => problem.column === header(field)))
        problems.push({ column: header(field), why: `${what} is missing` });
      return value;
    };
    const insurer = text('insurer');
    if (insurer && (insurer.length < 2 || insurer.length > 80))
      problems.push({ column: header('insurer'), why: 'the insurer is 2 to 80 characters' });
    const policyNumber = text('policyNumber');
    if (policyNumber.length > 40)
      problems.push({ column: header('policyNumber'), why: 'a policy number is at most 40 characters' });
    const product = required('product', read('product', readProduct), 'the product');
    // A sheet without a status column is a list of the policies in force.
    const status = raw.has('status')
      ? required('status', read('status', readStatus), 'the status')
      : 'in-force';
    const startDate = required('startDate', read('startDate', readDate), 'the start date');
    const premium = required('premium', read('premium', readMoney), 'the premium');
    const frequency = required('frequency', read('frequency', readFrequency), 'the frequency');
    const cover = read('cover', readMoney);
    const percent = (field: ImportField) =>
      read(field, (cell) => readPercent(cell, raw.get(field)?.column.percent === true));
    const firstYearPercent = percent('firstYearPercent');
    const firstYearAmount = read('firstYearAmount', readMoney);
    const ongoingPercent = percent('ongoingPercent');
    const paidText = text('firstYearPaid').toLowerCase();
    const firstYearPaid = /month|12|twelve/.test(paidText)
      ? 'over-12-months'
      : paidText
        ? 'upfront'
        : undefined;
    if (firstYearPercent !== null && firstYearAmount !== null)
      problems.push({
        column: header('firstYearAmount'),
        why: 'give the first-year commission as an amount or a percentage, not both',
      });
    if (!insurer && !named('insurer'))
      problems.push({ column: header('insurer'), why: 'the insurer is missing' });
    if (!policyNumber && !named('policyNumber'))
      problems.push({ column: header('policyNumber'), why: 'the policy number is missing' });
    const hasCommission = firstYearPercent !== null || firstYearAmount !== null || ongoingPercent !== null;
    if (product && status && startDate && premium !== null && frequency)
      policy = {
        insurer,
        policyNumber,
        product,
        status,
        startDate,
        premiumCents: premium,
        premiumFrequency: frequency,
        coverCents: cover,
        commission: hasCommission
          ? {
              ...(firstYearAmount !== null ? { firstYearAmountCents: firstYearAmount } : {}),
              ...(firstYearPercent !== null ? { firstYearPercent } : {}),
              ...(firstYearAmount !== null || firstYearPercent !== null
                ? { firstYearPaid: firstYearPaid ?? 'upfront' }
                : {}),
              ...(ongoingPercent !== null ? { ongoingPercent } : {}),
            }
          : null,
      };
  }
  const policyLabel = policySheet ? [text('insurer'), text('policyNumber')].filter(Boolean).join(' ') : '';
  const policyHeaders = new Set([
    ...columns
      .filter((column) => (policyImportFields as readonly string[]).includes(String(column.field)))
      .map((column) => column.header),
    ...policyImportFields.map((field) => importFieldLabels[field]),
  ]);
  const policyProblems = policySheet ? problems.filter((problem) => policyHeaders.has(problem.column)) : [];
  return {
    sheet,
    line,
    client,
    policy,
    policyLabel,
    ...(personOnly ? { personOnly: true } : {}),
    problems,
    policyProblems,
  };
}
