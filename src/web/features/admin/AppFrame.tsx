import { type ReactNode, useEffect, useState } from 'react';
import {
  type BackOfficeSection,
  backOfficeGroups,
  mostUsedInsteadOfBook,
  mostUsedSections,
} from '../../../content/back-office-pages';
import type { AdminIdentityAnswer } from '../../../shared/admin';
import { mayUse, type Role, roleLabels } from '../../../shared/roles';
import { useBackOfficePage } from '../../lib/back-office-page';
import { NavLink } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { Dialog } from '../../ui/Dialog';
import { LogoutButton } from './LogoutButton';
import { SearchDialog } from './SearchDialog';

/**
 * The back office's own frame (issue 34): no public header, footer or floating button. From
 * 1024 px a side navigation grouped by what the adviser does, with who is signed in and the way
 * out; on a phone a top bar with the page's title and a menu, and the five most used sections one
 * tap away at the bottom.
 */

const sideLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'}`;

const barLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 flex-col items-center justify-center px-1 text-xs font-semibold ${isActive ? 'text-brand-800 underline decoration-2 underline-offset-4' : 'text-slate-700'}`;

const allowed = (role: Role) => (section: BackOfficeSection) => !section.area || mayUse(role, section.area);

function Sections({ role, onChoose }: { role: Role; onChoose?: () => void }) {
  return (
    <div className="space-y-5">
      {backOfficeGroups
        .map((group) => ({ ...group, sections: group.sections.filter(allowed(role)) }))
        .map((group) => (
          <div key={group.name}>
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.name}</p>
            <ul className="mt-1 space-y-0.5">
              {group.sections.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end} className={sideLink} onClick={onChoose}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}

function SignedIn({ session }: { session: AdminIdentityAnswer }) {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Signed in as{' '}
        <strong className="block font-semibold break-words text-slate-900">{session.name}</strong>
        <span className="block">{roleLabels[session.role]}</span>
      </p>
      <LogoutButton className="w-full" />
    </div>
  );
}

export function AppFrame({ session, children }: { session: AdminIdentityAnswer; children: ReactNode }) {
  const mostUsed = mostUsedSections.map((section) =>
    allowed(session.role)(section) ? section : mostUsedInsteadOfBook,
  );
  const page = useBackOfficePage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  // The `/` key searches from anywhere, except while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      setSearching(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <div className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:overflow-y-auto">
        <p className="px-6 pt-5 pb-3 text-lg font-bold text-brand-800">{siteConfig.businessName}</p>
        <div className="px-3 pb-4">
          <button
            type="button"
            onClick={() => setSearching(true)}
            aria-keyshortcuts="/"
            className="flex min-h-10 w-full items-center justify-between rounded-lg border border-slate-300 px-3 text-sm text-slate-700 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Search
            <kbd className="rounded border border-slate-300 px-1.5 text-xs text-slate-600">/</kbd>
          </button>
        </div>
        <nav aria-label="Back office" className="flex-1 px-3">
          <Sections role={session.role} />
        </nav>
        <div className="border-t border-slate-200 px-6 py-4">
          <SignedIn session={session} />
        </div>
      </div>
      <div className="min-w-0 flex-1 pb-16 lg:pb-0">
        <div className="sticky top-0 z-30 flex min-h-14 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
          <p className="truncate text-lg font-bold text-slate-900">{page?.heading ?? 'Back office'}</p>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => setSearching(true)}
              className="min-h-11 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Search
            </button>
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Menu
            </button>
          </div>
        </div>
        {children}
      </div>
      <nav
        aria-label="Most used"
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white lg:hidden"
      >
        {mostUsed.map((section) => (
          <NavLink key={section.to} to={section.to} className={barLink}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      {searching ? <SearchDialog open onOpenChange={setSearching} /> : null}
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        <nav aria-label="Back office">
          <Sections role={session.role} onChoose={() => setMenuOpen(false)} />
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <SignedIn session={session} />
        </div>
      </Dialog>
    </div>
  );
}
