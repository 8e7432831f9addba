import { type DatedPremiumTable, specPremiumTable } from './dated-tables';
import type { FuneralCategory, Gender } from './premium-data';
import type { PremiumCell } from './premium-table';

/** The relationship options (spec doc 2, section 3), value and label; the pricing also takes 'partner'. */
export const relationshipOptions = [
  { value: 'self', label: 'Self (Main Member)' },
  { value: 'spouse', label: 'Spouse/Partner' },
  { value: 'child', label: 'Child' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'mother', label: 'Mother' },
  { value: 'father', label: 'Father' },
  { value: 'mother-in-law', label: 'Mother-in-law' },
  { value: 'father-in-law', label: 'Father-in-law' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'brother', label: 'Brother' },
  { value: 'sister', label: 'Sister' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'aunt', label: 'Aunt' },
  { value: 'uncle', label: 'Uncle' },
  { value: 'cousin', label: 'Cousin' },
  { value: 'nephew', label: 'Nephew' },
  { value: 'niece', label: 'Niece' },
] as const;

export type Relationship = (typeof relationshipOptions)[number]['value'] | 'partner';

const categoryOf: Record<Relationship, FuneralCategory> = {
  self: 'mainSpouse',
  spouse: 'mainSpouse',
  partner: 'mainSpouse',
  child: 'children',
  son: 'children',
  daughter: 'children',
  mother: 'parents',
  father: 'parents',
  'mother-in-law': 'parents',
  'father-in-law': 'parents',
  sibling: 'extendedFamily',
  brother: 'extendedFamily',
  sister: 'extendedFamily',
  grandparent: 'extendedFamily',
  aunt: 'extendedFamily',
  uncle: 'extendedFamily',
  cousin: 'extendedFamily',
  nephew: 'extendedFamily',
  niece: 'extendedFamily',
};

export function isRelationship(value: string): value is Relationship {
  return Object.hasOwn(categoryOf, value);
}

export function relationshipCategory(relationship: Relationship): FuneralCategory {
  return categoryOf[relationship];
}

/** Each table's cells indexed by category and gender, made once per table. */
const indexes = new WeakMap<readonly PremiumCell[], Map<string, PremiumCell[]>>();

function indexOf(cells: readonly PremiumCell[]): Map<string, PremiumCell[]> {
  let index = indexes.get(cells);
  if (!index) {
    index = new Map();
    for (const cell of cells) {
      const key = `${cell.category}|${cell.gender}`;
      index.set(key, [...(index.get(key) ?? []), cell]);
    }
    indexes.set(cells, index);
  }
  return index;
}

function rowFor(
  relationship: Relationship,
  age: number,
  gender: Gender,
  table: DatedPremiumTable,
): PremiumCell[] {
  if (!Number.isInteger(age)) return [];
  const cells = indexOf(table.cells).get(`${categoryOf[relationship]}|${gender}`) ?? [];
  return cells.filter((cell) => age >= cell.minAge && age <= cell.maxAge);
}

/** The cover amounts offered to a relationship at an age (none outside every band). */
export function coverOptionsFor(
  relationship: Relationship,
  age: number,
  table: DatedPremiumTable = specPremiumTable,
): number[] {
  // Amounts do not depend on gender (the table's check keeps both rows alike).
  return rowFor(relationship, age, 'male', table).map((cell) => cell.coverAmount);
}

/**
 * The monthly and annual premium in cents by `table` (the spec's unless given: the table in force
 * on the day, dated-tables.ts), or null when that amount is not offered.
 */
export function premiumFor(
  relationship: Relationship,
  age: number,
  gender: Gender,
  coverAmount: number,
  table: DatedPremiumTable = specPremiumTable,
): { monthlyCents: number; annualCents: number } | null {
  const cell = rowFor(relationship, age, gender, table).find((entry) => entry.coverAmount === coverAmount);
  return cell ? { monthlyCents: cell.monthlyCents, annualCents: cell.annualCents } : null;
}
