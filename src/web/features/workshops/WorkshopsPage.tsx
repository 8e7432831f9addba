import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { WorkshopsListing } from '../../../shared/workshops';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { usePageData } from '../../lib/page-data';
import { Button } from '../../ui/Button';
import { useQuestionnaire } from '../questionnaire';
import { WorkshopsBoard } from './WorkshopsBoard';

/**
 * The public workshops page (issue 19). The server renders it from the current workshops and
 * seats; the list and its registrations are an island (`WorkshopsBoard`), woken at once when the
 * page came without its data.
 */
export default function WorkshopsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const served = usePageData<WorkshopsListing>(page.path) !== null;
  const { openQuestionnaire } = useQuestionnaire();
  const customId = useId();

  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        {page.description}
      </PageHero>

      <Island
        name="workshops-board"
        component={WorkshopsBoard}
        props={{ path: page.path }}
        hydrate={served ? 'touch' : 'load'}
      />

      <section aria-labelledby={customId} className="mx-auto max-w-6xl px-4 py-12">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id={customId} className="text-2xl font-bold text-slate-900">
            Custom Corporate Training
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Financial wellness sessions for your staff, at your offices or online: budgeting, debt, retirement
            funds and employee benefits, fitted to your team.
          </p>
          <Button
            className="mt-5"
            aria-haspopup="dialog"
            onClick={() => openQuestionnaire('book-speaker')}
            data-action="questionnaire"
            data-flow="book-speaker"
          >
            Request Custom Training
          </Button>
        </div>
      </section>
    </>
  );
}
