import { calendarDateLabel } from '../windhoek-time';

/**
 * The rates the calculators and the Financial Needs Analysis start from (issue 58), as the adviser
 * publishes them with the day they were true ("as of"). None on a fresh install: a calculator's
 * rate field starts empty and the FNA keeps the spec's assumptions, so no figure is published in
 * the adviser's name that they did not set.
 */
export interface PublishedRates {
  /** The day the rates were true, 'YYYY-MM-DD'; '' when none is set. */
  asOf: string;
  /** The prime lending rate, % a year: where the mortgage and vehicle finance calculators start. */
  primeLending: number | null;
  /** A long-term return on savings, % a year: the retirement and time value calculators, the FNA. */
  investmentReturn: number | null;
  /** Inflation, % a year: the FNA's. */
  inflation: number | null;
}

export type RateKind = Exclude<keyof PublishedRates, 'asOf'>;
export const rateKinds: readonly RateKind[] = ['primeLending', 'investmentReturn', 'inflation'];

export const rateNames: Record<RateKind, string> = {
  primeLending: 'Prime lending rate',
  investmentReturn: 'Long-term investment return',
  inflation: 'Inflation',
};

export const noRates: PublishedRates = {
  asOf: '',
  primeLending: null,
  investmentReturn: null,
  inflation: null,
};

/** '11.25' for 11.25, '7' for 7: how a rate is typed into a field. */
export function rateText(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}

/** What a rate field starts with: the published rate, else the fallback ('' for an empty field). */
export function startingRate(rates: PublishedRates, kind: RateKind, fallback = ''): string {
  const rate = rates[kind];
  return rate === null ? fallback : rateText(rate);
}

/**
 * The line under a rate field that starts from a published rate: what it is and the day it was
 * true ("Prime lending rate: 11.25 % as of 1 Dec 2026"), or undefined when none is published.
 */
export function rateAsOf(rates: PublishedRates, kind: RateKind): string | undefined {
  const rate = rates[kind];
  if (rate === null) return undefined;
  const when = rates.asOf ? ` as of ${calendarDateLabel(rates.asOf)}` : '';
  return `${rateNames[kind]}: ${rateText(rate)} %${when}.`;
}
