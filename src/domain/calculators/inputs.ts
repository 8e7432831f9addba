import { formatNumber } from '../number-format';

/**
 * What every calculator shares: the outcome shape (a result, or a message per invalid input,
 * never a figure built from bad input) and the checks behind the messages.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Outcome<Result, Field extends string> =
  | { ok: true; result: Result }
  | { ok: false; errors: FieldErrors<Field> };

export interface NumberRule {
  /** How the message names the input, e.g. "your current age". */
  label: string;
  min?: number;
  max?: number;
  /** The smallest value is not allowed itself (an amount "above zero"). */
  exclusiveMin?: boolean;
  integer?: boolean;
  /** A blank input counts as zero instead of being an error. */
  blankIsZero?: boolean;
}

const plain = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

/** The message for a value that breaks its rule, or undefined. `undefined`/NaN is a blank input. */
export function numberProblem(value: number | undefined, rule: NumberRule): string | undefined {
  if (value === undefined || Number.isNaN(value)) return rule.blankIsZero ? undefined : `Enter ${rule.label}`;
  if (!Number.isFinite(value)) return `Enter ${rule.label} as a number`;
  if (rule.integer && !Number.isInteger(value)) return `Enter ${rule.label} as a whole number`;
  const { min, max } = rule;
  if (min !== undefined && (rule.exclusiveMin ? value <= min : value < min)) {
    if (rule.exclusiveMin) return `Enter ${rule.label} above ${plain(min)}`;
    if (max !== undefined) return `Enter ${rule.label} between ${plain(min)} and ${plain(max)}`;
    return `Enter ${rule.label} of ${plain(min)} or more`;
  }
  if (max !== undefined && value > max) {
    if (min !== undefined) return `Enter ${rule.label} between ${plain(min)} and ${plain(max)}`;
    return `Enter ${rule.label} of ${plain(max)} or less`;
  }
  return undefined;
}

/** Checks each input against its rule; the errors of those that fail. */
export function checkInputs<Field extends string>(
  values: Partial<Record<Field, number | undefined>>,
  rules: Record<Field, NumberRule>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = numberProblem(values[field], rules[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** A blank optional input as zero. */
export function orZero(value: number | undefined): number {
  return value === undefined || Number.isNaN(value) ? 0 : value;
}

/** The largest amount any calculator accepts: N$ 1 billion, far above any household's figures. */
export const maxAmount = 1_000_000_000;
