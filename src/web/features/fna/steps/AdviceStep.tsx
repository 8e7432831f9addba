import { useId } from 'react';
import {
  assetClasses,
  riskProfileLabels,
  riskProfiles,
  strategicAssetAllocation,
} from '../../../../domain/fna/totals';
import { useValue } from '../../../lib/form-store';
import { Choice, Grid, Group, LongText, NumberInput, Text } from '../fields';

/** Step 8: Advice Record, with the strategic asset allocation of the chosen risk profile. */
export function AdviceStep() {
  const profile = (useValue('adviceRecord.riskProfile') ?? 'moderate') as (typeof riskProfiles)[number];
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
