import { useId, useState } from 'react';
import { heroBusinessMenu, heroPersonalMenu } from '../../../content/home';
import { findService, type ServiceSlug } from '../../../content/services';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';

/** The home page's interactive parts: the hero's two menus, the services cards, a review's stars. */

const serviceTitle = (slug: ServiceSlug) => findService(slug)?.title ?? slug;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path
        fillRule="evenodd"
        d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
      />
    </svg>
  );
}

type HeroMenu = 'personal' | 'business' | null;

/** The hero's two menus: a disclosure each; opening one closes the other (the spec). */
export function HeroMenus() {
  const [open, setOpen] = useState<HeroMenu>(null);
  const personalId = useId();
  const businessId = useId();
  const menus = [
    { key: 'personal' as const, label: 'Personal Finance Help', id: personalId, items: heroPersonalMenu },
    { key: 'business' as const, label: 'Business Solutions', id: businessId, items: heroBusinessMenu },
  ];
  return (
    <div className="mt-8 grid items-start gap-3 sm:grid-cols-2">
      {menus.map((menu) => {
        const isOpen = open === menu.key;
        return (
          <div key={menu.key} className="rounded-xl bg-white/10 ring-1 ring-white/20">
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={menu.id}
              onClick={() => setOpen(isOpen ? null : menu.key)}
              className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {menu.label}
              <Chevron open={isOpen} />
            </button>
            <ul id={menu.id} hidden={!isOpen} className="space-y-1 px-2 pb-3">
              {menu.items.map((slug) => (
                <li key={slug}>
                  <Link
                    to={`/services/${slug}`}
                    className="block rounded-lg px-3 py-2 text-brand-50 hover:bg-white/10 hover:text-white"
                  >
                    {serviceTitle(slug)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** A services card: collapsed by default with its count and a view-all toggle (the spec). */
export function ServicesCard({
  title,
  intro,
  slugs,
}: {
  title: string;
  intro: string;
  slugs: readonly ServiceSlug[];
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-slate-700">{intro}</p>
      <p className="mt-3 font-semibold text-brand-800">{slugs.length} solutions</p>
      <ul id={listId} hidden={!expanded} className="mt-3 grid gap-2 sm:grid-cols-2">
        {slugs.map((slug) => (
          <li key={slug}>
            <Link
              to={`/services/${slug}`}
              className="block rounded-lg border border-slate-200 px-3 py-2 text-brand-800 hover:border-brand-500 hover:bg-brand-50"
            >
              {serviceTitle(slug)}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : `View all ${slugs.length}`}
      </Button>
    </section>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-accent-500" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </p>
  );
}
