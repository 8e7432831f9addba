import { budgetDeductionItems, budgetExpenseItems, budgetIncomeItems } from '../../../../shared/fna-texts';
import { Figures, Grid, Group, NumberInput } from '../fields';
import { money, useAnalysis } from './common';

/** Step 4: Budget Information. */
export function BudgetStep() {
  const { budget } = useAnalysis();
  const items = [
    ['Income', 'income', budgetIncomeItems],
    ['Deductions', 'deductions', budgetDeductionItems],
    ['Expenses', 'expenses', budgetExpenseItems],
  ] as const;
  return (
    <>
      {items.map(([title, key, list]) => (
        <Group key={key} title={`${title} (N$ a month)`}>
          <Grid>
            {list.map((item) => (
              <NumberInput
                key={item.key}
                name={`budgetInfo.${key}.${item.key}`}
                label={item.label}
                optional
              />
            ))}
          </Grid>
        </Group>
      ))}
      <Figures
        title="Your month"
        rows={[
          ['Total income', money(budget.totalIncomeCents)],
          ['Total deductions', money(budget.totalDeductionsCents)],
          ['Total expenses', money(budget.totalExpensesCents)],
          ['Net position', money(budget.netPositionCents)],
        ]}
      />
    </>
  );
}
