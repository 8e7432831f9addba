import { shortfallText } from '../../../../domain/fna/needs';
import { rateAsOf } from '../../../../domain/website/rates';
import { siteConfig } from '../../../lib/site-config';
import { Figures, Grid, Group, NumberInput } from '../fields';
import { money, useAnalysis } from './common';

/** The rates the adviser published, with their day, that the assumptions start from (issue 58). */
const publishedRatesNote = () =>
  (['inflation', 'investmentReturn'] as const)
    .map((kind) => rateAsOf(siteConfig.rates, kind))
    .filter(Boolean)
    .join(' ');

/** Step 6: Needs Analysis: the assumptions and the needs at death, disability, illness and retirement. */
export function NeedsStep() {
  const analysis = useAnalysis();
  const ratesNote = publishedRatesNote();
  return (
    <>
      <Group title="Assumptions (% a year)">
        {ratesNote ? <p className="mb-3 text-sm text-slate-600">{ratesNote}</p> : null}
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
