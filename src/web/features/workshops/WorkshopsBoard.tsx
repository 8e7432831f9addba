import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { PublicWorkshop, WorkshopsListing } from '../../../shared/workshops';
import { usePageData } from '../../lib/page-data';
import { apiRequest } from '../../lib/request';
import { NewsletterBox } from '../resources';
import { FeaturedWorkshop, PastWorkshops, WorkshopCard } from './WorkshopCards';

const WorkshopRegistrationDialog = lazy(() => import('./WorkshopRegistrationDialog'));

/**
 * The workshops and their seats (an island of /workshops, issue 45). The server renders them from
 * the current workshops (its HTML and its data block); without that block (a copy rendered without
 * data) it asks `GET /api/workshops/listing`. After a registration the seats are asked for again.
 */
export function WorkshopsBoard({ path }: { path: string }) {
  const served = usePageData<WorkshopsListing>(path);
  const [listing, setListing] = useState<WorkshopsListing | null>(served);
  const [failed, setFailed] = useState(false);
  const [registering, setRegistering] = useState<PublicWorkshop | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

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
