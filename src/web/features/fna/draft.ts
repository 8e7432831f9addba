import type { FnaFigures } from '../../../domain/fna/analysis';
import { noRates, type PublishedRates } from '../../../domain/website/rates';
import type { FnaInput } from '../../../shared/fna';
import {
  budgetDeductionItems,
  budgetExpenseItems,
  budgetIncomeItems,
  policyLists,
} from '../../../shared/fna-texts';

/**
 * The FNA wizard's starting values (the spec's defaults, the adviser from the site
 * configuration), the draft kept in this browser, and the figures of a form still being filled.
 */

export const draftStorageKey = 'fna-draft';

const zeroes = (items: readonly { key: string }[]) => Object.fromEntries(items.map((item) => [item.key, 0]));

export function startingValues(
  adviser: { name: string; code: string },
  today: string,
  rates: PublishedRates = noRates,
): FnaInput {
  // The adviser's published rates where set (issue 58), else the spec's: inflation 6 %, return 10 %.
  const inflation = rates.inflation ?? 6;
  const investmentReturn = rates.investmentReturn ?? 10;
  return {
    consentInfo: {
      identityNumber: '',
      clientName: '',
      clientSurname: '',
      personalCapacity: true,
      representativeCapacity: false,
      representativeDetails: '',
      consentGiven: false,
      advisorName: adviser.name,
      location: '',
      date: today,
      clientSignature: '',
    },
    personalInfo: {
      advisorName: adviser.name,
      advisorCode: adviser.code,
      cell: '',
      email: '',
      date: today,
      title: 'Mr',
      surname: '',
      fullName: '',
      dateOfBirth: '',
      idNumber: '',
      maritalStatus: 'Single',
      citizenship: '',
      telWorkNumber: '',
      employer: '',
      residentialAddress: '',
      occupation: '',
      income: undefined as unknown as number,
      spouseIncome: 0,
      physicalWork: 'Light',
      hazardousActivities: '',
      qualification: '',
      institution: '',
      smokerYears: 0,
      height: 0,
      weight: 0,
      medicalAid: '',
      hasDependants: 'no',
      numberOfDependants: 0,
      dependantsDetails: '',
      hasChronicIllness: 'no',
      chronicIllnessDetails: '',
    },
    beneficiaries: [],
    bankingDetails: {
      bankName: '',
      branch: '',
      branchCode: '',
      accountNumber: '',
      typeOfAccount: '',
      deductionDate: '',
    },
    employmentDetails: {
      employeeNumber: '',
      companyName: '',
      changeInceptionDate: false,
      preferredTimeOfContact: '',
      incomeTaxNumber: '',
    },
    medicalInfo: {
      medicalStatement: '',
      ownerShareholder: { answer: 'no', details: '' },
      professionalAssociation: { answer: 'no', details: '' },
      businessAssurance: { answer: 'no', details: '' },
      partnership: { answer: 'no', details: '' },
      ownership: { answer: 'no', details: '' },
      enforceableWill: 'no',
      powerOfAttorney: 'no',
      shortTermInsurance: 'no',
    },
    insuranceInvestmentSummary: {
      ...Object.fromEntries(policyLists.map((list) => [list.key, []])),
      dependentsMonthlyIncomeBenefits: { spouse: 0, children: 0 },
      incomeFromPensions: [],
    },
    budgetInfo: {
      income: zeroes(budgetIncomeItems),
      deductions: zeroes(budgetDeductionItems),
      expenses: zeroes(budgetExpenseItems),
    } as FnaInput['budgetInfo'],
    personalParticulars: {
      nameAndSurname: '',
      occupation: '',
      idNumber: '',
      gender: 'MALE',
      age: undefined as unknown as number,
      retirementAge: 60,
    },
    incomeExpenditure: {
      grossIncome: undefined as unknown as number,
      netIncome: undefined as unknown as number,
      otherMonthlyIncome: 0,
    },
    assetsLiabilities: { assets: [], liabilities: [] },
    assumptions: {
      premiumGrowth: 5,
      coverGrowth: null,
      inflation,
      investmentReturn,
      retirementReturn: 10,
      death: { premiumGrowth: 5, coverGrowth: null, rate: inflation },
      disability: { premiumGrowth: 5, coverGrowth: 10, rate: inflation },
      retirement: { premiumGrowth: 5, coverGrowth: 10, rate: 10 },
    },
    needs: {
      death: { monthlyIncomeNeeded: 0, years: 15, funeralCosts: 0, emergencyFund: 0, otherLumpSums: 0 },
      disability: { monthlyIncomeNeeded: 0, incomeProtectorMonthly: 0, otherLumpSums: 0 },
      criticalIllness: { monthsOfIncome: 12, medicalCosts: 0 },
      retirement: {
        monthlyIncomeNeeded: 0,
        yearsInRetirement: 20,
        monthlyContribution: 0,
        escalationRate: 5,
      },
    },
    estatePlanning: {
      executorFeePercent: 3.5,
      vatPercent: 15,
      deedsOfficeExpenses: 1810,
      advertisementCosts: 1500,
      otherCosts: 0,
    },
    educationPlanning: { children: [] },
    adviceRecord: {
      preparedFor: '',
      preparedBy: adviser.name,
      riskProfile: 'moderate',
      benefitParticulars: '',
      insurancePolicyParticulars: '',
      investmentAssumptions: { escalator: 0, inflation: 0, investmentReturn: 10, term: 0 },
      benefitDescriptions: '',
      comments: '',
      totalPremium: 0,
      clientDeclaration: { signature: '', date: today },
      advisorDeclaration: { signature: adviser.name, date: today },
    },
  };
}

/** A number typed so far: anything that is not one counts as 0 while the form is being filled. */
const n = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.max(0, number) : 0;
};
const amounts = (values: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries((values ?? {}) as Record<string, unknown>).map(([key, value]) => [key, n(value)]),
  );
const realise = (value: unknown) => (value === 'realise' ? 'realise' : 'keep');

/** The figures of the form as it stands, for the live totals and needs (the server works them out again). */
export function figuresOf(values: FnaInput): FnaFigures {
  const rows = (list: readonly Record<string, unknown>[] | undefined) =>
    (list ?? []).map((row) => ({
      currentValue: n(row.currentValue),
      atDeath: realise(row.atDeath),
      atDisability: realise(row.atDisability),
      atRetirement: realise(row.atRetirement),
    })) as FnaFigures['assetsLiabilities']['assets'];
  const summary = values.insuranceInvestmentSummary ?? {};
  const policies = Object.fromEntries(
    policyLists.map((list) => [
      list.key,
      ((summary[list.key] ?? []) as Record<string, unknown>[]).map((policy) => ({
        death: n(policy.death),
        disability: n(policy.disability),
        dreadDisease: n(policy.dreadDisease),
        cashValue: n(policy.cashValue),
      })),
    ]),
  ) as unknown as FnaFigures['insuranceInvestmentSummary'];
  const a = values.assumptions ?? {};
  const needs = values.needs ?? {};
  const estate = values.estatePlanning ?? {};
  return {
    budgetInfo: {
      income: amounts(values.budgetInfo?.income),
      deductions: amounts(values.budgetInfo?.deductions),
      expenses: amounts(values.budgetInfo?.expenses),
    },
    insuranceInvestmentSummary: policies,
    personalParticulars: {
      age: n(values.personalParticulars?.age),
      retirementAge: n(values.personalParticulars?.retirementAge ?? 60),
    },
    incomeExpenditure: {
      grossIncome: n(values.incomeExpenditure?.grossIncome),
      netIncome: n(values.incomeExpenditure?.netIncome),
    },
    assetsLiabilities: {
      assets: rows(values.assetsLiabilities?.assets as Record<string, unknown>[]),
      liabilities: rows(values.assetsLiabilities?.liabilities as Record<string, unknown>[]),
    },
    assumptions: {
      inflation: n(a.inflation ?? 6),
      investmentReturn: n(a.investmentReturn ?? 10),
      retirementReturn: n(a.retirementReturn ?? 10),
      death: { rate: n(a.death?.rate ?? 6) },
      disability: { rate: n(a.disability?.rate ?? 6) },
    },
    needs: {
      death: {
        monthlyIncomeNeeded: n(needs.death?.monthlyIncomeNeeded),
        years: n(needs.death?.years ?? 15),
        funeralCosts: n(needs.death?.funeralCosts),
        emergencyFund: n(needs.death?.emergencyFund),
        otherLumpSums: n(needs.death?.otherLumpSums),
      },
      disability: {
        monthlyIncomeNeeded: n(needs.disability?.monthlyIncomeNeeded),
        incomeProtectorMonthly: n(needs.disability?.incomeProtectorMonthly),
        otherLumpSums: n(needs.disability?.otherLumpSums),
      },
      criticalIllness: {
        monthsOfIncome: n(needs.criticalIllness?.monthsOfIncome ?? 12),
        medicalCosts: n(needs.criticalIllness?.medicalCosts),
      },
      retirement: {
        monthlyIncomeNeeded: n(needs.retirement?.monthlyIncomeNeeded),
        yearsInRetirement: n(needs.retirement?.yearsInRetirement ?? 20),
        monthlyContribution: n(needs.retirement?.monthlyContribution),
      },
    },
    estatePlanning: {
      executorFeePercent: n(estate.executorFeePercent ?? 3.5),
      vatPercent: n(estate.vatPercent ?? 15),
      deedsOfficeExpenses: n(estate.deedsOfficeExpenses ?? 1810),
      advertisementCosts: n(estate.advertisementCosts ?? 1500),
      otherCosts: n(estate.otherCosts),
    },
    educationPlanning: {
      children: (values.educationPlanning?.children ?? []).map((child) => ({
        currentAge: n(child.currentAge),
        yearsOfStudies: Math.max(1, n(child.yearsOfStudies ?? 3)),
        costOfOneYear: n(child.costOfOneYear),
        lumpSumAlreadySaved: n(child.lumpSumAlreadySaved),
      })),
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved draft laid over the starting values: a field the draft does not have (a draft saved
 * before a field was added) keeps its default instead of turning up empty.
 */
export function withDefaults<Value>(defaults: Value, draft: unknown): Value {
  if (!isPlainObject(defaults) || !isPlainObject(draft))
    return (draft === undefined ? defaults : draft) as Value;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(draft)) merged[key] = withDefaults(defaults[key], value);
  return merged as Value;
}
