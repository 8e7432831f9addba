import { formatCalendarDate, parseCalendarDate } from '../book/calendar-dates';
import type { PolicyProduct, PolicyStatus, PremiumFrequency } from '../book/policy-labels';

/**
 * A spreadsheet cell's value read as the book needs it (issue 43), or why it cannot be. A cell
 * comes as text, a number (Excel's own, a date being a serial number of days) or nothing.
 */
export type Cell = string | number | boolean | null;
export type Read<T> = { ok: true; value: T } | { ok: false; why: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (why: string): Read<never> => ({ ok: false, why });

/** The text of a cell, trimmed; our CSV's guard apostrophe before = + - @ taken off again. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell)
    .replace(/\u00a0/g, ' ')
    .trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/**
 * N$ amounts: "N$ 1 234.50", "1,234.50", "NAD 450", "450,50" (a decimal comma), "1.234,50", or a
 * number. Negative amounts and more than two decimals are refused.
 */
export function readMoney(cell: Cell): Read<number | null> {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return no('an amount cannot be negative');
    const cents = Math.round(cell * 100);
    if (Math.abs(cents - cell * 100) > 1e-6) return no('an amount has at most two decimals');
    return ok(cents);
  }
  let text = cellText(cell);
  if (text === '') return ok(null);
  text = text.replace(/^(N\$|NAD|\$)\s*/i, '').replace(/\s*(N\$|NAD)$/i, '');
  text = text.replace(/[\s\u2009\u202f']/g, '');
  if (text.startsWith('-') || text.startsWith('(')) return no('an amount cannot be negative');
  let plain: string | null = null;
  if (/^\d+(\.\d+)?$/.test(text)) plain = text;
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) plain = text.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(text)) plain = text.replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) plain = text.replace(/\./g, '').replace(',', '.');
  if (plain === null) return no(`"${cellText(cell)}" is not an amount in N$`);
  const [whole = '0', decimals = ''] = plain.split('.');
  if (decimals.length > 2) return no('an amount has at most two decimals');
  return ok(Number(whole) * 100 + Number(decimals.padEnd(2, '0')));
}

/** A percentage: "7.5", "7.5 %", "7,5%", or Excel's 0.075 when the cell is formatted as a percentage. */
export function readPercent(cell: Cell, excelFraction = false): Read<number | null> {
  if (typeof cell === 'number') {
    const value = excelFraction ? Math.round(cell * 1_000_000) / 10_000 : cell;
    if (value < 0 || value > 100) return no('a percentage is from 0 to 100');
    return ok(value);
  }
  const text = cellText(cell).replace(/\s*%$/, '').replace(',', '.');
  if (text === '') return ok(null);
  if (!/^\d+(\.\d{1,2})?$/.test(text))
    return no(`"${cellText(cell)}" is not a percentage (at most two decimals)`);
  const value = Number(text);
  if (value > 100) return no('a percentage is from 0 to 100');
  return ok(value);
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Excel's day number (1900 system): 1 is 1 January 1900; from 61 on, day 0 is 30 December 1899. */
export function excelSerialToDate(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 61 || serial > 2_958_465) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return formatCalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date: Excel's serial number, "2019-03-15", "2019/03/15", day first "15/03/2019", "15-03-2019",
 * "15.03.2019", or with the month's name "15 March 2019", "15-Mar-2019", "March 15, 2019". A
 * two-digit year or a month-first date is refused rather than guessed.
 */
export function readDate(cell: Cell): Read<string | null> {
  if (typeof cell === 'number') {
    const date = excelSerialToDate(cell);
    return date ? ok(date) : no(`${cell} is not a date`);
  }
  const text = cellText(cell);
  if (text === '') return ok(null);
  const real = (year: number, month: number, day: number) => {
    const date = formatCalendarDate(year, month, day);
    return parseCalendarDate(date) ? ok(date) : no(`"${text}" is not a real date`);
  };
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (match) return real(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return real(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[\s-]+([a-z]{3,9})\.?[\s-]+(\d{4})$/i.exec(text);
  const monthOf = (name: string) => months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  if (match && monthOf(String(match[2])) > 0)
    return real(Number(match[3]), monthOf(String(match[2])), Number(match[1]));
  match = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
  if (match && monthOf(String(match[1])) > 0)
    return real(Number(match[3]), monthOf(String(match[1])), Number(match[2]));
  if (/^\d{1,2}[-/.]\d{1,2}[-/.]\d{2}$/.test(text))
    return no(`"${text}" has a two-digit year: write it in full`);
  return no(`"${text}" is not a date (write 2019-03-15 or 15/03/2019)`);
}

const frequencyForms: Record<string, PremiumFrequency> = {
  monthly: 'monthly',
  m: 'monthly',
  month: 'monthly',
  pm: 'monthly',
  'per month': 'monthly',
  mth: 'monthly',
  quarterly: 'quarterly',
  q: 'quarterly',
  quarter: 'quarterly',
  annual: 'annually',
  annually: 'annually',
  a: 'annually',
  yearly: 'annually',
  y: 'annually',
  year: 'annually',
  pa: 'annually',
  'per annum': 'annually',
  single: 'single',
  s: 'single',
  once: 'single',
  'once off': 'single',
  'lump sum': 'single',
  'single premium': 'single',
};

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function readFrequency(cell: Cell): Read<PremiumFrequency | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const found = frequencyForms[words(text)];
  return found ? ok(found) : no(`"${text}" is not a frequency (monthly, quarterly, annual or single)`);
}

const statusForms: Record<string, PolicyStatus> = {
  'in force': 'in-force',
  inforce: 'in-force',
  active: 'in-force',
  current: 'in-force',
  if: 'in-force',
  lapsed: 'lapsed',
  lapse: 'lapsed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  cancel: 'cancelled',
  applied: 'applied',
  'applied for': 'applied',
  application: 'applied',
  pending: 'applied',
  submitted: 'applied',
  quoted: 'quoted',
  quote: 'quoted',
  claimed: 'claimed',
  claim: 'claimed',
  matured: 'matured',
};

export function readStatus(cell: Cell): Read<PolicyStatus | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const found = statusForms[words(text)];
  return found
    ? ok(found)
    : no(`"${text}" is not a status (in force, applied, quoted, lapsed, cancelled, claimed, matured)`);
}

const productForms: Record<string, PolicyProduct> = {
  life: 'life',
  'life cover': 'life',
  'life insurance': 'life',
  'life assurance': 'life',
  'term life': 'life',
  'whole life': 'life',
  disability: 'disability',
  'disability cover': 'disability',
  'income protection': 'disability',
  'dread disease': 'dread-disease',
  'dread disease cover': 'dread-disease',
  'critical illness': 'dread-disease',
  'severe illness': 'dread-disease',
  funeral: 'funeral',
  'funeral cover': 'funeral',
  'funeral policy': 'funeral',
  'retirement annuity': 'retirement-annuity',
  ra: 'retirement-annuity',
  'pension preservation': 'pension-preservation',
  preservation: 'pension-preservation',
  'preservation fund': 'pension-preservation',
  investment: 'investment',
  'unit trust': 'investment',
  'unit trusts': 'investment',
  endowment: 'investment',
  education: 'education',
  'education policy': 'education',
  'study policy': 'education',
  medical: 'medical-aid',
  'medical aid': 'medical-aid',
  'short term': 'short-term',
  'short term insurance': 'short-term',
  car: 'short-term',
  vehicle: 'short-term',
  home: 'short-term',
  household: 'short-term',
  other: 'other',
};

export function readProduct(cell: Cell): Read<PolicyProduct | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const found = productForms[words(text)];
  return found
    ? ok(found)
    : no(`"${text}" is not a product we know (life, disability, funeral, retirement annuity, investment...)`);
}
