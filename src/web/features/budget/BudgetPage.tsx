import type { PageMeta } from '../../../content/pages';
import { Island } from '../../islands/island';
import { useDocumentMeta } from '../../layout/Seo';
import { BudgetPlanner, budgetStorageKey } from './BudgetPlanner';

/** /budget: the planner is an island; the heading and its words are the page's own HTML. */
export default function BudgetPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <section className="bg-brand-800 text-white print:bg-white print:text-slate-900">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16 print:py-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100 print:text-slate-700">
            Enter your monthly income and spending in N$ and see how your needs, wants and savings compare
            with the recommended ranges. Your figures stay in this browser.
          </p>
        </div>
      </section>
      <Island name="budget-planner" component={BudgetPlanner} props={{}} storedAs={budgetStorageKey} />
    </>
  );
}
