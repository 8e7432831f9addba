import { calculateRetirement } from '../../../domain/calculators/retirement';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { rateAsOf, startingRate } from '../../../domain/website/rates';
import { siteConfig } from '../../lib/site-config';
import {
  CalculatorCard,
  calculatorAnswer,
  NumberField,
  QuoteAction,
  ResultChart,
  ResultPanel,
  useCalculatorForm,
} from './parts';

const fields = ['currentAge', 'retirementAge', 'monthlySavings', 'expectedReturn'] as const;
const whole = (cents: number) => formatNadWhole(cents / 100);

export function RetirementCalculator() {
  const form = useCalculatorForm(fields, {
    expectedReturn: startingRate(siteConfig.rates, 'investmentReturn'),
  });
  const { values } = form;
  const { result, errors } = calculatorAnswer(form, fields, calculateRetirement);
  return (
    <CalculatorCard
      title="Retirement Planning"
      intro="See what your monthly savings could grow to by the time you retire."
      onSubmit={() => form.submit()}
      result={
        result ? (
          <ResultPanel
            headline="Your savings at retirement"
            figure={whole(result.futureValueCents)}
            lines={[
              { label: 'You pay in', value: whole(result.totalContributionsCents) },
              { label: 'Growth', value: whole(result.totalGrowthCents) },
              { label: 'Years of saving', value: `${result.years} (${result.months} months)` },
            ]}
            chart={
              <ResultChart
                title="Growth of your savings"
                summary={`Your savings grow from ${whole(result.series[0]?.valueCents ?? 0)} after one year to ${whole(result.futureValueCents)} at age ${values.retirementAge}, of which you pay in ${whole(result.totalContributionsCents)}.`}
                xLabel="Age"
                data={result.series.map((point) => ({
                  x: point.age,
                  value: point.valueCents / 100,
                  paidIn: point.contributionsCents / 100,
                }))}
                series={[
                  { key: 'value', label: 'Savings value', colour: '#0f5e4f' },
                  { key: 'paidIn', label: 'Paid in', colour: '#b7791f', dashed: true },
                ]}
              />
            }
            assumptions={[
              `${formatNad(result.monthlySavingsCents)} saved at the end of every month for ${result.years} years.`,
              `A return of ${values.expectedReturn}% a year, compounded monthly, every year the same.`,
              'No fees or tax, and no adjustment for inflation: N$ then will buy less than N$ today.',
              'The result is rounded to whole N$.',
            ]}
            // A projection of savings asks for a retirement annuity's quote, not a "free quote" (issue 59).
            action={<QuoteAction label="Get a Retirement Annuity Quote" />}
          />
        ) : null
      }
    >
      <NumberField label="Current age" whole {...form.bind('currentAge', errors)} />
      <NumberField label="Retirement age" whole {...form.bind('retirementAge', errors)} />
      <NumberField label="Monthly savings (N$)" {...form.bind('monthlySavings', errors)} />
      <NumberField
        label="Expected return (% a year)"
        hint={rateAsOf(siteConfig.rates, 'investmentReturn')}
        {...form.bind('expectedReturn', errors)}
      />
    </CalculatorCard>
  );
}
