import {
  seatsLeftLabel,
  windhoekDateLabel,
  workshopPriceLabel,
  workshopWhenLabel,
} from '../../../domain/workshops/workshops';
import { workshopFormatLabels } from '../../../shared/workshop-texts';
import type { PublicWorkshop } from '../../../shared/workshops';
import { Button } from '../../ui/Button';

/** The workshops page's cards: the next workshop featured, the others, and the past ones. */

const formatLabels = workshopFormatLabels;

function placeLabel(workshop: PublicWorkshop): string {
  return workshop.format === 'virtual'
    ? 'Online: the joining link is e-mailed to registrants'
    : workshop.venue;
}

interface CardProps {
  workshop: PublicWorkshop;
  onRegister: (workshop: PublicWorkshop) => void;
}

function RegisterAction({ workshop, onRegister, featured }: CardProps & { featured?: boolean }) {
  if (!workshop.registrationOpen) {
    return (
      <p className={featured ? 'font-semibold text-brand-100' : 'font-semibold text-slate-600'}>
        Registration has closed.
      </p>
    );
  }
  return (
    <Button
      variant={featured ? 'accent' : 'secondary'}
      size={featured ? 'lg' : 'md'}
      aria-haspopup="dialog"
      aria-describedby={`workshop-${workshop.id}`}
      onClick={() => onRegister(workshop)}
    >
      {featured ? 'Register Now' : 'Register →'}
    </Button>
  );
}

function SeatsLeft({ workshop, className }: { workshop: PublicWorkshop; className: string }) {
  const label = seatsLeftLabel(workshop.seatsLeft);
  if (!label || !workshop.registrationOpen) return null;
  return (
    <p className={className} data-testid={`seats-${workshop.id}`}>
      {label}
    </p>
  );
}

export function FeaturedWorkshop({ workshop, onRegister }: CardProps) {
  return (
    <section aria-labelledby={`workshop-${workshop.id}`} className="mx-auto max-w-6xl px-4 pt-12">
      <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lg sm:p-10">
        <p className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-900">
          Featured workshop
        </p>
        <h2 id={`workshop-${workshop.id}`} className="mt-4 text-2xl font-bold sm:text-3xl">
          {workshop.title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{workshop.summary}</p>
        {workshop.description ? (
          <div className="mt-3 max-w-2xl space-y-2 text-brand-100">
            {workshop.description.split(/\n+/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm text-brand-200">Format</dt>
            <dd className="font-semibold">{formatLabels[workshop.format]}</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-200">Date and time (Windhoek)</dt>
            <dd className="font-semibold">{workshopWhenLabel(workshop.startsAt, workshop.endsAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-200">{workshop.format === 'virtual' ? 'Where' : 'Venue'}</dt>
            <dd className="font-semibold">{placeLabel(workshop)}</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-200">Seats</dt>
            <dd className="font-semibold">
              {workshop.capacity === null ? 'Open to all' : `Limited to ${workshop.capacity} participants`}
            </dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-3xl font-extrabold">
            {workshopPriceLabel(workshop.priceCents)}{' '}
            {workshop.priceCents > 0 ? (
              <span className="text-base font-normal text-brand-100">per person</span>
            ) : null}
          </p>
          <RegisterAction workshop={workshop} onRegister={onRegister} featured />
          <SeatsLeft workshop={workshop} className="font-semibold text-accent-300" />
        </div>
      </div>
    </section>
  );
}

export function WorkshopCard({ workshop, onRegister }: CardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
        {formatLabels[workshop.format]}
      </p>
      <h3 id={`workshop-${workshop.id}`} className="mt-2 text-lg font-bold text-slate-900">
        {workshop.title}
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{workshop.summary}</p>
      <p className="mt-4 text-sm text-slate-700">{workshopWhenLabel(workshop.startsAt, workshop.endsAt)}</p>
      <p className="mt-1 text-sm text-slate-700">{placeLabel(workshop)}</p>
      <SeatsLeft workshop={workshop} className="mt-2 text-sm font-semibold text-brand-800" />
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="text-xl font-bold text-slate-900">{workshopPriceLabel(workshop.priceCents)}</p>
        <RegisterAction workshop={workshop} onRegister={onRegister} />
      </div>
    </li>
  );
}

export function PastWorkshops({ workshops }: { workshops: readonly PublicWorkshop[] }) {
  if (workshops.length === 0) return null;
  return (
    <section aria-labelledby="past-workshops" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="past-workshops" className="text-2xl font-bold text-slate-900">
        Past workshops
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {workshops.map((workshop) => (
          <li key={workshop.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <p className="text-sm text-slate-700">
              {windhoekDateLabel(workshop.startsAt)} · {formatLabels[workshop.format]}
            </p>
            <h3 className="mt-1 text-lg font-bold text-slate-900">{workshop.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{workshop.summary}</p>
            <p className="mt-3 text-sm font-semibold text-slate-700">This workshop has taken place.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
