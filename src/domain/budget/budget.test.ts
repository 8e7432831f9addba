import { describe, expect, it } from 'vitest';
import { analyseBudget, type BudgetState, budgetAmount, defaultBudget, formatPercentage } from './budget';

const zero: BudgetState = {
  income: 0,
  housing: 0,
  utilities: 0,
  groceries: 0,
  transport: 0,
  insurance: 0,
  entertainment: 0,
  hobbies: 0,
  subscriptions: 0,
  clothing: 0,
  emergency: 0,
  retirement: 0,
  investments: 0,
  debtPayment: 0,
};

/** A budget whose three categories hold these amounts (in housing, entertainment and emergency). */
const split = (income: number, needs: number, wants: number, savings: number): BudgetState => ({
  ...zero,
  income,
  housing: needs,
  entertainment: wants,
  emergency: savings,
});

const summary = (budget: BudgetState) => {
  const analysis = analyseBudget(budget);
  return analysis.categories?.map((category) => [
    category.status,
    formatPercentage(category.percentage),
    category.adviceAmount,
  ]);
};

describe('analyseBudget', () => {
  it("gives the spec's figures for the default budget", () => {
    // needs 6,000 + 1,200 + 2,500 + 2,800 + 1,000 = 13,500 = 67.5 % (over 60): reduce (67.5 - 55) % x 20,000 = 2,500
    // wants 1,500 + 1,200 + 600 + 1,200 = 4,500 = 22.5 % (good); savings 1,000 + 2,000 + 1,500 + 500 = 5,000 = 25.0 % (good, edge)
    // expenses 23,000; remaining 20,000 - 23,000 = -3,000
    const analysis = analyseBudget(defaultBudget);
    expect(analysis).toMatchObject({
      incomeCents: 2_000_000,
      totalExpensesCents: 2_300_000,
      remainingCents: -300_000,
      allGood: false,
    });
    expect(summary(defaultBudget)).toEqual([
      ['over', '67.5%', 2_500],
      ['good', '22.5%', 0],
      ['good', '25.0%', 0],
    ]);
    expect(analysis.categories?.[0]?.differenceFromMidpoint).toBeCloseTo(12.5, 10);
  });

  it.each([
    // every range edge is within it: 50 %, 30 %, 20 %
    [
      'lower and upper edges',
      split(10_000, 5_000, 3_000, 2_000),
      [
        ['good', '50.0%', 0],
        ['good', '30.0%', 0],
        ['good', '20.0%', 0],
      ],
    ],
    // a cent over 60 %: over; advice (60.0001 - 55) % x 10,000 = 500.01 -> 500
    [
      'a cent over the top',
      split(10_000, 6_000.01, 2_500, 2_000),
      [
        ['over', '60.0%', 500],
        ['good', '25.0%', 0],
        ['good', '20.0%', 0],
      ],
    ],
    // under everywhere: needs 40 % -> increase (55 - 40) % x 10,000 = 1,500; wants 10 % -> 1,500; savings 5 % -> 1,750
    [
      'under in all three',
      split(10_000, 4_000, 1_000, 500),
      [
        ['under', '40.0%', 1_500],
        ['under', '10.0%', 1_500],
        ['under', '5.0%', 1_750],
      ],
    ],
    // savings 26 % of 15,000 = 3,900 -> over 25: reduce (26 - 22.5) % x 15,000 = 525
    [
      'savings over',
      split(15_000, 8_250, 3_750, 3_900),
      [
        ['good', '55.0%', 0],
        ['good', '25.0%', 0],
        ['over', '26.0%', 525],
      ],
    ],
    // thirds: 33.3 % each of 9,000; needs under by (55 - 33.33) % x 9,000 = 1,950; wants over by 750; savings over by 975
    [
      'thirds',
      split(9_000, 3_000, 3_000, 3_000),
      [
        ['under', '33.3%', 1_950],
        ['over', '33.3%', 750],
        ['over', '33.3%', 975],
      ],
    ],
    // 1-decimal display rounds half up: 2,345 / 10,000 = 23.45 % -> 23.5 %
    [
      'one decimal',
      split(10_000, 5_500, 2_345, 2_155),
      [
        ['good', '55.0%', 0],
        ['good', '23.5%', 0],
        ['good', '21.6%', 0],
      ],
    ],
    // advice rounds to whole N$: wants 3,333.33 of 10,000 = 33.33 % -> (33.3333 - 25) % x 10,000 = 833.33 -> 833
    [
      'advice rounded',
      split(10_000, 5_500, 3_333.33, 2_000),
      [
        ['good', '55.0%', 0],
        ['over', '33.3%', 833],
        ['good', '20.0%', 0],
      ],
    ],
  ] as const)('%s', (_label, budget, expected) => {
    expect(summary(budget)).toEqual(expected);
  });

  it("shows 'Great job!' only when all three are good", () => {
    expect(analyseBudget(split(10_000, 5_500, 2_500, 2_000)).allGood).toBe(true);
    expect(analyseBudget(split(10_000, 5_500, 2_500, 1_999.99)).allGood).toBe(false);
  });

  it('has no analysis without an income, but still adds up the expenses', () => {
    expect(analyseBudget({ ...defaultBudget, income: 0 })).toEqual({
      incomeCents: 0,
      totalExpensesCents: 2_300_000,
      remainingCents: -2_300_000,
      categories: null,
      allGood: false,
    });
  });
});

describe('budgetAmount', () => {
  it.each([
    ['1500', 1500],
    ['1,500.50', 1500.5],
    [' 200 ', 200],
    ['abc', 0],
    ['', 0],
    [null, 0],
    ['-300', 0],
    [750, 750],
    [Number.NaN, 0],
  ])('%o -> %d', (typed, amount) => {
    expect(budgetAmount(typed)).toBe(amount);
  });
});
