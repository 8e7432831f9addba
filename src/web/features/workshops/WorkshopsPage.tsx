import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { isWorkshopOpen, type Workshop, workshopDateLabel, workshops } from '../../../content/workshops';
import { formatNadWhole } from '../../../domain/money';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { Button } from '../../ui/Button';
import { useQuestionnaire } from '../questionnaire';

const WorkshopRegistrationDialog = lazy(() => import('./WorkshopRegistrationDialog'));

function timeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function price(workshop: Workshop): string {
  return formatNadWhole(workshop.priceNad);
}

/**
 * The time on the visitor's clock, known only after hydration: the prerendered page cannot know
 * whether a workshop has started by the time it is read, so Register appears once it is known.
 */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function WorkshopsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const now = useNow();
  const { openQuestionnaire } = useQuestionnaire();
  const [registering, setRegistering] = useState<Workshop | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const customId = useId();
  const featured = workshops.find((workshop) => workshop.featured);
  const others = workshops.filter((workshop) => !workshop.featured);

  function register(workshop: Workshop) {
    setRegistering(workshop);
    setDialogOpen(true);
  }

  function registerAction(workshop: Workshop, label: string) {
    if (!now) return null;
    if (!isWorkshopOpen(workshop, now)) {
      return (
        <p className={workshop.featured ? 'font-semibold text-brand-100' : 'font-semibold text-slate-600'}>
          This workshop has taken place.
        </p>
      );
    }
    return (
      <Button
        variant={workshop.featured ? 'accent' : 'secondary'}
        size={workshop.featured ? 'lg' : 'md'}
        aria-haspopup="dialog"
        aria-describedby={`workshop-${workshop.id}`}
        onClick={() => register(workshop)}
      >
        {label}
      </Button>
    );
  }

  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        {page.description}
      </PageHero>

      {featured?.featured ? (
        <section aria-labelledby={`workshop-${featured.id}`} className="mx-auto max-w-6xl px-4 pt-12">
          <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lg sm:p-10">
            <p className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-900">
              Featured workshop
            </p>
            <h2 id={`workshop-${featured.id}`} className="mt-4 text-2xl font-bold sm:text-3xl">
              {featured.name}
            </h2>
            <p className="mt-3 max-w-2xl text-brand-100">{featured.summary}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-sm text-brand-200">Format</dt>
                <dd className="font-semibold">{featured.featured.lengthLabel}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-200">Date and time</dt>
                <dd className="font-semibold">
                  {workshopDateLabel(featured)}, {timeLabel(featured.startTime)} to{' '}
                  {timeLabel(featured.endTime)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-brand-200">Venue</dt>
                <dd className="font-semibold">{featured.featured.venue}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-200">Seats</dt>
                <dd className="font-semibold">Limited to {featured.featured.capacity} participants</dd>
              </div>
            </dl>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <p className="text-3xl font-extrabold">
                {price(featured)} <span className="text-base font-normal text-brand-100">per person</span>
              </p>
              {registerAction(featured, 'Register Now')}
            </div>
          </div>
        </section>
      ) : null}

      <section aria-label="More workshops" className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-4 md:grid-cols-3">
          {others.map((workshop) => (
            <li
              key={workshop.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="text-xs font-bold tracking-wide text-brand-700">{workshop.format}</p>
              <h2 id={`workshop-${workshop.id}`} className="mt-2 text-lg font-bold text-slate-900">
                {workshop.name}
              </h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{workshop.summary}</p>
              <p className="mt-4 text-sm text-slate-700">{workshopDateLabel(workshop)}</p>
              <div className="mt-3 flex items-center justify-between gap-3">
                <p className="text-xl font-bold text-slate-900">{price(workshop)}</p>
                {registerAction(workshop, 'Register →')}
              </div>
            </li>
          ))}
        </ul>
      </section>

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
          />
        </Suspense>
      ) : null}
    </>
  );
}
