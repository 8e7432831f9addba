import type { PageMeta } from '../../../content/pages';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { useLocation } from '../../lib/router';
import { Button } from '../../ui/Button';
import { useConsultation } from '../consultation';
import { CalculatorPicker } from './CalculatorPicker';
/** /calculators: one calculator at a time, picked from the list; the choice and inputs live in the URL. */
export default function CalculatorsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  const { search } = useLocation();
  return (
    <>
      <PageHero heading={page.heading} width="max-w-4xl">
        Free calculators in Namibian dollars. Run the numbers, see the assumptions, then talk them through
        with an adviser.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {/* The page is prerendered per calculator (`?calc=`): that choice is the island's to start from. */}
        <Island
          name="calculators"
          component={CalculatorPicker}
          props={{ calc: new URLSearchParams(search).get('calc') }}
          hydrate="visible"
          quietParams={['calc']}
        />
        <div className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">Want to talk these numbers through?</p>
          <p className="mt-1 text-slate-700">
            A free consultation with an independent adviser, with no obligation.
          </p>
          <Button
            variant="primary"
            size="lg"
            className="mt-4"
            onClick={openConsultation}
            data-action="consultation"
          >
            Schedule Free Consultation
          </Button>
        </div>
      </div>
    </>
  );
}
