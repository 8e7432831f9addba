import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { PageMeta } from '../../../content/pages';
import { analyseFna } from '../../../domain/fna/analysis';
import { shortfallText } from '../../../domain/fna/needs';
import {
  assetClasses,
  riskProfileLabels,
  riskProfiles,
  strategicAssetAllocation,
} from '../../../domain/fna/totals';
import { formatNad } from '../../../domain/money';
import {
  beneficiaryGenders,
  budgetDeductionItems,
  budgetExpenseItems,
  budgetIncomeItems,
  type Fna,
  type FnaInput,
  fnaMessages,
  fnaSchema,
  fnaSteps,
  maritalStatuses,
  particularsGenders,
  physicalWorkOptions,
  policyLists,
  titles,
} from '../../../shared/fna';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { todayInWindhoek } from '../../lib/dates';
import { RequestError } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { useHydrated } from '../../lib/url-state';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { fetchFnaReport, submitFna } from './api/submit-fna';
import { draftStorageKey, figuresOf, startingValues, withDefaults } from './draft';
import { Check, Choice, Figures, Grid, Group, LongText, NumberInput, Text, YesNo } from './fields';

const money = (cents: number) => formatNad(cents);

function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="ghost" size="sm" className="text-red-800" onClick={onClick} aria-label={label}>
      Remove
    </Button>
  );
}

function useAnalysis() {
  const values = useWatch() as FnaInput;
  return useMemo(() => analyseFna(figuresOf(values)), [values]);
}

function ConsentStep() {
  const representative = useWatch({ name: 'consentInfo.representativeCapacity' });
  return (
    <>
      <Grid>
        <Text name="consentInfo.clientName" label="Client name" />
        <Text name="consentInfo.clientSurname" label="Client surname" />
        <Text name="consentInfo.identityNumber" label="Identity number" />
        <Text name="consentInfo.advisorName" label="Adviser" />
        <Text name="consentInfo.location" label="Location" />
        <Text name="consentInfo.date" label="Date" type="date" />
      </Grid>
      <div className="mt-4 space-y-3">
        <Check name="consentInfo.personalCapacity" label="I complete this in my personal capacity" />
        <Check
          name="consentInfo.representativeCapacity"
          label="I complete this as a representative of the client"
        />
        {representative ? (
          <LongText name="consentInfo.representativeDetails" label="Representative details" />
        ) : null}
        <Check
          name="consentInfo.consentGiven"
          label="I consent to my adviser obtaining information about my existing policies and investments from the product providers, to advise me."
        />
        <Text name="consentInfo.clientSignature" label="Signature (type your full name)" optional />
      </div>
    </>
  );
}

function BeneficiariesList() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'beneficiaries' });
  return (
    <Group title="Beneficiaries">
      {fields.map((field, index) => (
        <div key={field.id} className="mb-4 rounded-xl border border-slate-200 p-3">
          <Grid>
            <Text name={`beneficiaries.${index}.fullName`} label="Full name" optional />
            <Text name={`beneficiaries.${index}.relationship`} label="Relationship" />
            <NumberInput name={`beneficiaries.${index}.percentage`} label="Percentage" required step="1" />
            <Text name={`beneficiaries.${index}.idNumber`} label="ID number" optional />
            <Text name={`beneficiaries.${index}.dateOfBirth`} label="Date of birth" type="date" optional />
            <Choice name={`beneficiaries.${index}.gender`} label="Gender" options={beneficiaryGenders} />
            <Text name={`beneficiaries.${index}.contactNumber`} label="Contact number" type="tel" optional />
          </Grid>
          <RemoveButton onClick={() => remove(index)} label={`Remove beneficiary ${index + 1}`} />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          append({
            fullName: '',
            relationship: '',
            percentage: undefined,
            idNumber: '',
            dateOfBirth: '',
            gender: 'Female',
            contactNumber: '',
          })
        }
      >
        Add beneficiary
      </Button>
    </Group>
  );
}

function PersonalStep() {
  const married = useWatch({ name: 'personalInfo.maritalStatus' }) === 'Married';
  const dependants = useWatch({ name: 'personalInfo.hasDependants' }) === 'yes';
  const illness = useWatch({ name: 'personalInfo.hasChronicIllness' }) === 'yes';
  return (
    <>
      <Group title="Personal details">
        <Grid>
          <Choice name="personalInfo.title" label="Title" options={titles} />
          <Text name="personalInfo.fullName" label="Full name(s)" />
          <Text name="personalInfo.surname" label="Surname" />
          <Text name="personalInfo.idNumber" label="ID number" />
          <Text name="personalInfo.dateOfBirth" label="Date of birth" type="date" />
          <Choice name="personalInfo.maritalStatus" label="Marital status" options={maritalStatuses} />
          <Text name="personalInfo.citizenship" label="Citizenship" />
          <Text name="personalInfo.cell" label="Cell number" type="tel" />
          <Text name="personalInfo.email" label="Email" type="email" />
          <Text name="personalInfo.telWorkNumber" label="Work telephone" type="tel" optional />
          <Text
            name="personalInfo.residentialAddress"
            label="Residential address"
            className="sm:col-span-2"
          />
          <Text name="personalInfo.occupation" label="Occupation" />
          <Text name="personalInfo.employer" label="Employer" />
          <NumberInput name="personalInfo.income" label="Income (N$ a month)" required />
          {married ? (
            <NumberInput name="personalInfo.spouseIncome" label="Spouse income (N$ a month)" optional />
          ) : null}
          <Choice name="personalInfo.physicalWork" label="Physical work" options={physicalWorkOptions} />
          <Text name="personalInfo.hazardousActivities" label="Hazardous activities" optional />
          <Text name="personalInfo.qualification" label="Qualification" optional />
          <Text name="personalInfo.institution" label="Institution" optional />
          <NumberInput name="personalInfo.smokerYears" label="Years smoking" optional step="1" />
          <NumberInput name="personalInfo.height" label="Height (cm)" optional step="1" />
          <NumberInput name="personalInfo.weight" label="Weight (kg)" optional step="1" />
          <Text name="personalInfo.medicalAid" label="Medical aid" optional />
          <Text name="personalInfo.advisorName" label="Adviser" />
          <Text name="personalInfo.advisorCode" label="Adviser code" />
        </Grid>
        <div className="mt-4 space-y-4">
          <YesNo name="personalInfo.hasDependants" label="Do you have dependants?" />
          {dependants ? (
            <Grid>
              <NumberInput name="personalInfo.numberOfDependants" label="Number of dependants" step="1" />
              <Text name="personalInfo.dependantsDetails" label="Their names and ages" optional />
            </Grid>
          ) : null}
          <YesNo name="personalInfo.hasChronicIllness" label="Do you have a chronic illness or disability?" />
          {illness ? (
            <LongText name="personalInfo.chronicIllnessDetails" label="Illness or disability details" />
          ) : null}
        </div>
      </Group>
      <BeneficiariesList />
      <Group title="Banking details">
        <Grid>
          <Text name="bankingDetails.bankName" label="Bank name" />
          <Text name="bankingDetails.branch" label="Branch" />
          <Text name="bankingDetails.branchCode" label="Branch code" />
          <Text name="bankingDetails.accountNumber" label="Account number" />
          <Text name="bankingDetails.typeOfAccount" label="Account type" />
          <Text name="bankingDetails.deductionDate" label="Deduction date" />
        </Grid>
      </Group>
      <Group title="Employment details">
        <Grid>
          <Text name="employmentDetails.companyName" label="Company name" />
          <Text name="employmentDetails.employeeNumber" label="Employee number" optional />
          <Text name="employmentDetails.incomeTaxNumber" label="Income tax number" optional />
          <Text name="employmentDetails.preferredTimeOfContact" label="Preferred time of contact" optional />
        </Grid>
        <Check
          name="employmentDetails.changeInceptionDate"
          label="Change the inception date"
          className="mt-3"
        />
      </Group>
      <Group title="Medical and business">
        <LongText name="medicalInfo.medicalStatement" label="Medical statement" optional />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {(
            [
              ['ownerShareholder', 'Owner or shareholder of a business?'],
              ['professionalAssociation', 'Member of a professional association?'],
              ['businessAssurance', 'Business assurance in place?'],
              ['partnership', 'In a partnership?'],
              ['ownership', 'Other business ownership?'],
            ] as const
          ).map(([key, label]) => (
            <div key={key}>
              <YesNo name={`medicalInfo.${key}.answer`} label={label} />
              <Text name={`medicalInfo.${key}.details`} label="Details" optional />
            </div>
          ))}
          <YesNo name="medicalInfo.enforceableWill" label="Do you have a valid will?" />
          <YesNo name="medicalInfo.powerOfAttorney" label="Have you given a power of attorney?" />
          <YesNo name="medicalInfo.shortTermInsurance" label="Do you have short-term insurance?" />
        </div>
      </Group>
    </>
  );
}

function PolicyList({ listKey, label }: { listKey: string; label: string }) {
  const { control } = useFormContext();
  const name = `insuranceInvestmentSummary.${listKey}`;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Group title={label}>
      {fields.map((field, index) => {
        const at = `${name}.${index}`;
        return (
          <div key={field.id} className="mb-4 rounded-xl border border-slate-200 p-3">
            <Grid>
              <Text name={`${at}.policyNumber`} label="Policy number" optional />
              <Text name={`${at}.company`} label="Company" optional />
              <NumberInput name={`${at}.premium`} label="Premium (N$ a month)" optional />
              <NumberInput name={`${at}.annualPremium`} label="Annual premium (N$)" optional />
              <NumberInput name={`${at}.death`} label="Death cover (N$)" optional />
              <NumberInput name={`${at}.disability`} label="Disability cover (N$)" optional />
              <NumberInput name={`${at}.dreadDisease`} label="Dread disease cover (N$)" optional />
              <NumberInput name={`${at}.cashValue`} label="Cash value (N$)" optional />
              <NumberInput name={`${at}.amount`} label="Other amount (N$)" optional />
              <Text name={`${at}.paymentCover`} label="Payment cover" optional />
              <Text name={`${at}.ownerOfPolicy`} label="Owner of the policy" optional />
              <Text name={`${at}.beneficiaries`} label="Beneficiaries" optional />
              <Text name={`${at}.inception`} label="Inception" type="date" optional />
              <Text name={`${at}.termination`} label="Termination" type="date" optional />
              <YesNo name={`${at}.premiumWaiver`} label="Premium waiver?" />
              <Text name={`${at}.remarks`} label="Remarks" optional />
            </Grid>
            <RemoveButton
              onClick={() => remove(index)}
              label={`Remove ${label.toLowerCase()} policy ${index + 1}`}
            />
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => append({ premiumWaiver: 'no' })}>
        Add {label.toLowerCase()} policy
      </Button>
    </Group>
  );
}

function PensionIncomeList() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'insuranceInvestmentSummary.incomeFromPensions',
  });
  return (
    <Group title="Income from pensions">
      {fields.map((field, index) => (
        <div key={field.id} className="mb-3 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
          <Text
            name={`insuranceInvestmentSummary.incomeFromPensions.${index}.source`}
            label="Source"
            optional
          />
          <NumberInput
            name={`insuranceInvestmentSummary.incomeFromPensions.${index}.monthlyAmount`}
            label="N$ a month"
            optional
          />
          <RemoveButton onClick={() => remove(index)} label={`Remove pension income ${index + 1}`} />
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ source: '', monthlyAmount: 0 })}>
        Add pension income
      </Button>
    </Group>
  );
}

function InsuranceStep() {
  const analysis = useAnalysis();
  return (
    <>
      {policyLists.map((list) => (
        <PolicyList key={list.key} listKey={list.key} label={list.label} />
      ))}
      <Group title="Dependants' monthly income benefits">
        <Grid>
          <NumberInput
            name="insuranceInvestmentSummary.dependentsMonthlyIncomeBenefits.spouse"
            label="Spouse (N$ a month)"
            optional
          />
          <NumberInput
            name="insuranceInvestmentSummary.dependentsMonthlyIncomeBenefits.children"
            label="Children (N$ a month)"
            optional
          />
        </Grid>
      </Group>
      <PensionIncomeList />
      <Figures
        title="Cover and savings in place"
        rows={[
          ['Life cover', money(analysis.existing.deathCoverCents)],
          ['Disability cover', money(analysis.existing.disabilityCoverCents)],
          ['Dread disease cover', money(analysis.existing.dreadDiseaseCoverCents)],
          ['Retirement savings', money(analysis.existing.retirementSavingsCents)],
        ]}
      />
    </>
  );
}

function BudgetStep() {
  const { budget } = useAnalysis();
  const items = [
    ['Income', 'income', budgetIncomeItems],
    ['Deductions', 'deductions', budgetDeductionItems],
    ['Expenses', 'expenses', budgetExpenseItems],
  ] as const;
  return (
    <>
      {items.map(([title, key, list]) => (
        <Group key={key} title={`${title} (N$ a month)`}>
          <Grid>
            {list.map((item) => (
              <NumberInput
                key={item.key}
                name={`budgetInfo.${key}.${item.key}`}
                label={item.label}
                optional
              />
            ))}
          </Grid>
        </Group>
      ))}
      <Figures
        title="Your month"
        rows={[
          ['Total income', money(budget.totalIncomeCents)],
          ['Total deductions', money(budget.totalDeductionsCents)],
          ['Total expenses', money(budget.totalExpensesCents)],
          ['Net position', money(budget.netPositionCents)],
        ]}
      />
    </>
  );
}

const keepOrRealiseOptions = [
  { value: 'keep', label: 'Keep' },
  { value: 'realise', label: 'Realise' },
];

function BalanceList({ kind, title }: { kind: 'assets' | 'liabilities'; title: string }) {
  const { control } = useFormContext();
  const name = `assetsLiabilities.${kind}`;
  const { fields, append, remove } = useFieldArray({ control, name });
  const word = kind === 'assets' ? 'asset' : 'liability';
  return (
    <Group title={title}>
      {fields.map((field, index) => (
        <div key={field.id} className="mb-4 rounded-xl border border-slate-200 p-3">
          <Grid>
            <Text name={`${name}.${index}.description`} label={kind === 'assets' ? 'Asset' : 'Liability'} />
            <NumberInput name={`${name}.${index}.currentValue`} label="Current value (N$)" optional />
            <Choice name={`${name}.${index}.atDeath`} label="At death" options={keepOrRealiseOptions} />
            <Choice
              name={`${name}.${index}.atDisability`}
              label="At disability"
              options={keepOrRealiseOptions}
            />
            <Choice
              name={`${name}.${index}.atRetirement`}
              label="At retirement"
              options={keepOrRealiseOptions}
            />
          </Grid>
          <RemoveButton onClick={() => remove(index)} label={`Remove ${word} ${index + 1}`} />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          append({
            description: '',
            currentValue: 0,
            atDeath: 'keep',
            atDisability: 'keep',
            atRetirement: 'keep',
          })
        }
      >
        Add {word}
      </Button>
    </Group>
  );
}

function IncomeExpenditureStep() {
  const { balanceSheet } = useAnalysis();
  const events = balanceSheet.events;
  return (
    <>
      <Group title="Personal particulars">
        <Grid>
          <Text name="personalParticulars.nameAndSurname" label="Name and surname" />
          <Text name="personalParticulars.idNumber" label="Client ID" />
          <Text name="personalParticulars.occupation" label="Occupation" optional />
          <Choice
            name="personalParticulars.gender"
            label="Gender"
            options={particularsGenders.map((value) => ({
              value,
              label: value === 'MALE' ? 'Male' : 'Female',
            }))}
          />
          <NumberInput name="personalParticulars.age" label="Age" required step="1" />
          <NumberInput name="personalParticulars.retirementAge" label="Retirement age" required step="1" />
          <NumberInput name="incomeExpenditure.grossIncome" label="Gross income (N$ a month)" required />
          <NumberInput name="incomeExpenditure.netIncome" label="Net income (N$ a month)" required />
          <NumberInput
            name="incomeExpenditure.otherMonthlyIncome"
            label="Other monthly income (N$)"
            optional
          />
        </Grid>
      </Group>
      <BalanceList kind="assets" title="Assets" />
      <BalanceList kind="liabilities" title="Liabilities" />
      <Figures
        title="Assets and liabilities"
        rows={[
          ['Total assets', money(balanceSheet.totalAssetsCents)],
          ['Total liabilities', money(balanceSheet.totalLiabilitiesCents)],
          ['Net worth', money(balanceSheet.netWorthCents)],
          ['At death: realised less settled', money(events.death.surplusShortfallCents)],
          ['At disability: realised less settled', money(events.disability.surplusShortfallCents)],
          ['At retirement: realised less settled', money(events.retirement.surplusShortfallCents)],
        ]}
      />
    </>
  );
}

function NeedsStep() {
  const analysis = useAnalysis();
  return (
    <>
      <Group title="Assumptions (% a year)">
        <Grid>
          <NumberInput name="assumptions.premiumGrowth" label="Premium growth" />
          <NumberInput name="assumptions.inflation" label="Inflation" />
          <NumberInput name="assumptions.investmentReturn" label="Investment return" />
          <NumberInput name="assumptions.retirementReturn" label="Return after retirement" />
          <NumberInput name="assumptions.death.rate" label="Death: inflation of the income needed" />
          <NumberInput
            name="assumptions.disability.rate"
            label="Disability: inflation of the income needed"
          />
          <NumberInput name="assumptions.disability.coverGrowth" label="Disability: cover growth" />
          <NumberInput name="assumptions.retirement.coverGrowth" label="Retirement: cover growth" />
        </Grid>
      </Group>
      <Group title="At death">
        <Grid>
          <NumberInput
            name="needs.death.monthlyIncomeNeeded"
            label="Income the family needs (N$ a month)"
            optional
          />
          <NumberInput name="needs.death.years" label="For how many years" step="1" />
          <NumberInput name="needs.death.funeralCosts" label="Funeral costs (N$)" optional />
          <NumberInput name="needs.death.emergencyFund" label="Emergency fund (N$)" optional />
          <NumberInput name="needs.death.otherLumpSums" label="Other lump sums (N$)" optional />
        </Grid>
      </Group>
      <Group title="At disability">
        <Grid>
          <NumberInput
            name="needs.disability.monthlyIncomeNeeded"
            label="Income needed (N$ a month, until retirement)"
            optional
          />
          <NumberInput
            name="needs.disability.incomeProtectorMonthly"
            label="Income protector benefit (N$ a month)"
            optional
          />
          <NumberInput
            name="needs.disability.otherLumpSums"
            label="Lump sums: home and car changes, other (N$)"
            optional
          />
        </Grid>
      </Group>
      <Group title="At critical illness">
        <Grid>
          <NumberInput
            name="needs.criticalIllness.monthsOfIncome"
            label="Months of net income to cover"
            step="1"
          />
          <NumberInput
            name="needs.criticalIllness.medicalCosts"
            label="Medical costs not covered (N$)"
            optional
          />
        </Grid>
      </Group>
      <Group title="At retirement">
        <Grid>
          <NumberInput
            name="needs.retirement.monthlyIncomeNeeded"
            label="Income wanted, in today's money (N$ a month)"
            optional
          />
          <NumberInput name="needs.retirement.yearsInRetirement" label="Years in retirement" step="1" />
          <NumberInput
            name="needs.retirement.monthlyContribution"
            label="Saving towards retirement now (N$ a month)"
            optional
          />
          <NumberInput name="needs.retirement.escalationRate" label="Escalation of the saving (% a year)" />
        </Grid>
      </Group>
      <Figures
        title="Needs against what is in place"
        rows={[
          ['At death', shortfallText(analysis.death.shortfallCents)],
          ['At disability', shortfallText(analysis.disability.shortfallCents)],
          ['At critical illness', shortfallText(analysis.criticalIllness.shortfallCents)],
          ['At retirement', shortfallText(analysis.retirement.shortfallCents)],
          ['Extra saving for retirement', `${money(analysis.retirement.extraMonthlySavingCents)} a month`],
        ]}
      />
    </>
  );
}

function EducationList() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'educationPlanning.children' });
  const analysis = useAnalysis();
  return (
    <Group title="Education planning (up to 3 children)">
      {fields.map((field, index) => {
        const outcome = analysis.education[index];
        return (
          <div key={field.id} className="mb-4 rounded-xl border border-slate-200 p-3">
            <Grid>
              <Text
                name={`educationPlanning.children.${index}.name`}
                label={`Child ${index + 1}: name`}
                optional
              />
              <NumberInput
                name={`educationPlanning.children.${index}.currentAge`}
                label="Current age"
                required
                step="1"
              />
              <NumberInput
                name={`educationPlanning.children.${index}.yearsOfStudies`}
                label="Years of studies"
                step="1"
              />
              <NumberInput
                name={`educationPlanning.children.${index}.costOfOneYear`}
                label="Cost of one year today (N$)"
                optional
              />
              <NumberInput
                name={`educationPlanning.children.${index}.lumpSumAlreadySaved`}
                label="Already saved (N$)"
                optional
              />
              <Text
                name={`educationPlanning.children.${index}.methodUsed`}
                label="How it is saved"
                optional
              />
            </Grid>
            {outcome ? (
              <Figures
                title={`Child ${index + 1}`}
                rows={[
                  ['Projected cost', money(outcome.projectedCostCents)],
                  ['Saved by the start', money(outcome.savedAtStartCents)],
                  ['Monthly saving needed', money(outcome.monthlySavingCents)],
                ]}
              />
            ) : null}
            <RemoveButton onClick={() => remove(index)} label={`Remove child ${index + 1}`} />
          </div>
        );
      })}
      {fields.length < 3 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            append({
              name: '',
              currentAge: undefined,
              yearsOfStudies: 3,
              costOfOneYear: 0,
              lumpSumAlreadySaved: 0,
              methodUsed: '',
            })
          }
        >
          Add child
        </Button>
      ) : null}
    </Group>
  );
}

function EstateEducationStep() {
  const analysis = useAnalysis();
  return (
    <>
      <Group title="Estate costs">
        <Grid>
          <NumberInput name="estatePlanning.executorFeePercent" label="Executor's fee (% of the estate)" />
          <NumberInput name="estatePlanning.vatPercent" label="VAT on the fee (%)" />
          <NumberInput name="estatePlanning.deedsOfficeExpenses" label="Deeds office expenses (N$)" />
          <NumberInput name="estatePlanning.advertisementCosts" label="Advertisement costs (N$)" />
          <NumberInput name="estatePlanning.otherCosts" label="Other costs (N$)" optional />
        </Grid>
        <Figures
          title="Estate"
          rows={[
            ['Gross estate (your assets)', money(analysis.balanceSheet.totalAssetsCents)],
            ["Executor's fee with VAT", money(analysis.estate.executorFeeCents)],
            ['Total costs', money(analysis.estate.totalCostsCents)],
          ]}
        />
      </Group>
      <EducationList />
    </>
  );
}

function AdviceStep() {
  const profile = (useWatch({ name: 'adviceRecord.riskProfile' }) ??
    'moderate') as (typeof riskProfiles)[number];
  const ranges = strategicAssetAllocation[profile] ?? strategicAssetAllocation.moderate;
  const tableId = useId();
  return (
    <>
      <Grid>
        <Text name="adviceRecord.preparedFor" label="Prepared for" optional />
        <Text name="adviceRecord.preparedBy" label="Prepared by" optional />
        <Choice
          name="adviceRecord.riskProfile"
          label="Risk profile"
          options={riskProfiles.map((value) => ({ value, label: riskProfileLabels[value] }))}
        />
        <NumberInput name="adviceRecord.totalPremium" label="Total premium (N$ a month)" optional />
      </Grid>
      <table className="mt-4 w-full max-w-md text-left text-sm" aria-labelledby={tableId}>
        <caption id={tableId} className="text-left font-semibold text-slate-900">
          Strategic asset allocation: {riskProfileLabels[profile]}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1">
              Asset class
            </th>
            <th scope="col" className="py-1 text-right">
              Range
            </th>
          </tr>
        </thead>
        <tbody>
          {assetClasses.map((assetClass) => (
            <tr key={assetClass} className="border-b border-slate-100">
              <td className="py-1 capitalize">{assetClass}</td>
              <td className="py-1 text-right">
                {ranges[assetClass][0]}% - {ranges[assetClass][1]}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 space-y-4">
        <LongText name="adviceRecord.benefitParticulars" label="Benefit particulars" optional />
        <LongText
          name="adviceRecord.insurancePolicyParticulars"
          label="Insurance policy particulars"
          optional
        />
        <LongText name="adviceRecord.benefitDescriptions" label="Benefit descriptions" optional />
        <Grid>
          <NumberInput name="adviceRecord.investmentAssumptions.escalator" label="Escalator (%)" />
          <NumberInput name="adviceRecord.investmentAssumptions.inflation" label="Inflation (%)" />
          <NumberInput
            name="adviceRecord.investmentAssumptions.investmentReturn"
            label="Investment return (%)"
          />
          <NumberInput name="adviceRecord.investmentAssumptions.term" label="Term (years)" step="1" />
        </Grid>
        <LongText name="adviceRecord.comments" label="Comments" optional />
      </div>
      <Group title="Declarations">
        <Grid>
          <Text
            name="adviceRecord.clientDeclaration.signature"
            label="Client signature (type your full name)"
          />
          <Text name="adviceRecord.clientDeclaration.date" label="Client date" type="date" />
          <Text name="adviceRecord.advisorDeclaration.signature" label="Adviser signature (typed name)" />
          <Text name="adviceRecord.advisorDeclaration.date" label="Adviser date" type="date" />
        </Grid>
      </Group>
    </>
  );
}

const stepComponents = [
  ConsentStep,
  PersonalStep,
  InsuranceStep,
  BudgetStep,
  IncomeExpenditureStep,
  NeedsStep,
  EstateEducationStep,
  AdviceStep,
];

function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Draft {
  step: number;
  values: FnaInput;
}

function Wizard() {
  const today = todayInWindhoek();
  const hydrated = useHydrated();
  const form = useForm<FnaInput, unknown, Fna>({
    resolver: zodResolver(fnaSchema),
    defaultValues: startingValues({ name: siteConfig.adviserName, code: siteConfig.adviserCode }, today),
    // Checked as typed, not on leaving a field: a message vanishing on blur moved the page under the pointer.
    mode: 'onChange',
  });
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState<'idle' | 'submitting' | 'generating'>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);

  // A reload or a dropped connection loses nothing: the draft is kept in this browser.
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    try {
      const saved = localStorage.getItem(draftStorageKey);
      if (saved) {
        const draft = JSON.parse(saved) as Draft;
        form.reset(withDefaults(form.formState.defaultValues as FnaInput, draft.values));
        setStep(Math.min(Math.max(0, draft.step), fnaSteps.length - 1));
      }
    } catch {
      localStorage.removeItem(draftStorageKey);
    }
  }, [hydrated, form]);
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!restored.current) return;
      localStorage.setItem(draftStorageKey, JSON.stringify({ step, values }));
    });
    return () => subscription.unsubscribe();
  }, [form, step]);
  // Saved when the visitor moves to another step, not on mount: a save at mount could overwrite a
  // draft written by another tab in the meantime.
  const goTo = (next: number) => {
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ step: next, values: form.getValues() } satisfies Draft),
    );
    setStep(next);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  };

  const next = async () => {
    const valid = await form.trigger([...fnaSteps[step]!.sections]);
    if (valid) goTo(step + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy('submitting');
    let submitted: Awaited<ReturnType<typeof submitFna>>;
    try {
      submitted = await submitFna(values);
    } catch (error) {
      setBusy('idle');
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          error instanceof RequestError
            ? (error.serverMessage ?? 'Your FNA could not be submitted. Please try again.')
            : 'Your FNA could not be submitted. Check your connection and try again.',
      });
      return;
    }
    localStorage.removeItem(draftStorageKey);
    toast(fnaMessages.submitted);
    setBusy('generating');
    try {
      const pdf = await fetchFnaReport(submitted);
      downloadBlob(pdf, `FNA_Report_${todayInWindhoek()}.pdf`);
      toast(fnaMessages.downloaded);
    } catch {
      toast({ variant: 'destructive', ...fnaMessages.pdfFailed });
    } finally {
      setBusy('idle');
    }
  });

  const Step = stepComponents[step]!;
  const last = step === fnaSteps.length - 1;
  const percent = Math.round(((step + 1) / fnaSteps.length) * 100);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mx-auto max-w-4xl px-4 py-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-brand-800">
            Step {step + 1} of {fnaSteps.length}: {fnaSteps[step]!.title}
          </p>
          <ProgressBar label="Progress" percent={percent} />
          <p className="mt-1 text-xs text-slate-600">{percent}% complete</p>
          <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 outline-none">
            {fnaSteps[step]!.title}
          </h2>
          <div className="mt-6">
            <Step />
          </div>
          <div className="mt-8 flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={step === 0 || busy !== 'idle'}
              onClick={() => goTo(step - 1)}
            >
              Previous
            </Button>
            {last ? (
              <Button type="submit" disabled={busy !== 'idle'}>
                {busy === 'idle' ? (
                  'Submit & Generate PDF'
                ) : (
                  <>
                    <span
                      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                      aria-hidden="true"
                    />
                    Generating PDF...
                  </>
                )}
              </Button>
            ) : (
              <Button onClick={next}>Next</Button>
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** /fna: the Financial Needs Analysis in eight steps, ending in the PDF report (issue 8). */
export default function FnaPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-4xl">
        Eight steps to a complete picture of your finances. Your answers are kept in this browser until you
        submit; then you receive your report as a PDF and your adviser receives your analysis.
      </PageHero>
      <Wizard />
    </>
  );
}
