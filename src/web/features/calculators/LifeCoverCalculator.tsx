import {
  calculateLifeCover,
  defaultYearsOfCoverage,
  educationPerDependent,
  immediateNeedsPerDependent,
} from '../../../domain/calculators/life-cover';
import { formatNadWhole } from '../../../domain/money';
import {
  CalculatorCard,
  ConsultationAction,
  NumberField,
  parseNumber,
  ResultPanel,
  useCalculatorForm,
} from './parts';

const fields = ['annualIncome', 'dependents', 'currentDebts', 'yearsOfCoverage'] as const;
const whole = (cents: number) => formatNadWhole(cents / 100);

export function LifeCoverCalculator() {
  const form = useCalculatorForm(fields, { yearsOfCoverage: String(defaultYearsOfCoverage) });
  const { values } = form;
  // Computed once the visitor asks (Calculate), not at each keystroke before.
  const outcome = form.submitted
    ? calculateLifeCover({
        annualIncome: parseNumber(values.annualIncome),
        dependents: parseNumber(values.dependents),
        currentDebts: parseNumber(values.currentDebts),
        yearsOfCoverage: parseNumber(values.yearsOfCoverage),
      })
    : null;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome.result : null;
  return (
    <CalculatorCard
      title="Insurance Needs"
      intro="Estimate how much life cover would keep your family going if you were no longer there."
      onSubmit={() => form.submit()}
      result={
        result ? (
          <ResultPanel
            headline="Life cover you may need"
            figure={whole(result.totalCoverCents)}
            lines={[
              {
                label: `Income replacement (${values.yearsOfCoverage} years)`,
                value: whole(result.incomeReplacementCents),
              },
              { label: 'Immediate needs', value: whole(result.immediateNeedsCents) },
              { label: 'Education', value: whole(result.educationCents) },
              { label: 'Debts to settle', value: whole(result.debtsCents) },
              { label: 'Total cover', value: whole(result.totalCoverCents), strong: true },
            ]}
            assumptions={[
              `Your annual income replaced for ${values.yearsOfCoverage} years.`,
              `${formatNadWhole(immediateNeedsPerDependent)} per dependent for immediate needs (funeral, the first months' living costs).`,
              `${formatNadWhole(educationPerDependent)} per dependent for education.`,
              'Your current debts paid off in full. Cover you already have is not subtracted.',
            ]}
            action={<ConsultationAction label="Discuss Your Cover" />}
          />
        ) : null
      }
    >
      <NumberField label="Annual income (N$)" {...form.bind('annualIncome', errors)} />
      <NumberField label="Number of dependents" whole {...form.bind('dependents', errors)} />
      <NumberField label="Current debts (N$)" optional {...form.bind('currentDebts', errors)} />
      <NumberField label="Years of income to replace" whole {...form.bind('yearsOfCoverage', errors)} />
    </CalculatorCard>
  );
}
