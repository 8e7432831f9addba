import {
  affordabilityShare,
  calculateVehicleFinance,
  repaymentPeriods,
} from '../../../domain/calculators/vehicle-finance';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { rateAsOf, startingRate } from '../../../domain/website/rates';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import {
  CalculatorCard,
  calculatorAnswer,
  NumberField,
  QuoteAction,
  ResultChart,
  ResultPanel,
  SelectField,
  useCalculating,
  useCalculatorForm,
} from './parts';

const fields = ['purchasePrice', 'deposit', 'balloonPercentage', 'interestRate', 'repaymentPeriod'] as const;

export function VehicleFinanceCalculator() {
  const form = useCalculatorForm(fields, {
    repaymentPeriod: '60',
    interestRate: startingRate(siteConfig.rates, 'primeLending'),
  });
  const { values } = form;
  const { calculating, start } = useCalculating(() => form.submit());
  const { result, errors } = calculatorAnswer(form, fields, calculateVehicleFinance);
  const ready = [values.purchasePrice, values.deposit, values.interestRate, values.repaymentPeriod].every(
    (text) => text !== '',
  );
  return (
    <CalculatorCard
      title="Vehicle Finance"
      intro="Work out the monthly instalment on a car loan, with or without a balloon, and the income a bank will look for."
      onSubmit={start}
      buttons={
        <>
          <Button type="submit" disabled={calculating || !ready}>
            {calculating ? 'Calculating...' : 'Calculate'}
          </Button>
          <Button variant="secondary" onClick={() => form.reset()}>
            Reset
          </Button>
        </>
      }
      result={
        result ? (
          <ResultPanel
            headline="Monthly instalment"
            figure={formatNad(result.monthlyRepaymentCents)}
            lines={[
              { label: 'Amount financed', value: formatNad(result.loanAmountCents) },
              { label: 'Balloon payment', value: formatNad(result.balloonValueCents) },
              { label: 'Total interest', value: formatNad(result.totalInterestPaidCents) },
              { label: 'Total repayments', value: formatNad(result.totalRepaymentsCents), strong: true },
              { label: 'Net income required', value: `${formatNad(result.netIncomeRequiredCents)} a month` },
            ]}
            chart={
              result.loanAmountCents > 0 ? (
                <ResultChart
                  title="What you still owe"
                  summary={`The balance falls from ${formatNadWhole(result.loanAmountCents / 100)} to ${formatNadWhole(result.balloonValueCents / 100)} over ${values.repaymentPeriod} months.`}
                  xLabel="Year"
                  data={result.balances.map((point) => ({
                    x: point.year,
                    balance: point.balanceCents / 100,
                  }))}
                  series={[{ key: 'balance', label: 'Balance owed', colour: '#0f5e4f' }]}
                />
              ) : null
            }
            assumptions={[
              `Interest of ${values.interestRate}% a year, charged monthly, unchanged for ${values.repaymentPeriod} months.`,
              result.balloonValueCents > 0
                ? `The balloon (${values.balloonPercentage}% of the price) still bears interest and is paid with the last instalment; total repayments include it.`
                : 'No balloon: the loan is paid off in equal instalments.',
              `Banks usually lend when the instalment is at most ${affordabilityShare * 100}% of your net income.`,
              'Initiation fees, monthly service fees and insurance are not included.',
            ]}
            action={<QuoteAction label="Get a Free Quote" />}
          />
        ) : null
      }
    >
      <NumberField label="Purchase price (N$)" {...form.bind('purchasePrice', errors)} />
      <NumberField label="Deposit (N$)" {...form.bind('deposit', errors)} />
      <NumberField label="Balloon (% of the price)" optional {...form.bind('balloonPercentage', errors)} />
      <NumberField
        label="Interest rate (% a year)"
        hint={rateAsOf(siteConfig.rates, 'primeLending')}
        {...form.bind('interestRate', errors)}
      />
      <SelectField
        label="Repayment period"
        value={values.repaymentPeriod}
        onChange={(value) => form.setValue('repaymentPeriod', value)}
        options={repaymentPeriods.map((months) => ({ value: String(months), label: `${months} months` }))}
        error={errors.repaymentPeriod}
      />
    </CalculatorCard>
  );
}
