import { type ComponentType, useId } from 'react';
import {
  type CalculatorId,
  calculators,
  defaultCalculator,
  findCalculator,
} from '../../../content/calculators';
import { useUrlState } from '../../lib/url-state';
import { DebtPayoffCalculator } from './DebtPayoffCalculator';
import { LifeCoverCalculator } from './LifeCoverCalculator';
import { MortgageCalculator } from './MortgageCalculator';
import { RetirementCalculator } from './RetirementCalculator';
import { TaxRefundCalculator } from './TaxRefundCalculator';
import { TimeValueCalculator } from './TimeValueCalculator';
import { VehicleFinanceCalculator } from './VehicleFinanceCalculator';

const calculatorComponents: Record<CalculatorId, ComponentType> = {
  retirement: RetirementCalculator,
  mortgage: MortgageCalculator,
  insurance: LifeCoverCalculator,
  'tax-refund': TaxRefundCalculator,
  'vehicle-finance': VehicleFinanceCalculator,
  'debt-consolidation': DebtPayoffCalculator,
  'time-value': TimeValueCalculator,
};

/**
 * The island of /calculators (issue 45): the list of calculators and the one chosen; the choice
 * and its inputs live in the URL. `calc`: the calculator the page was prerendered with, shown
 * until the URL is read (after hydration), so the HTML and the first render agree.
 */
export function CalculatorPicker({ calc = null }: { calc?: string | null }) {
  const selectId = useId();
  const { params, hydrated, replaceAll } = useUrlState();
  const chosen = findCalculator((hydrated ? params.get('calc') : calc) ?? defaultCalculator);
  const Calculator = calculatorComponents[chosen.id];
  return (
    <>
      <label htmlFor={selectId} className="block text-lg font-semibold text-slate-900">
        Choose a calculator
      </label>
      <select
        id={selectId}
        value={chosen.id}
        onChange={(event) => replaceAll({ calc: event.target.value }, { push: true })}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-base font-medium text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 sm:max-w-md"
      >
        {calculators.map((calculator) => (
          <option key={calculator.id} value={calculator.id}>
            {calculator.label}
          </option>
        ))}
      </select>
      {/* What it is for; its name is in the list above and the card below (issue 59: said three times). */}
      <p className="mt-2 text-slate-700">
        {chosen.description.charAt(0).toUpperCase()}
        {chosen.description.slice(1)}.
      </p>
      <div className="mt-8">
        {/* A new calculator starts fresh: its own inputs, no result. */}
        <Calculator key={chosen.id} />
      </div>
    </>
  );
}
