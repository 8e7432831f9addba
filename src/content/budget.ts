import type { BudgetItem } from '../domain/budget/budget';

/** The budget planner's labels for the 13 amounts (the spec names them; the words are ours). */
export const budgetItemLabels: Record<BudgetItem, string> = {
  housing: 'Housing (rent or bond)',
  utilities: 'Utilities (water, electricity)',
  groceries: 'Groceries',
  transport: 'Transport and fuel',
  insurance: 'Insurance',
  entertainment: 'Entertainment and eating out',
  hobbies: 'Hobbies',
  subscriptions: 'Subscriptions (TV, data, apps)',
  clothing: 'Clothing',
  emergency: 'Emergency fund',
  retirement: 'Retirement',
  investments: 'Investments',
  debtPayment: 'Extra debt payments',
};

/** The static 'Namibia-Specific Budgeting Tips' card (spec doc 1, budget planner). */
export const namibiaBudgetTips = {
  highCostAreas: [
    'Fuel costs: transport takes 15-20% more of a budget than elsewhere in the region.',
    'Electricity load shedding: budget for backup power.',
    'Food imports: groceries cost 20-30% above the regional average.',
    'The harsh climate: comprehensive insurance for your car and home.',
  ],
  localStrategies: [
    'Bundle your insurance policies for a better premium.',
    'Invest locally.',
    "Keep an emergency fund of 6 months' expenses.",
    'Start retirement planning early.',
  ],
} as const;
