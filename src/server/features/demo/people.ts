/**
 * The example practice's people (issue 43): made-up Namibian names, example.com addresses and
 * numbers in the 081 555 range, drawn from a fixed seed so every run makes the same practice.
 */

/** A small deterministic generator (mulberry32): the same practice each run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export const firstNames = [
  'Johanna',
  'Martha',
  'Petrus',
  'Selma',
  'Ndapewa',
  'Tuyeni',
  'Paulus',
  'Hilma',
  'Jonas',
  'Ester',
  'Tomas',
  'Loide',
  'Frieda',
  'Simon',
  'Anna',
  'Helena',
  'Josef',
  'Magdalena',
  'Elias',
  'Rauna',
  'Lukas',
  'Saara',
  'Gerhard',
  'Elizabeth',
  'Immanuel',
  'Ndinelago',
  'Kaino',
  'Tangeni',
  'Nangula',
  'Festus',
] as const;

export const surnames = [
  'Nghipondoka',
  'Shikongo',
  'Amutenya',
  'Haufiku',
  'Iipinge',
  'Nangolo',
  'Shilongo',
  'Kandjii',
  'Mbango',
  'van Wyk',
  'Hamutenya',
  'Nakale',
  'Shipanga',
  'Kapofi',
  'Angula',
  'Uushona',
  'Hangula',
  'Mwandingi',
  'Tjiueza',
  'Kambonde',
] as const;

export const towns = [
  'Windhoek',
  'Swakopmund',
  'Walvis Bay',
  'Oshakati',
  'Ongwediva',
  'Rundu',
  'Otjiwarongo',
  'Keetmanshoop',
] as const;

export const streets = [
  'Feld Street',
  'Sam Nujoma Drive',
  'Robert Mugabe Avenue',
  'Nelson Mandela Avenue',
  'Independence Avenue',
  'Hosea Kutako Drive',
] as const;

export const insurers = [
  'Sanlam Namibia',
  'Old Mutual Namibia',
  'Momentum Namibia',
  'Hollard Namibia',
  'Allan Gray Namibia',
] as const;
/** The insurer whose statements pay 80 % of what is due (the commission report's shortfall to find). */
export const underpayingInsurer = 'Momentum Namibia';

/** A Namibian ID number for a date of birth: YYMMDD, then five made-up digits. */
export function idNumberFor(dateOfBirth: string, serial: number): string {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  return `${year.slice(2)}${month}${day}${String(10_000 + serial).slice(-5)}`;
}

/** 081 555 0001 upwards: numbers in a made-up range. */
export const phoneFor = (index: number) => `081 555 ${String(1000 + index).slice(-4)}`;
export const emailFor = (first: string, last: string) =>
  `${`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')}@example.com`;
