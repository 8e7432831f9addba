import { useEffect, useId, useState } from 'react';
import { telHref } from '../../content/site';
import { websiteImageUrl } from '../../shared/website-images';
import { Link, NavLink, useLocation } from '../lib/router';
import { siteConfig } from '../lib/site-config';
import { MenuIcon, PhoneIcon } from './icons';
import { headerLinks } from './nav';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // The small-screen menu closes whenever a link is chosen (the location changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-800">
          {siteConfig.logo ? (
            // The business's name is beside it: the logo adds nothing to read.
            <img
              src={websiteImageUrl(siteConfig.logo)}
              srcSet={`${websiteImageUrl(siteConfig.logo, 2)} 2x`}
              width={siteConfig.logo.width}
              height={siteConfig.logo.height}
              alt=""
              className="h-9 w-auto shrink-0"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-white"
            >
              {siteConfig.businessName.charAt(0)}
            </span>
          )}
          <span className="truncate text-lg">{siteConfig.businessName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <a
            href={telHref(siteConfig.phone)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <PhoneIcon />
            <span className="sr-only md:not-sr-only">{siteConfig.phone}</span>
            <span className="sr-only md:hidden">Call {siteConfig.phone}</span>
          </a>
          <button
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            // On a page built as islands the entry's loader opens and closes it (islands/loader.ts).
            data-action="menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* Both icons, shown by the button's state, so no script has to redraw them. */}
            <MenuIcon open={false} className="size-6 group-aria-expanded:hidden" />
            <MenuIcon open className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={(state) => `block ${linkClasses(state)}`}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
