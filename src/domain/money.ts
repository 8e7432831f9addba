/**
 * Money is integer cents in storage and in arithmetic that must add up. `Intl` has no `N$`
 * symbol, so this is the one formatter every page and report uses.
 */

const withDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
  return `${sign(cents)}N$ ${withDecimals.format(Math.abs(cents) / 100)}`;
}

/** `N$ 150,000` from a whole-unit amount: used for cover amounts and rounded estimates. */
export function formatNadWhole(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  const rounded = Math.round(amount);
  return `${sign(rounded)}N$ ${wholeUnits.format(Math.abs(rounded))}`;
}
