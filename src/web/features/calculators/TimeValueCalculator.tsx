import {
  calculateTimeValue,
  type TimeValueCalculation,
  timeValueDefaults,
  timeValueInputsFor,
} from '../../../domain/calculators/time-value';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { rateAsOf, startingRate } from '../../../domain/website/rates';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import {
  CalculatorCard,
  ConsultationAction,
  NumberField,
  parseNumber,
  ResultChart,
  ResultPanel,
  SelectField,
  useCalculatorForm,
} from './parts';

const fields = [
  'calculation',
  'presentValue',
  'futureValue',
  'payment',
  'rate',
  'periods',
  'compoundingFreq',
  'paymentFreq',
  'paymentTiming',
] as const;

const calculationOptions = [
  { value: 'fv', label: 'Future value: what my savings grow to' },
  { value: 'pv', label: 'Present value: what I need today' },
  { value: 'pmt', label: 'Payment: what I need to save each period' },
];
const compoundingOptions = [
  { value: '1', label: 'Yearly' },
  { value: '2', label: 'Half-yearly' },
  { value: '4', label: 'Quarterly' },
  { value: '12', label: 'Monthly' },
  { value: '365', label: 'Daily' },
];
const paymentOptions = compoundingOptions.slice(0, 4);
const frequencyWord: Record<string, string> = {
  '1': 'year',
  '2': 'half-year',
  '4': 'quarter',
  '12': 'month',
};

export function TimeValueCalculator() {
  const form = useCalculatorForm(fields, {
    calculation: 'fv',
    rate: startingRate(siteConfig.rates, 'investmentReturn', String(timeValueDefaults.rate)),
    periods: String(timeValueDefaults.periods),
    compoundingFreq: String(timeValueDefaults.compoundingFreq),
    paymentFreq: String(timeValueDefaults.paymentFreq),
    paymentTiming: 'end',
  });
  const { values } = form;
  const calculation = (
    ['fv', 'pv', 'pmt'].includes(values.calculation) ? values.calculation : 'fv'
  ) as TimeValueCalculation;
  const asks = timeValueInputsFor[calculation];
  // Computed once the visitor asks (Calculate), not at each keystroke before.
  const outcome = form.submitted
    ? calculateTimeValue({
        calculation,
        presentValue: parseNumber(values.presentValue),
        futureValue: parseNumber(values.futureValue),
        payment: parseNumber(values.payment),
        rate: parseNumber(values.rate),
        periods: parseNumber(values.periods),
        compoundingFreq: parseNumber(values.compoundingFreq),
        paymentFreq: parseNumber(values.paymentFreq),
        paymentTiming: values.paymentTiming === 'beginning' ? 'beginning' : 'end',
      })
    : null;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome.result : null;
  const per = frequencyWord[values.paymentFreq] ?? 'period';
  const headline = { fv: 'Future value', pv: 'Needed today', pmt: `Payment each ${per}` }[calculation];
  const figure = result
    ? formatNad(
        { fv: result.futureValueCents, pv: result.presentValueCents, pmt: result.paymentCents }[calculation],
      )
    : '';
  return (
    <CalculatorCard
      title="Time Value of Money"
      intro="Work out what savings grow to, what you need today, or what to save each period to reach a goal."
      onSubmit={() => form.submit()}
      buttons={
        <>
          <Button type="submit">Calculate</Button>
          <Button variant="secondary" onClick={() => form.reset()}>
            Clear
          </Button>
        </>
      }
      result={
        result ? (
          <ResultPanel
            headline={headline}
            figure={figure}
            note={
              result.targetAlreadyMet ? (
                <p>
                  {calculation === 'pmt'
                    ? 'Your present value alone grows past the goal: no payments are needed.'
                    : 'Your payments alone reach the goal: nothing is needed today.'}
                </p>
              ) : null
            }
            lines={[
              { label: 'Present value', value: formatNad(result.presentValueCents) },
              { label: 'Future value', value: formatNad(result.futureValueCents) },
              { label: `Payment each ${per}`, value: formatNad(result.paymentCents) },
              { label: 'Monthly payment', value: formatNad(result.monthlyPaymentCents) },
              { label: 'Annual payment', value: formatNad(result.annualPaymentCents) },
              {
                label: 'Total payments',
                value: `${formatNad(result.totalPaymentsCents)} (${result.numberOfPayments} payments)`,
              },
              { label: 'Total interest', value: formatNad(result.totalInterestCents), strong: true },
            ]}
            chart={
              result.series.length > 0 ? (
                <ResultChart
                  title="Growth over time"
                  summary={`The value grows to ${formatNadWhole(result.futureValueCents / 100)} after ${values.periods} years, of which ${formatNadWhole((result.presentValueCents + result.totalPaymentsCents) / 100)} is paid in.`}
                  xLabel="Year"
                  data={result.series.map((point) => ({
                    x: point.year,
                    value: point.valueCents / 100,
                    paidIn: point.paidInCents / 100,
                  }))}
                  series={[
                    { key: 'value', label: 'Value', colour: '#0f5e4f' },
                    { key: 'paidIn', label: 'Paid in', colour: '#b7791f', dashed: true },
                  ]}
                />
              ) : null
            }
            assumptions={[
              `${values.rate}% a year, compounded ${compoundingOptions.find((option) => option.value === values.compoundingFreq)?.label.toLowerCase() ?? ''}: ${result.ratePerPaymentPeriod.toFixed(4)}% a ${per}.`,
              `Payments each ${per}, at the ${values.paymentTiming === 'beginning' ? 'beginning' : 'end'} of it, for ${values.periods} years.`,
              'The rate does not change; no fees, tax or inflation.',
            ]}
            action={<ConsultationAction label="Talk to an Adviser" />}
          />
        ) : null
      }
    >
      <div className="sm:col-span-2">
        <SelectField
          label="Calculate"
          value={calculation}
          onChange={(value) => form.setValue('calculation', value)}
          options={calculationOptions}
        />
      </div>
      {asks.includes('presentValue') ? (
        <NumberField label="Present value (N$)" optional {...form.bind('presentValue', errors)} />
      ) : null}
      {asks.includes('futureValue') ? (
        <NumberField label="Future value (N$)" optional {...form.bind('futureValue', errors)} />
      ) : null}
      {asks.includes('payment') ? (
        <NumberField label={`Payment each ${per} (N$)`} optional {...form.bind('payment', errors)} />
      ) : null}
      <NumberField
        label="Interest rate (% a year)"
        hint={rateAsOf(siteConfig.rates, 'investmentReturn')}
        {...form.bind('rate', errors)}
      />
      <NumberField label="Number of years" whole {...form.bind('periods', errors)} />
      <SelectField
        label="Compounding"
        value={values.compoundingFreq}
        onChange={(value) => form.setValue('compoundingFreq', value)}
        options={compoundingOptions}
        error={errors.compoundingFreq}
      />
      <SelectField
        label="Payments"
        value={values.paymentFreq}
        onChange={(value) => form.setValue('paymentFreq', value)}
        options={paymentOptions}
        error={errors.paymentFreq}
      />
      <SelectField
        label="Payment timing"
        value={values.paymentTiming}
        onChange={(value) => form.setValue('paymentTiming', value)}
        options={[
          { value: 'end', label: 'End of each period' },
          { value: 'beginning', label: 'Beginning of each period' },
        ]}
      />
    </CalculatorCard>
  );
}
