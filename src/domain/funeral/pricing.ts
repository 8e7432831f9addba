import type { FuneralCategory, Gender } from './premium-data';
import { buildPremiumTable, type PremiumCell } from './premium-table';

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

/** Built once: the cells indexed by category, gender and age band. */
const table: readonly PremiumCell[] = buildPremiumTable();
const rowsByKey = new Map<string, PremiumCell[]>();
for (const cell of table) {
  const key = `${cell.category}|${cell.gender}`;
  rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), cell]);
}

function rowFor(relationship: Relationship, age: number, gender: Gender): PremiumCell[] {
  if (!Number.isInteger(age)) return [];
  const cells = rowsByKey.get(`${categoryOf[relationship]}|${gender}`) ?? [];
  return cells.filter((cell) => age >= cell.minAge && age <= cell.maxAge);
}

/** The cover amounts offered to a relationship at an age (none outside every band). */
export function coverOptionsFor(relationship: Relationship, age: number): number[] {
  // Amounts do not depend on gender (the table's check keeps both rows alike).
  return rowFor(relationship, age, 'male').map((cell) => cell.coverAmount);
}

/** The monthly and annual premium in cents, or null when that amount is not offered. */
export function premiumFor(
  relationship: Relationship,
  age: number,
  gender: Gender,
  coverAmount: number,
): { monthlyCents: number; annualCents: number } | null {
  const cell = rowFor(relationship, age, gender).find((entry) => entry.coverAmount === coverAmount);
  return cell ? { monthlyCents: cell.monthlyCents, annualCents: cell.annualCents } : null;
}
