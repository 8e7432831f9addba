import { type ComponentType, useId } from 'react';
import {
  type CalculatorId,
  calculators,
  defaultCalculator,
  findCalculator,
} from '../../../content/calculators';
import type { PageMeta } from '../../../content/pages';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { useUrlState } from '../../lib/url-state';
import { Button } from '../../ui/Button';
import { useConsultation } from '../consultation';
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

/** /calculators: one calculator at a time, picked from the list; the choice and inputs live in the URL. */
export default function CalculatorsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const selectId = useId();
  const { params, replaceAll } = useUrlState();
  const { openConsultation } = useConsultation();
  const chosen = findCalculator(params.get('calc') ?? defaultCalculator);
  const Calculator = calculatorComponents[chosen.id];
  return (
    <>
      <PageHero heading={page.heading} width="max-w-4xl">
        Free calculators in Namibian dollars. Run the numbers, see the assumptions, then talk them through
        with an adviser.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10">
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
        <p className="mt-2 text-slate-700">
          {chosen.label}: {chosen.description}.
        </p>
        <div className="mt-8">
          {/* A new calculator starts fresh: its own inputs, no result. */}
          <Calculator key={chosen.id} />
        </div>
        <div className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">Want to talk these numbers through?</p>
          <p className="mt-1 text-slate-700">
            A free consultation with an independent adviser, with no obligation.
          </p>
          <Button variant="primary" size="lg" className="mt-4" onClick={openConsultation}>
            Schedule Free Consultation
          </Button>
        </div>
      </div>
    </>
  );
}
