import { formatNadWhole } from '../money';

/**
 * The client needs analysis's recommendations (spec doc 3, section 9: the recommendation rules
 * table and the total monthly estimate). The server computes them from the stored answers with
 * this code; the browser shows the same.
 */

export type Priority = 'High' | 'Medium' | 'Low';

export interface Recommendation {
  category: string;
  priority: Priority;
  product: string;
  description: string;
  reasoning: string;
  estimatedCost: string;
  timeframe: string;
}

/** The monthly income bands and the amount each stands for (its middle; the open ends their edge). */
export const monthlyIncomeBands = [
  { value: 'under-5000', label: 'Under N$5,000', monthly: 5_000 },
  { value: '5000-10000', label: 'N$5,000 - N$10,000', monthly: 7_500 },
  { value: '10000-20000', label: 'N$10,000 - N$20,000', monthly: 15_000 },
  { value: '20000-35000', label: 'N$20,000 - N$35,000', monthly: 27_500 },
  { value: '35000-50000', label: 'N$35,000 - N$50,000', monthly: 42_500 },
  { value: 'over-50000', label: 'Over N$50,000', monthly: 50_000 },
] as const;
export type MonthlyIncomeBand = (typeof monthlyIncomeBands)[number]['value'];

/** The answers the rules read (spec: "fields read from other sections by the rules"). */
export interface RuleAnswers {
  clientProfile: { hasDependents?: string; dependentsCount?: number; monthlyIncomeRange?: string };
  familyProtection: { hasLifeInsurance?: string; childrenEducationConcern?: string };
  incomeProtection: { isMainIncomeEarner?: string; hasDisabilityCover?: string };
  debtReview: { hasArrears?: string; debtStress?: string };
  savingsEmergency: {
    hasEmergencyFund?: string;
    emergencyFundAmount?: string;
    savingsGoalTerm?: string;
    savingsMethodPreference?: string;
  };
  retirementPlanning: { hasRetirementSavings?: string; monthlyContribution?: string };
}

/** Life cover: 8 x annual income, or 10 x with more than 2 dependants (N$, whole). */
export function lifeCoverAmount(
  monthlyIncomeRange: string | undefined,
  dependentsCount: number,
): number | null {
  const band = monthlyIncomeBands.find((entry) => entry.value === monthlyIncomeRange);
  if (!band) return null;
  return band.monthly * 12 * (dependentsCount > 2 ? 10 : 8);
}

export function recommendationsFor(answers: RuleAnswers): Recommendation[] {
  const list: Recommendation[] = [];
  const {
    clientProfile,
    familyProtection,
    incomeProtection,
    debtReview,
    savingsEmergency,
    retirementPlanning,
  } = answers;

  if (
    savingsEmergency.hasEmergencyFund === 'no' ||
    savingsEmergency.emergencyFundAmount === 'under-1-month'
  ) {
    list.push({
      category: 'Emergency Fund',
      priority: 'High',
      product: 'Money Market Account',
      description:
        'Build an emergency fund of 3 to 6 months of expenses in an account you can reach within days.',
      reasoning:
        savingsEmergency.hasEmergencyFund === 'no'
          ? 'You have no emergency fund: an unexpected cost would have to go on credit.'
          : 'Your emergency fund covers less than a month of expenses.',
      estimatedCost: 'N$500-2,000 per month',
      timeframe: 'Immediate',
    });
  }
  if (familyProtection.hasLifeInsurance === 'no' && clientProfile.hasDependents === 'yes') {
    const dependants = clientProfile.dependentsCount ?? 0;
    const amount = lifeCoverAmount(clientProfile.monthlyIncomeRange, dependants);
    const multiple = dependants > 2 ? 10 : 8;
    list.push({
      category: 'Life Insurance',
      priority: 'High',
      product: `Term Life Cover (${multiple}x annual income)`,
      description:
        amount === null
          ? `Term life cover of ${multiple} times your annual income.`
          : `Term life cover of about ${formatNadWhole(amount)} (${multiple} times your annual income).`,
      reasoning: 'People depend on your income and there is no life cover to replace it.',
      estimatedCost: 'N$200-800 per month',
      timeframe: 'Within 30 days',
    });
  }
  if (incomeProtection.isMainIncomeEarner === 'yes' && incomeProtection.hasDisabilityCover === 'no') {
    list.push({
      category: 'Income Protection',
      priority: 'High',
      product: 'Disability Cover (60-75% of income)',
      description: 'A monthly income of 60 to 75 % of your salary if illness or injury stops you working.',
      reasoning: 'You are the main earner and your income is not protected.',
      estimatedCost: 'N$150-500 per month',
      timeframe: 'Within 30 days',
    });
  }
  if (retirementPlanning.hasRetirementSavings === 'no' || retirementPlanning.monthlyContribution === 'none') {
    list.push({
      category: 'Retirement',
      priority: 'Medium',
      product: 'Retirement Annuity',
      description: 'Start a retirement annuity: contributions are tax deductible within the limits.',
      reasoning:
        retirementPlanning.hasRetirementSavings === 'no'
          ? 'You have no retirement savings yet.'
          : 'Nothing is being added to your retirement savings each month.',
      estimatedCost: 'N$1,500-3,500 per month',
      timeframe: 'Within 60 days',
    });
  }
  if (debtReview.hasArrears === 'yes' || debtReview.debtStress === 'very-stressful') {
    list.push({
      category: 'Debt Management',
      priority: 'High',
      product: 'Debt Consolidation Plan',
      description: 'A plan to bring arrears up to date and repay debt in one affordable instalment.',
      reasoning:
        debtReview.hasArrears === 'yes'
          ? 'Some accounts are in arrears.'
          : 'Your debt is very stressful for you.',
      estimatedCost: 'Varies',
      timeframe: 'Immediate',
    });
  }
  if (familyProtection.childrenEducationConcern === 'yes') {
    list.push({
      category: 'Education',
      priority: 'Medium',
      product: 'Education Savings Plan',
      description: "Save monthly towards your children's tertiary education.",
      reasoning: "You are concerned about paying for your children's education.",
      estimatedCost: 'N$800-2,000 per month per child',
      timeframe: 'Within 90 days',
    });
  }
  if (
    savingsEmergency.savingsMethodPreference === 'growth' &&
    savingsEmergency.savingsGoalTerm === 'long-term'
  ) {
    list.push({
      category: 'Investments',
      priority: 'Low',
      product: 'Unit Trust Portfolio',
      description: 'A growth unit trust portfolio for your long-term goals.',
      reasoning: 'You prefer growth and your goal is long-term.',
      estimatedCost: 'N$1,000+ per month',
      timeframe: 'Within 90 days',
    });
  }
  return list;
}

export interface RecommendationSummary {
  high: number;
  medium: number;
  low: number;
  /** The spec's total monthly estimate, in whole N$. */
  monthlyLow: number;
  monthlyHigh: number;
}

export function summarise(recommendations: readonly Recommendation[]): RecommendationSummary {
  const count = (priority: Priority) => recommendations.filter((item) => item.priority === priority).length;
  const high = count('High');
  const medium = count('Medium');
  return {
    high,
    medium,
    low: count('Low'),
    monthlyLow: high * 400 + medium * 300,
    monthlyHigh: high * 1200 + medium * 800,
  };
}
