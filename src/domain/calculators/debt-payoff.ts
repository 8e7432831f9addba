import { toCents } from '../money';
import { monthlyInterestCents } from './amortisation';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome } from './inputs';

export interface DebtRow {
  id: string;
  name: string;
  balance?: number;
  monthlyPayment?: number;
  /** Yearly interest rate in percent. */
  interestRate?: number;
}

export type PayoffMethod = 'avalanche' | 'snowball';

export interface DebtPayoffInputs {
  debts: readonly DebtRow[];
  monthlyExtra?: number;
  yearlyExtra?: number;
  oneTimeAmount?: number;
  /** The month (1 = the first) the one-time amount is paid; 1 when blank. */
  oneTimeMonth?: number;
  payoffMethod: PayoffMethod;
  /** Keep paying the same total: a paid-off debt's payment goes to the next debt. */
  fixedTotal: boolean;
}

export type DebtPayoffField = 'debts' | 'monthlyExtra' | 'yearlyExtra' | 'oneTimeAmount' | 'oneTimeMonth';

/** The simulation stops here: a plan that has not cleared the debts in 50 years does not. */
export const maxPayoffMonths = 600;

export interface DebtPlan {
  /** Months to clear every debt; null when they are not cleared within 600 months. */
  months: number | null;
  totalInterestCents: number;
  totalPaidCents: number;
  /** The month each debt is cleared (null: not within 600 months), in the order given. */
  debtPayoffMonths: { id: string; name: string; month: number | null }[];
  /** What is owed in total at the start (month 0) and after each month. */
  balanceByMonthCents: number[];
}

export interface DebtPayoffResult {
  /** The rows that were counted: balance, payment and rate all above zero. */
  countedDebts: { id: string; name: string }[];
  totalDebtCents: number;
  totalMinimumPaymentCents: number;
  /** Paying the minimums only (with the same method and fixed-total choice, no extras). */
  timeToPayOff: number | null;
  totalInterestCents: number;
  monthlyPaymentWithExtraCents: number;
  timeToPayOffWithExtra: number | null;
  totalInterestWithExtraCents: number;
  /** Interest the extras save (over 600 months at most when the minimums never clear the debts). */
  interestSavedCents: number;
  /** Months the extras save; null when the minimums alone never clear the debts. */
  timeSaved: number | null;
  withoutExtras: DebtPlan;
  withExtras: DebtPlan;
}

const extraRules: Record<Exclude<DebtPayoffField, 'debts'>, NumberRule> = {
  monthlyExtra: { label: 'the monthly extra', min: 0, max: maxAmount, blankIsZero: true },
  yearlyExtra: { label: 'the yearly extra', min: 0, max: maxAmount, blankIsZero: true },
  oneTimeAmount: { label: 'the one-time amount', min: 0, max: maxAmount, blankIsZero: true },
  oneTimeMonth: {
    label: 'the month of the one-time amount',
    min: 1,
    max: maxPayoffMonths,
    integer: true,
    blankIsZero: true,
  },
};

const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0 && value <= maxAmount;

/** A row counts only with balance, monthly payment and interest rate all above zero (the spec). */
export function isCountedDebt(row: DebtRow): boolean {
  return (
    positive(row.balance) &&
    positive(row.monthlyPayment) &&
    positive(row.interestRate) &&
    row.interestRate <= 100
  );
}

interface Debt {
  id: string;
  name: string;
  order: number;
  rate: number;
  paymentCents: number;
  balanceCents: number;
  paidOffMonth: number | null;
}

interface Extras {
  monthlyCents: number;
  yearlyCents: number;
  oneTimeCents: number;
  oneTimeMonth: number;
}

/** Which debt gets money first: avalanche the highest rate, snowball the smallest balance. */
function priority(method: PayoffMethod) {
  return (a: Debt, b: Debt) => {
    const first =
      method === 'avalanche'
        ? b.rate - a.rate || a.balanceCents - b.balanceCents
        : a.balanceCents - b.balanceCents || b.rate - a.rate;
    return first || a.order - b.order;
  };
}

/**
 * Month by month: interest is charged on each balance (rate / 12, in cents), each debt gets its
 * minimum payment, and the extra money goes to the debts in the method's order. With a fixed
 * total, the minimums of cleared debts (and what a debt's last payment does not need) join the
 * extra money.
 */
function simulate(
  rows: readonly DebtRow[],
  extras: Extras,
  method: PayoffMethod,
  fixedTotal: boolean,
): DebtPlan {
  const debts: Debt[] = rows.map((row, order) => ({
    id: row.id,
    name: row.name,
    order,
    rate: row.interestRate!,
    paymentCents: toCents(row.monthlyPayment!),
    balanceCents: toCents(row.balance!),
    paidOffMonth: null,
  }));
  const balanceByMonthCents = [debts.reduce((sum, debt) => sum + debt.balanceCents, 0)];
  let totalInterestCents = 0;
  let totalPaidCents = 0;
  let months: number | null = null;
  for (let month = 1; month <= maxPayoffMonths; month++) {
    let pool = extras.monthlyCents;
    if (month % 12 === 0) pool += extras.yearlyCents;
    if (month === extras.oneTimeMonth) pool += extras.oneTimeCents;
    for (const debt of debts) {
      if (debt.balanceCents === 0) {
        if (fixedTotal) pool += debt.paymentCents;
        continue;
      }
      const interest = monthlyInterestCents(debt.balanceCents, debt.rate);
      debt.balanceCents += interest;
      totalInterestCents += interest;
      const paid = Math.min(debt.paymentCents, debt.balanceCents);
      debt.balanceCents -= paid;
      totalPaidCents += paid;
      if (fixedTotal) pool += debt.paymentCents - paid;
    }
    for (const debt of debts.filter((entry) => entry.balanceCents > 0).sort(priority(method))) {
      if (pool === 0) break;
      const paid = Math.min(pool, debt.balanceCents);
      debt.balanceCents -= paid;
      totalPaidCents += paid;
      pool -= paid;
    }
    for (const debt of debts)
      if (debt.balanceCents === 0 && debt.paidOffMonth === null) debt.paidOffMonth = month;
    const owed = debts.reduce((sum, debt) => sum + debt.balanceCents, 0);
    balanceByMonthCents.push(owed);
    if (owed === 0) {
      months = month;
      break;
    }
  }
  return {
    months,
    totalInterestCents,
    totalPaidCents,
    debtPayoffMonths: debts.map((debt) => ({ id: debt.id, name: debt.name, month: debt.paidOffMonth })),
    balanceByMonthCents,
  };
}

/** Debt payoff with extras, against the same plan without them. */
export function calculateDebtPayoff(inputs: DebtPayoffInputs): Outcome<DebtPayoffResult, DebtPayoffField> {
  const errors = checkInputs(inputs, extraRules) as Partial<Record<DebtPayoffField, string>>;
  const counted = inputs.debts.filter(isCountedDebt);
  if (counted.length === 0) {
    errors.debts = 'Enter at least one debt with its balance, monthly payment and interest rate';
  }
  if (hasErrors(errors)) return { ok: false, errors };
  const cents = (value: number | undefined) =>
    toCents(value === undefined || Number.isNaN(value) ? 0 : value);
  const extras: Extras = {
    monthlyCents: cents(inputs.monthlyExtra),
    yearlyCents: cents(inputs.yearlyExtra),
    oneTimeCents: cents(inputs.oneTimeAmount),
    oneTimeMonth:
      inputs.oneTimeMonth === undefined || Number.isNaN(inputs.oneTimeMonth) ? 1 : inputs.oneTimeMonth,
  };
  const none: Extras = { monthlyCents: 0, yearlyCents: 0, oneTimeCents: 0, oneTimeMonth: 1 };
  const withoutExtras = simulate(counted, none, inputs.payoffMethod, inputs.fixedTotal);
  const withExtras = simulate(counted, extras, inputs.payoffMethod, inputs.fixedTotal);
  const totalMinimumPaymentCents = counted.reduce((sum, debt) => sum + toCents(debt.monthlyPayment!), 0);
  return {
    ok: true,
    result: {
      countedDebts: counted.map((debt) => ({ id: debt.id, name: debt.name })),
      totalDebtCents: withoutExtras.balanceByMonthCents[0]!,
      totalMinimumPaymentCents,
      timeToPayOff: withoutExtras.months,
      totalInterestCents: withoutExtras.totalInterestCents,
      monthlyPaymentWithExtraCents: totalMinimumPaymentCents + extras.monthlyCents,
      timeToPayOffWithExtra: withExtras.months,
      totalInterestWithExtraCents: withExtras.totalInterestCents,
      interestSavedCents: withoutExtras.totalInterestCents - withExtras.totalInterestCents,
      timeSaved:
        withoutExtras.months === null || withExtras.months === null
          ? null
          : withoutExtras.months - withExtras.months,
      withoutExtras,
      withExtras,
    },
  };
}
