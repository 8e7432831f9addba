/**
 * The FNA wizard's option lists, step titles, list labels and toasts (spec doc 3), apart from the
 * schemas (shared/fna.ts) so that the wizard shows them without loading zod before it is
 * interactive (issue 22).
 */

export const titles = ['Mr', 'Mrs', 'Ms', 'Dr'] as const;
export const maritalStatuses = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const physicalWorkOptions = ['Heavy', 'Light'] as const;
export const beneficiaryGenders = ['Male', 'Female'] as const;
export const particularsGenders = ['MALE', 'FEMALE'] as const;
export const keepOrRealise = ['keep', 'realise'] as const;

export const policyLists = [
  { key: 'lifeAssurance', label: 'Life assurance' },
  { key: 'endowmentPolicies', label: 'Endowment policies' },
  { key: 'medicalAssurance', label: 'Medical assurance' },
  { key: 'retirementAnnuities', label: 'Retirement annuities' },
  { key: 'pensionProvidentFund', label: 'Pension / provident fund' },
  { key: 'preservationFund', label: 'Preservation fund' },
  { key: 'discretionaryInvestments', label: 'Discretionary investments' },
  { key: 'unitTrusts', label: 'Unit trusts' },
] as const;
export type PolicyListKey = (typeof policyLists)[number]['key'];

export const budgetIncomeItems = [
  { key: 'salary', label: 'Salary (gross)' },
  { key: 'spouseIncome', label: 'Spouse income' },
  { key: 'rentalIncome', label: 'Rental income' },
  { key: 'otherIncome', label: 'Other income' },
] as const;
export const budgetDeductionItems = [
  { key: 'incomeTax', label: 'Income tax (PAYE)' },
  { key: 'pensionFund', label: 'Pension fund' },
  { key: 'medicalAid', label: 'Medical aid' },
  { key: 'socialSecurity', label: 'Social Security' },
  { key: 'otherDeductions', label: 'Other deductions' },
] as const;
export const budgetExpenseItems = [
  { key: 'housing', label: 'Rent or bond' },
  { key: 'utilities', label: 'Water, electricity, phone' },
  { key: 'groceries', label: 'Groceries' },
  { key: 'transport', label: 'Transport and vehicle' },
  { key: 'education', label: 'School fees' },
  { key: 'insurance', label: 'Insurance premiums' },
  { key: 'debtRepayments', label: 'Debt repayments' },
  { key: 'savings', label: 'Savings and investments' },
  { key: 'leisure', label: 'Leisure' },
  { key: 'otherExpenses', label: 'Other' },
] as const;

/** The wizard's steps (spec doc 3, section 2) and the sections each validates before Next. */
export const fnaSteps = [
  { title: 'Client Consent', sections: ['consentInfo'] },
  {
    title: 'Personal Information',
    sections: ['personalInfo', 'beneficiaries', 'bankingDetails', 'employmentDetails', 'medicalInfo'],
  },
  { title: 'Insurance & Investments', sections: ['insuranceInvestmentSummary'] },
  { title: 'Budget Information', sections: ['budgetInfo'] },
  {
    title: 'Income & Expenditure',
    sections: ['personalParticulars', 'incomeExpenditure', 'assetsLiabilities'],
  },
  { title: 'Needs Analysis', sections: ['assumptions', 'needs'] },
  { title: 'Estate & Education', sections: ['estatePlanning', 'educationPlanning'] },
  { title: 'Advice Record', sections: ['adviceRecord'] },
] as const satisfies readonly { title: string; sections: readonly string[] }[];

export const fnaMessages = {
  submitted: { title: 'Success!', description: 'Your FNA has been submitted successfully.' },
  downloaded: { title: 'Success!', description: 'Your FNA report has been generated and downloaded.' },
  pdfFailed: { title: 'Error', description: 'Failed to generate PDF. Please try again.' },
  // Ours (the spec gives none): a submission the server refused or that did not arrive, and rules
  // that could not be loaded to check a step or the form (issue 22).
  submitFailed: 'Your FNA could not be submitted. Please try again.',
  submitOffline: 'Your FNA could not be submitted. Check your connection and try again.',
  checkFailed: {
    title: 'Error',
    description: 'Your answers could not be checked. Check your connection and try again.',
  },
} as const;
