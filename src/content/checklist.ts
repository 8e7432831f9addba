/** The free Financial Planning Checklist (DECISIONS D8): what every Namibian household should have in place. */
export const checklistSections: readonly { heading: string; items: readonly string[] }[] = [
  {
    heading: 'Protection',
    items: [
      'Life cover of about 10 times your annual income if anyone depends on you',
      'Funeral cover for everyone whose funeral you would pay for',
      'Disability or income protection cover if you could not work',
      'Medical aid, or at least hospital and gap cover',
      'Car and home insurance with sums insured that match today’s values',
    ],
  },
  {
    heading: 'Debt',
    items: [
      'A list of every debt with its balance, payment and interest rate',
      'Extra payments going to the most expensive debt first',
      'No payday or mashonisa loans for everyday costs',
      'Your credit record checked once a year',
    ],
  },
  {
    heading: 'Savings',
    items: [
      'An emergency fund of 3 to 6 months of expenses, in an account you can reach',
      'At least 10% of your income saved every month, by debit order on payday',
      'A separate savings plan for each goal: school fees, a deposit, a car',
    ],
  },
  {
    heading: 'Retirement',
    items: [
      'You know what your pension or provident fund is projected to pay you',
      'Your fund preserved, not cashed out, when you change jobs',
      'Retirement annuity contributions using the N$150,000 a year tax deduction',
    ],
  },
  {
    heading: 'Estate',
    items: [
      'A valid, signed will, updated after marriage, divorce or a birth',
      'Beneficiaries nominated on every policy and fund',
      'A guardian named for your children',
      'Your important documents in one place, and someone who knows where',
    ],
  },
  {
    heading: 'Tax and review',
    items: [
      'Your NamRA return filed on time, with every deduction claimed',
      'A yearly review of your cover, savings and plan with an adviser',
    ],
  },
];
