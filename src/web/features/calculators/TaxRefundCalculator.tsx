import { calculateTaxRefund } from '../../../domain/calculators/tax-refund';
import { defaultTaxYear } from '../../../domain/calculators/tax-years';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { Button } from '../../ui/Button';
import {
  CalculatorCard,
  NumberField,
  parseNumber,
  QuoteAction,
  ResultPanel,
  useCalculating,
  useCalculatorForm,
} from './parts';

const fields = ['grossSalary', 'studyPolicyContribution', 'retirementAnnuityContribution'] as const;

const percent = (value: number) => `${value.toFixed(2).replace(/\.00$/, '')}%`;

export function TaxRefundCalculator() {
  const form = useCalculatorForm(fields);
  const { values } = form;
  const { calculating, start } = useCalculating(() => form.submit());
  // Computed once the visitor asks (Calculate), not at each keystroke before.
  const outcome = form.submitted
    ? calculateTaxRefund({
        grossSalary: parseNumber(values.grossSalary),
        studyPolicyContribution: parseNumber(values.studyPolicyContribution),
        retirementAnnuityContribution: parseNumber(values.retirementAnnuityContribution),
      })
    : null;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome.result : null;
  const salary = parseNumber(values.grossSalary);
  return (
    <CalculatorCard
      title="Tax Refund Calculator"
      intro="See how much income tax retirement annuity and study policy contributions could save you in Namibia."
      onSubmit={start}
      buttons={
        <Button type="submit" disabled={calculating || !(salary !== undefined && salary > 0)}>
          {calculating ? 'Calculating...' : 'Calculate'}
        </Button>
      }
      result={
        result ? (
          <ResultPanel
            headline="Your potential tax saving"
            figure={formatNad(result.refundAmountCents)}
            lines={[
              { label: 'Tax on your salary', value: formatNad(result.currentTaxCents) },
              { label: 'Tax after deductions', value: formatNad(result.newTaxCents) },
              { label: 'Total deductions', value: formatNad(result.totalDeductionsCents) },
              {
                label: 'Effective tax rate',
                value: `${percent(result.effectiveTaxRate)} (was ${percent(result.currentEffectiveTaxRate)})`,
              },
              { label: 'Marginal tax rate', value: `${result.marginalTaxRate}%` },
              ...result.savingsBreakdown.map((line) => ({
                label: `Saved by the ${line.label.toLowerCase()}`,
                value: formatNad(line.savingCents),
              })),
            ]}
            note={
              result.capApplied ? (
                <p>
                  Your contributions are more than the {formatNadWhole(defaultTaxYear.retirementAndStudyCap)}{' '}
                  a year that can be deducted: only that much counts.
                </p>
              ) : null
            }
            assumptions={[
              `${result.taxYear.label}: ${result.taxYear.source}.`,
              `Retirement fund and study policy contributions together reduce taxable income by at most ${formatNadWhole(
                result.taxYear.retirementAndStudyCapCents / 100,
              )} a year.`,
              'Medical aid and pension fund contributions are not included (N$ 0).',
              'All amounts are for a full tax year (March to February). Your actual refund depends on your NamRA assessment.',
            ]}
            action={<QuoteAction label="Get a Free Quote" />}
          />
        ) : null
      }
    >
      <NumberField label="Gross annual salary (N$)" {...form.bind('grossSalary', errors)} />
      <NumberField
        label="Study policy contributions a year (N$)"
        optional
        {...form.bind('studyPolicyContribution', errors)}
      />
      <NumberField
        label="Retirement annuity contributions a year (N$)"
        optional
        {...form.bind('retirementAnnuityContribution', errors)}
      />
    </CalculatorCard>
  );
}
