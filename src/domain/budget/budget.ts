import { toCents } from '../money';

/** The 13 monthly amounts the planner asks for, by the spec's names. */
export const budgetItems = [
  'housing',
  'utilities',
  'groceries',
  'transport',
  'insurance',
  'entertainment',
  'hobbies',
  'subscriptions',
  'clothing',
  'emergency',
  'retirement',
  'investments',
  'debtPayment',
] as const;

export type BudgetItem = (typeof budgetItems)[number];

export type BudgetState = { income: number } & Record<BudgetItem, number>;

export type BudgetCategoryId = 'needs' | 'wants' | 'savings';

export interface BudgetCategory {
  id: BudgetCategoryId;
  /** The category's name in the analysis. */
  name: string;
  /** The heading its inputs are grouped under. */
  group: string;
  members: readonly BudgetItem[];
  /** Recommended share of income, in percent. */
  min: number;
  max: number;
  midpoint: number;
}

export const budgetCategories: readonly BudgetCategory[] = [
  {
    id: 'needs',
    name: 'Needs',
    group: 'Essential Needs',
    members: ['housing', 'utilities', 'groceries', 'transport', 'insurance'],
    min: 50,
    max: 60,
    midpoint: 55,
  },
  {
    id: 'wants',
    name: 'Wants',
    group: 'Lifestyle Wants',
    members: ['entertainment', 'hobbies', 'subscriptions', 'clothing'],
    min: 20,
    max: 30,
    midpoint: 25,
  },
  {
    id: 'savings',
    name: 'Savings & Investments',
    group: 'Savings & Investments',
    members: ['emergency', 'retirement', 'investments', 'debtPayment'],
    min: 20,
    max: 25,
    midpoint: 22.5,
  },
];

/** The spec's starting budget (N$ a month). */
export const defaultBudget: BudgetState = {
  income: 20_000,
  housing: 6_000,
  utilities: 1_200,
  groceries: 2_500,
  transport: 2_800,
  insurance: 1_000,
  entertainment: 1_500,
  hobbies: 1_200,
  subscriptions: 600,
  clothing: 1_200,
  emergency: 1_000,
  retirement: 2_000,
  investments: 1_500,
  debtPayment: 500,
};

/**
 * An amount as typed: anything that is not a number counts as 0 (the spec), and so does a
 * negative amount (an expense or an income below zero means nothing here).
 */
export function budgetAmount(typed: string | number | null | undefined): number {
  const value =
    typeof typed === 'number' ? typed : Number.parseFloat(String(typed ?? '').replace(/[\s,]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export type BudgetStatus = 'under' | 'good' | 'over';

export interface CategoryAnalysis {
  id: BudgetCategoryId;
  name: string;
  amountCents: number;
  /** Share of income in percent, unrounded (show it with one decimal). */
  percentage: number;
  min: number;
  max: number;
  midpoint: number;
  status: BudgetStatus;
  /** Percentage minus the range's midpoint (negative below it). */
  differenceFromMidpoint: number;
  /**
   * The monthly change the advice suggests, in whole N$: reduce by it when over, increase by it
   * when under; 0 when the category is within its range.
   */
  adviceAmount: number;
}

export interface BudgetAnalysis {
  incomeCents: number;
  totalExpensesCents: number;
  /** Income minus expenses; negative when spending more than earned. */
  remainingCents: number;
  /** Null without an income to compare with. */
  categories: CategoryAnalysis[] | null;
  /** 'Great job!' shows only when all three categories are within their ranges. */
  allGood: boolean;
}

/** Percentages display with one decimal. */
export function formatPercentage(percentage: number): string {
  return `${(Math.round(percentage * 10) / 10).toFixed(1)}%`;
}

export function analyseBudget(budget: BudgetState): BudgetAnalysis {
  const cents = (value: number) => toCents(budgetAmount(value));
  const incomeCents = cents(budget.income);
  const totalExpensesCents = budgetItems.reduce((sum, item) => sum + cents(budget[item]), 0);
  const remainingCents = incomeCents - totalExpensesCents;
  if (incomeCents === 0)
    return { incomeCents, totalExpensesCents, remainingCents, categories: null, allGood: false };

  const categories = budgetCategories.map((category): CategoryAnalysis => {
    const amountCents = category.members.reduce((sum, item) => sum + cents(budget[item]), 0);
    // Compared in whole cents x 100, exactly, so a share right on a range's edge counts as within it.
    const share = amountCents * 100;
    const status: BudgetStatus =
      share < category.min * incomeCents ? 'under' : share > category.max * incomeCents ? 'over' : 'good';
    const percentage = (amountCents / incomeCents) * 100;
    // (percentage - midpoint) x income = amount - midpoint x income / 100, in whole N$
    const adviceAmount =
      status === 'good'
        ? 0
        : Math.round(Math.abs(amountCents - (category.midpoint * incomeCents) / 100) / 100);
    return {
      id: category.id,
      name: category.name,
      amountCents,
      percentage,
      min: category.min,
      max: category.max,
      midpoint: category.midpoint,
      status,
      differenceFromMidpoint: percentage - category.midpoint,
      adviceAmount,
    };
  });
  return {
    incomeCents,
    totalExpensesCents,
    remainingCents,
    categories,
    allGood: categories.every((category) => category.status === 'good'),
  };
}
