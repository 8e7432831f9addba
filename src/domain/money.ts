/**
 * Money is integer cents in storage and in arithmetic that must add up. `Intl` has no `N$`
 * symbol, so this is the one formatter every page and report uses. The digits are written as
 * `Intl.NumberFormat('en-US')` writes them, by `number-format.ts` (no `Intl`: its first use costs
 * a phone tens of milliseconds, issue 45).
 */
import { formatNumber } from './number-format';

/** Rounds a currency amount (e.g. 12.345) to whole cents, half away from zero. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  const cents = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
  return amount < 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

function sign(value: number): string {
  return value < 0 ? '-' : '';
}

/** `N$ 1,234.56` from cents. */
export function formatNad(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
  return `${sign(cents)}N$ ${formatNumber(Math.abs(cents) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** `N$ 150,000` from a whole-unit amount: used for cover amounts and rounded estimates. */
export function formatNadWhole(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  const rounded = Math.round(amount);
  return `${sign(rounded)}N$ ${formatNumber(Math.abs(rounded), { maximumFractionDigits: 0 })}`;
}

/**
 * N$ as people and insurers write it ("1,234.56", "N$ 1 234.56", "-250", "(250.00)" for a
 * negative amount): cents, or null when it does not read as an amount of at most two decimals.
 */
export function parseNadCents(text: string): number | null {
  let value = text
    .trim()
    .replace(/^N\$\s*/i, '')
    .replace(/[\s,]/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = true;
    value = bracketed[1] as string;
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  }
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return negative ? -cents : cents;
}
