import { policyLists } from '../../../../shared/fna-texts';
import { useList } from '../../../lib/form-store';
import { Button } from '../../../ui/Button';
import { Figures, Grid, Group, NumberInput, Text, YesNo } from '../fields';
import { money, RemoveButton, useAnalysis } from './common';

/** Step 3: Insurance & Investments: the policy lists and pension incomes. */
function PolicyList({ listKey, label }: { listKey: string; label: string }) {
  const name = `insuranceInvestmentSummary.${listKey}`;
  const { keys, append, remove } = useList(name);
  return (
    <Group title={label}>
      {keys.map((key, index) => {
        const at = `${name}.${index}`;
        return (
          <div key={key} className="mb-4 rounded-xl border border-slate-200 p-3">
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
  const { keys, append, remove } = useList('insuranceInvestmentSummary.incomeFromPensions');
  return (
    <Group title="Income from pensions">
      {keys.map((key, index) => (
        <div key={key} className="mb-3 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
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

export function InsuranceStep() {
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
