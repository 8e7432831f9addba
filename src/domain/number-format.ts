/**
 * Numbers written as `Intl.NumberFormat('en-US', …)` writes them, without `Intl`: the first
 * `Intl.NumberFormat` a page makes loads the browser's locale data, 45-90 ms of a phone's main
 * thread at Lighthouse's 4x slowdown (measured in Chromium), paid at the moment a visitor taps a
 * calculator (issue 45). Unit-tested against `Intl` itself over thousands of values.
 *
 * Like ICU, a number is rounded from its shortest decimal form (what `String(value)` shows), half
 * away from zero: 1.005 to two places is 1.01 (where `toFixed` gives 1.00, from the binary value
 * just below it).
 */

interface Decimal {
  digits: string;
  exponent: number;
}

/** |value| as an integer of decimal digits and a power of ten: digits × 10^exponent. */
function decimalOf(magnitude: number): Decimal {
  const [mantissa = '0', power = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  return { digits, exponent: Number(power) - fraction.length };
}

/** |value| rounded half away from zero to `places` decimals, as an integer of digits × 10^-places. */
function roundedDigits({ digits, exponent }: Decimal, places: number): string {
  if (exponent >= -places) return `${digits}${'0'.repeat(exponent + places)}`;
  const dropped = -places - exponent;
  const kept = dropped >= digits.length ? '0' : digits.slice(0, digits.length - dropped);
  const firstDropped = dropped > digits.length ? '0' : (digits[digits.length - dropped] as string);
  return firstDropped >= '5' ? (BigInt(kept) + 1n).toString() : BigInt(kept).toString();
}

function grouped(whole: string, minimumDigits = 1): string {
  if (whole.length < 3 + minimumDigits) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/** Whole and fraction parts of |value| rounded to `maximum` places, trailing zeros kept down to `minimum`. */
function parts(magnitude: Decimal, minimum: number, maximum: number): { whole: string; fraction: string } {
  const rounded = roundedDigits(magnitude, maximum).padStart(maximum + 1, '0');
  const whole = rounded.slice(0, rounded.length - maximum);
  let fraction = rounded.slice(rounded.length - maximum);
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return { whole, fraction };
}

function special(value: number): string | null {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-∞' : '∞';
  return null;
}

/** As `new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value)`. */
export function formatNumber(
  value: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = 3,
  }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const odd = special(value);
  if (odd) return odd;
  const maximum = Math.max(minimumFractionDigits, maximumFractionDigits);
  const { whole, fraction } = parts(decimalOf(Math.abs(value)), minimumFractionDigits, maximum);
  return `${isNegative(value) ? '-' : ''}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

const compactSuffixes = ['', 'K', 'M', 'B', 'T'];

/**
 * As `new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits }).format(value)`:
 * 1.5K, 12.3M, 999 (a chart's axis).
 */
export function formatCompact(value: number, maximumFractionDigits = 1): string {
  const odd = special(value);
  if (odd) return odd;
  const magnitude = decimalOf(Math.abs(value));
  // Thousands to shift by: from the whole part's digits, then once more if rounding reaches 1000.
  const wholeDigits = Math.max(1, magnitude.digits.length + magnitude.exponent);
  let step = Math.min(Math.floor((wholeDigits - 1) / 3), compactSuffixes.length - 1);
  let scaled = parts(shift(magnitude, step), 0, maximumFractionDigits);
  if (step < compactSuffixes.length - 1 && scaled.whole.length > 3) {
    step += 1;
    scaled = parts(shift(magnitude, step), 0, maximumFractionDigits);
  }
  const { whole, fraction } = scaled;
  return `${isNegative(value) ? '-' : ''}${grouped(whole, 2)}${fraction ? `.${fraction}` : ''}${compactSuffixes[step]}`;
}

/** ÷ 1000^steps, exact (the digits stay, the point moves). */
function shift({ digits, exponent }: Decimal, steps: number): Decimal {
  return { digits, exponent: exponent - 3 * steps };
}
