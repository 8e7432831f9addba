import { parseNadCents } from '../../../domain/money';
import {
  type Policy,
  type PolicyCreateInput,
  type PolicyUpdateInput,
  policyCreateSchema,
  policyUpdateSchema,
} from '../../../shared/book';

/**
 * The policy form's values (what the adviser typed, N$ and percent as text) and the API body they
 * make (cents, percent as numbers), checked by the same schema the server uses.
 */

export interface PolicyFormValues {
  insurer: string;
  product: string;
  policyNumber: string;
  status: string;
  /** The date a changed status took effect (editing only; empty: the server's default, D33). */
  statusDate: string;
  startDate: string;
  premium: string;
  premiumFrequency: string;
  cover: string;
  firstYearKind: '' | 'amount' | 'percent';
  firstYear: string;
  firstYearPaid: string;
  ongoingPercent: string;
}

export type PolicyFormErrors = Partial<Record<keyof PolicyFormValues | 'clientId' | 'form', string>>;

export const emptyPolicyForm: PolicyFormValues = {
  insurer: '',
  product: '',
  policyNumber: '',
  status: 'in-force',
  statusDate: '',
  startDate: '',
  premium: '',
  premiumFrequency: 'monthly',
  cover: '',
  firstYearKind: '',
  firstYear: '',
  firstYearPaid: 'upfront',
  ongoingPercent: '',
};

const centsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

/** The form showing a stored policy. */
export function policyFormValues(policy: Policy): PolicyFormValues {
  const commission = policy.commission;
  return {
    insurer: policy.insurer,
    product: policy.product,
    policyNumber: policy.policyNumber,
    status: policy.status,
    // The date the present status took effect, to correct if it is wrong (D33); empty when none is kept.
    statusDate: policy.statusSince ?? '',
    startDate: policy.startDate,
    premium: centsText(policy.premiumCents),
    premiumFrequency: policy.premiumFrequency,
    cover: centsText(policy.coverCents),
    firstYearKind:
      commission?.firstYearAmountCents !== undefined
        ? 'amount'
        : commission?.firstYearPercent !== undefined
          ? 'percent'
          : '',
    firstYear:
      commission?.firstYearAmountCents !== undefined
        ? centsText(commission.firstYearAmountCents)
        : commission?.firstYearPercent !== undefined
          ? String(commission.firstYearPercent)
          : '',
    firstYearPaid: commission?.firstYearPaid ?? 'upfront',
    ongoingPercent: commission?.ongoingPercent !== undefined ? String(commission.ongoingPercent) : '',
  };
}

/** A percentage as typed ("7.5", "7,5 %"), or NaN when it does not read. */
function percentNumber(text: string): number {
  const cleaned = text.trim().replace(/\s*%$/, '').replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

type Read = { body: Record<string, unknown>; errors: PolicyFormErrors };

function read(values: PolicyFormValues): Read {
  const errors: PolicyFormErrors = {};
  const money = (field: 'premium' | 'cover' | 'firstYear', text: string, what: string) => {
    const cents = parseNadCents(text);
    if (cents === null) errors[field] = `Enter ${what} in N$, e.g. 450.00`;
    else if (cents < 0) errors[field] = `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative`;
    return cents ?? Number.NaN;
  };
  const commission: Record<string, unknown> = {};
  if (values.firstYearKind === 'amount')
    commission.firstYearAmountCents = money('firstYear', values.firstYear, 'the first-year commission');
  if (values.firstYearKind === 'percent') commission.firstYearPercent = percentNumber(values.firstYear);
  if (values.firstYearKind) commission.firstYearPaid = values.firstYearPaid;
  if (values.ongoingPercent.trim()) commission.ongoingPercent = percentNumber(values.ongoingPercent);
  return {
    body: {
      insurer: values.insurer,
      product: values.product || undefined,
      policyNumber: values.policyNumber,
      status: values.status || undefined,
      statusDate: values.statusDate || undefined,
      startDate: values.startDate,
      premiumCents: values.premium.trim() ? money('premium', values.premium, 'the premium') : undefined,
      premiumFrequency: values.premiumFrequency || undefined,
      coverCents: values.cover.trim() ? money('cover', values.cover, 'the cover') : null,
      commission: Object.keys(commission).length > 0 ? commission : null,
    },
    errors,
  };
}

/** The schema's path of an issue as the form's field. */
function fieldOf(path: readonly PropertyKey[]): keyof PolicyFormErrors {
  const [first, second] = path.map(String);
  const fields: Record<string, keyof PolicyFormErrors> = {
    premiumCents: 'premium',
    coverCents: 'cover',
    firstYearAmountCents: 'firstYear',
    firstYearPercent: 'firstYear',
    firstYearPaid: 'firstYearPaid',
    ongoingPercent: 'ongoingPercent',
  };
  return (
    fields[first === 'commission' ? (second ?? '') : (first ?? '')] ??
    (first as keyof PolicyFormErrors) ??
    'form'
  );
}

function withIssues(
  errors: PolicyFormErrors,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const all = { ...errors };
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    all[field] ??=
      field === 'premium' && issue.message.includes('amount in cents') ? 'Enter the premium' : issue.message;
  }
  return all;
}

/** The body of `POST /api/admin/policies`, or the message of each field that is wrong. */
export function policyCreateBody(
  clientId: string,
  values: PolicyFormValues,
): { ok: true; body: PolicyCreateInput } | { ok: false; errors: PolicyFormErrors } {
  const { body: all, errors } = read(values);
  // A new policy's status is as of its recording: no date of change.
  const { statusDate: _none, ...body } = all;
  const parsed = policyCreateSchema.safeParse({ clientId, ...body });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: withIssues(errors, parsed.success ? [] : parsed.error.issues) };
}

/**
 * The body of `PATCH /api/admin/policies/:id`: every field, as the form shows them all. With the
 * status unchanged, a date is the present status's (the server keeps the same date as it is).
 */
export function policyUpdateBody(
  values: PolicyFormValues,
): { ok: true; body: PolicyUpdateInput } | { ok: false; errors: PolicyFormErrors } {
  const { body, errors } = read(values);
  const parsed = policyUpdateSchema.safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: withIssues(errors, parsed.success ? [] : parsed.error.issues) };
}

/**
 * The form as a won card starts it: in force from today, a funeral application's product and its
 * yearly premium (the card's estimated value is the application's annual premium); the adviser
 * adds the insurer and the policy number the insurer issued.
 */
export function policyPrefillFromCard(
  card: { enquiryType: string | null; estimatedValueCents: number | null },
  today: string,
): Partial<PolicyFormValues> {
  const funeral = card.enquiryType === 'funeral-application';
  return {
    status: 'in-force',
    startDate: today,
    ...(funeral ? { product: 'funeral' } : {}),
    ...(funeral && card.estimatedValueCents !== null
      ? { premium: centsText(card.estimatedValueCents), premiumFrequency: 'annually' }
      : {}),
  };
}
