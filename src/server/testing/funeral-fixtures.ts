import type { FuneralApplicationInput } from '../../shared/funeral';

/**
 * The family of four of the issue, priced by hand (see pricing.test.ts): self 40 male N$30,000
 * 41.34; spouse 38 female N$30,000 36.04; child 5 N$10,000 free; mother 67 N$15,000 58.30.
 * Monthly 135.68, annual 1,546.76, cover 85,000. Obviously fake people.
 */
export const familyOfFour: FuneralApplicationInput = {
  mainApplicant: {
    firstName: 'Test',
    lastName: 'Applicant',
    email: 'applicant@example.com',
    phone: '+264 81 000 0010',
    idNumber: '80010100000',
    age: 40,
    gender: 'male',
  },
  familyMembers: [
    {
      id: 'm1',
      name: 'Test Applicant',
      relationship: 'self',
      age: 40,
      gender: 'male',
      coverageAmount: 30_000,
      monthlyCost: 41.34,
      annualCost: 471.28,
    },
    {
      id: 'm2',
      name: 'Test Spouse',
      relationship: 'spouse',
      age: 38,
      gender: 'female',
      coverageAmount: 30_000,
      monthlyCost: 36.04,
      annualCost: 410.86,
    },
    {
      id: 'm3',
      name: 'Test Child',
      relationship: 'child',
      age: 5,
      gender: 'male',
      coverageAmount: 10_000,
      monthlyCost: 0,
      annualCost: 0,
    },
    {
      id: 'm4',
      name: 'Test Mother',
      relationship: 'mother',
      age: 67,
      gender: 'female',
      coverageAmount: 15_000,
      monthlyCost: 58.3,
      annualCost: 664.62,
    },
  ],
  coverageDetails: {
    totalMonthlyCost: 135.68,
    totalAnnualCost: 1546.76,
    totalCoverage: 85_000,
    paymentFrequency: 'monthly',
  },
  paymentPreferences: { frequency: 'monthly' },
  additionalInfo: 'Test only: no medical conditions.',
  totalMonthlyCost: 13_568,
  totalAnnualCost: 154_676,
  totalCoverageAmount: 8_500_000,
};
