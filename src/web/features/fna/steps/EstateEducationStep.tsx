import { useList } from '../../../lib/form-store';
import { Button } from '../../../ui/Button';
import { Figures, Grid, Group, NumberInput, Text } from '../fields';
import { money, RemoveButton, useAnalysis } from './common';

/** Step 7: Estate & Education. */
function EducationList() {
  const { keys, append, remove } = useList('educationPlanning.children');
  const analysis = useAnalysis();
  return (
    <Group title="Education planning (up to 3 children)">
      {keys.map((key, index) => {
        const outcome = analysis.education[index];
        return (
          <div key={key} className="mb-4 rounded-xl border border-slate-200 p-3">
            <Grid>
              <Text
                name={`educationPlanning.children.${index}.name`}
                label={`Child ${index + 1}: name`}
                optional
              />
              <NumberInput
                name={`educationPlanning.children.${index}.currentAge`}
                label="Current age"
                required
                step="1"
              />
              <NumberInput
                name={`educationPlanning.children.${index}.yearsOfStudies`}
                label="Years of studies"
                step="1"
              />
              <NumberInput
                name={`educationPlanning.children.${index}.costOfOneYear`}
                label="Cost of one year today (N$)"
                optional
              />
              <NumberInput
                name={`educationPlanning.children.${index}.lumpSumAlreadySaved`}
                label="Already saved (N$)"
                optional
              />
              <Text
                name={`educationPlanning.children.${index}.methodUsed`}
                label="How it is saved"
                optional
              />
            </Grid>
            {outcome ? (
              <Figures
                title={`Child ${index + 1}`}
                rows={[
                  ['Projected cost', money(outcome.projectedCostCents)],
                  ['Saved by the start', money(outcome.savedAtStartCents)],
                  ['Monthly saving needed', money(outcome.monthlySavingCents)],
                ]}
              />
            ) : null}
            <RemoveButton onClick={() => remove(index)} label={`Remove child ${index + 1}`} />
          </div>
        );
      })}
      {keys.length < 3 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            append({
              name: '',
              currentAge: undefined,
              yearsOfStudies: 3,
              costOfOneYear: 0,
              lumpSumAlreadySaved: 0,
              methodUsed: '',
            })
          }
        >
          Add child
        </Button>
      ) : null}
    </Group>
  );
}

export function EstateEducationStep() {
  const analysis = useAnalysis();
  return (
    <>
      <Group title="Estate costs">
        <Grid>
          <NumberInput name="estatePlanning.executorFeePercent" label="Executor's fee (% of the estate)" />
          <NumberInput name="estatePlanning.vatPercent" label="VAT on the fee (%)" />
          <NumberInput name="estatePlanning.deedsOfficeExpenses" label="Deeds office expenses (N$)" />
          <NumberInput name="estatePlanning.advertisementCosts" label="Advertisement costs (N$)" />
          <NumberInput name="estatePlanning.otherCosts" label="Other costs (N$)" optional />
        </Grid>
        <Figures
          title="Estate"
          rows={[
            ['Gross estate (your assets)', money(analysis.balanceSheet.totalAssetsCents)],
            ["Executor's fee with VAT", money(analysis.estate.executorFeeCents)],
            ['Total costs', money(analysis.estate.totalCostsCents)],
          ]}
        />
      </Group>
      <EducationList />
    </>
  );
}
