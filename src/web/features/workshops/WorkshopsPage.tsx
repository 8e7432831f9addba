import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { PublicWorkshop, WorkshopsListing } from '../../../shared/workshops';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { usePageData } from '../../lib/page-data';
import { apiRequest } from '../../lib/request';
import { Button } from '../../ui/Button';
import { useQuestionnaire } from '../questionnaire';
import { NewsletterBox } from '../resources';
import { FeaturedWorkshop, PastWorkshops, WorkshopCard } from './WorkshopCards';

const WorkshopRegistrationDialog = lazy(() => import('./WorkshopRegistrationDialog'));

/**
 * The public workshops page (issue 19). The server renders it from the current workshops and
 * seats (its HTML and its data block); a visit that arrives by a link inside the site asks
 * `GET /api/workshops/listing`. After a registration the seats are asked for again.
 */
export default function WorkshopsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const served = usePageData<WorkshopsListing>(page.path);
  const [listing, setListing] = useState<WorkshopsListing | null>(served);
  const [failed, setFailed] = useState(false);
  const { openQuestionnaire } = useQuestionnaire();
  const [registering, setRegistering] = useState<PublicWorkshop | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const customId = useId();

  const refresh = useCallback(async () => {
    try {
      setListing(await apiRequest<WorkshopsListing>('/api/workshops/listing'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!served) void refresh();
  }, [served, refresh]);

  function register(workshop: PublicWorkshop) {
    setRegistering(workshop);
    setDialogOpen(true);
  }

  const [featured, ...others] = listing?.upcoming ?? [];

  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        {page.description}
      </PageHero>

      {!listing ? (
        <p role="status" className="mx-auto max-w-6xl px-4 pt-12 text-slate-700">
          {failed ? 'The workshops could not be loaded. Please reload the page.' : 'Loading the workshops...'}
        </p>
      ) : featured ? (
        <>
          <FeaturedWorkshop workshop={featured} onRegister={register} />
          {others.length > 0 ? (
            <section aria-labelledby="more-workshops" className="mx-auto max-w-6xl px-4 pt-10">
              <h2 id="more-workshops" className="text-2xl font-bold text-slate-900">
                More upcoming workshops
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {others.map((workshop) => (
                  <WorkshopCard key={workshop.id} workshop={workshop} onRegister={register} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <section aria-labelledby="no-workshops" className="mx-auto max-w-6xl px-4 pt-12">
          <h2 id="no-workshops" className="text-2xl font-bold text-slate-900">
            No workshops are scheduled right now
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            New dates are announced in our newsletter first. Sign up and we will tell you when the next
            workshop opens for registration.
          </p>
          <div className="mt-6">
            <NewsletterBox />
          </div>
        </section>
      )}

      {listing ? <PastWorkshops workshops={listing.past} /> : null}

      <section aria-labelledby={customId} className="mx-auto max-w-6xl px-4 py-12">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id={customId} className="text-2xl font-bold text-slate-900">
            Custom Corporate Training
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Financial wellness sessions for your staff, at your offices or online: budgeting, debt, retirement
            funds and employee benefits, fitted to your team.
          </p>
          <Button className="mt-5" aria-haspopup="dialog" onClick={() => openQuestionnaire('book-speaker')}>
            Request Custom Training
          </Button>
        </div>
      </section>

      {registering ? (
        <Suspense fallback={null}>
          <WorkshopRegistrationDialog
            key={registering.id}
            workshop={registering}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onRegistered={refresh}
          />
        </Suspense>
      ) : null}
    </>
  );
}
