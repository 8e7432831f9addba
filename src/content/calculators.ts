/** The calculators page's list (the spec's table): id, label, and what each works out. */
export const calculators = [
  { id: 'retirement', label: 'Retirement Planning', description: 'how much to save for retirement' },
  { id: 'mortgage', label: 'Mortgage Calculator', description: 'monthly payments and total interest' },
  { id: 'insurance', label: 'Insurance Needs', description: 'life insurance coverage needs' },
  { id: 'tax-refund', label: 'Tax Refund Calculator', description: 'potential tax savings in Namibia' },
  { id: 'vehicle-finance', label: 'Vehicle Finance', description: 'car loan payments and affordability' },
  { id: 'debt-consolidation', label: 'Debt Consolidation', description: 'debt payoff strategy' },
  { id: 'time-value', label: 'Time Value of Money', description: 'present value, future value, payments' },
] as const;

export type CalculatorId = (typeof calculators)[number]['id'];

export const defaultCalculator: CalculatorId = 'retirement';

export function findCalculator(id: string | null | undefined) {
  return calculators.find((calculator) => calculator.id === id) ?? calculators[0];
}
