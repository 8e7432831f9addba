import { formatNad } from '../../../../domain/money';
import type { Area } from '../../../../shared/roles';
import type { RecordQuery, Row } from '../kinds-repository';

/**
 * The dashboard's record kinds (DECISIONS D14): for each, its SQL (`kinds-repository.ts`: search,
 * newest first, 50 a page), the API shape of a row, its readable details and its CSV columns.
 */

export type { Row };
export type RecordItem = Record<string, unknown>;

/** One labelled value of a record's readable view; `datetime` values are ISO, shown in local time. */
export interface ReadableField {
  label: string;
  value: string;
  kind?: 'datetime' | 'status' | 'longtext';
  /** The area of `shared/roles.ts` it belongs to: left out for a role outside it (issue 34). */
  sensitive?: Area;
}
export interface ReadableView {
  fields: ReadableField[];
  lists: { title: string; items: ReadableField[][] }[];
}
export interface RecordDetails {
  record: RecordItem;
  readable: ReadableView;
}

export interface RecordKind {
  /** The URL segment: /api/<path>. */
  path: string;
  /** What the audit log calls it. */
  entityType: string;
  /** The table whose `status` column PATCH changes, when the kind has one. */
  statusTable?:
    | 'consultation_requests'
    | 'quote_requests'
    | 'funeral_applications'
    | 'workshop_registrations'
    | 'fna_submissions';
  /** Its SQL: what the list reads and searches (kinds-repository.ts). */
  query: RecordQuery;
  toItem(row: Row): RecordItem;
  csv: [header: string, value: (item: RecordItem) => unknown][];
  readable(item: RecordItem, extra: Row[]): ReadableView;
}

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const name = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();
export const field = (label: string, value: unknown, kind?: ReadableField['kind']): ReadableField =>
  kind ? { label, value: text(value), kind } : { label, value: text(value) };
/** A field only the roles of `area` see. */
export const sensitiveField = (label: string, value: unknown, area: Area): ReadableField => ({
  ...field(label, value),
  sensitive: area,
});
export const money = (cents: unknown) =>
  cents === null || cents === undefined ? '' : formatNad(Number(cents));

export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function personal(item: RecordItem, pick: (info: Record<string, unknown>) => unknown): string {
  return text(pick((item.personalInfo ?? {}) as Record<string, unknown>));
}
