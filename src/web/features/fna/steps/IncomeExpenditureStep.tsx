import { particularsGenders } from '../../../../shared/fna-texts';
import { useList } from '../../../lib/form-store';
import { Button } from '../../../ui/Button';
import { Choice, Figures, Grid, Group, NumberInput, Text } from '../fields';
import { money, RemoveButton, useAnalysis } from './common';

/** Step 5: Income & Expenditure, with the assets and liabilities. */
const keepOrRealiseOptions = [
  { value: 'keep', label: 'Keep' },
  { value: 'realise', label: 'Realise' },
];

function BalanceList({ kind, title }: { kind: 'assets' | 'liabilities'; title: string }) {
  const name = `assetsLiabilities.${kind}`;
  const { keys, append, remove } = useList(name);
  const word = kind === 'assets' ? 'asset' : 'liability';
  return (
    <Group title={title}>
      {keys.map((key, index) => (
        <div key={key} className="mb-4 rounded-xl border border-slate-200 p-3">
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

export function IncomeExpenditureStep() {
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
