import { calculateMortgage, defaultMortgageTerm, mortgageTerms } from '../../../domain/calculators/mortgage';
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
  SelectField,
  useCalculatorForm,
} from './parts';

const fields = ['homePrice', 'downPayment', 'interestRate', 'loanTerm'] as const;

export function MortgageCalculator() {
  const form = useCalculatorForm(fields, {
    loanTerm: String(defaultMortgageTerm),
    interestRate: startingRate(siteConfig.rates, 'primeLending'),
  });
  const { values } = form;
  const { result, errors } = calculatorAnswer(form, fields, calculateMortgage);
  return (
    <CalculatorCard
      title="Mortgage Calculator"
      intro="Work out the monthly repayment on a home loan and the interest it costs over its term."
      onSubmit={() => form.submit()}
      result={
        result ? (
          <ResultPanel
            headline="Monthly repayment"
            figure={formatNad(result.monthlyPaymentCents)}
            lines={[
              { label: 'Loan amount', value: formatNad(result.loanAmountCents) },
              { label: 'Total interest', value: formatNad(result.totalInterestCents) },
              { label: 'Total repaid', value: formatNad(result.totalPaymentCents), strong: true },
              { label: 'Number of repayments', value: String(result.months) },
            ]}
            chart={
              result.loanAmountCents > 0 ? (
                <ResultChart
                  title="What you still owe"
                  summary={`The balance falls from ${formatNadWhole(result.loanAmountCents / 100)} to nothing over ${values.loanTerm} years; the interest paid adds up to ${formatNadWhole(result.totalInterestCents / 100)}.`}
                  xLabel="Year"
                  data={result.balances.map((point) => ({
                    x: point.year,
                    balance: point.balanceCents / 100,
                    interest: point.interestPaidCents / 100,
                  }))}
                  series={[
                    { key: 'balance', label: 'Balance owed', colour: '#0f5e4f' },
                    { key: 'interest', label: 'Interest paid so far', colour: '#b7791f', dashed: true },
                  ]}
                />
              ) : null
            }
            assumptions={[
              `Interest of ${values.interestRate}% a year, charged monthly (${values.interestRate}% / 12), unchanged for ${values.loanTerm} years.`,
              `The last repayment is ${formatNad(result.finalPaymentCents)}: the others are rounded to the cent.`,
              'Bond registration, transfer duty, bank fees and insurance are not included.',
            ]}
            action={<QuoteAction label="Get a Free Quote" />}
          />
        ) : null
      }
    >
      <NumberField label="Home price (N$)" {...form.bind('homePrice', errors)} />
      <NumberField label="Deposit (N$)" {...form.bind('downPayment', errors)} />
      <NumberField
        label="Interest rate (% a year)"
        hint={rateAsOf(siteConfig.rates, 'primeLending')}
        {...form.bind('interestRate', errors)}
      />
      <SelectField
        label="Loan term"
        value={values.loanTerm}
        onChange={(value) => form.setValue('loanTerm', value)}
        options={mortgageTerms.map((term) => ({ value: String(term), label: `${term} years` }))}
        error={errors.loanTerm}
      />
    </CalculatorCard>
  );
}
