import { hoursText, mailtoHref, socialProfiles, telHref } from '../../content/site';
import { Link } from '../lib/router';
import { siteConfig } from '../lib/site-config';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import { disclaimer, footerLinkGroups, legalLinks } from './nav';

export function Footer() {
  const { businessName, phone, email, streetAddress, registration, memberships } = siteConfig;
  return (
    // The bottom padding keeps the floating consultation bar from covering the last lines.
    <footer className="bg-slate-900 print:hidden pb-24 text-slate-300 md:pb-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{businessName}</p>
          <p className="mt-2 text-sm">
            Independent financial planning, advice and insurance broking in Namibia.
          </p>
          <p className="mt-3 text-sm">{registration}</p>
          {memberships.length > 0 && <p className="mt-2 text-sm">Member of {memberships.join(', ')}</p>}
        </div>
        {footerLinkGroups.map((group) => (
          <nav key={group.heading} aria-label={`Footer ${group.heading.toLowerCase()}`}>
            <h2 className="font-semibold text-white">{group.heading}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
              >
                <PhoneIcon className="size-4" /> {phone}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(email)}
                className="inline-flex items-center gap-2 break-all hover:text-white hover:underline"
              >
                <MailIcon className="size-4" /> {email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 size-4 shrink-0" />{' '}
              <address className="not-italic">{streetAddress}</address>
            </li>
            <li>{hoursText(siteConfig)}</li>
          </ul>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social media">
            {socialProfiles(siteConfig).map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {profile.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm lg:flex-row lg:items-start lg:justify-between">
          <p className="max-w-3xl text-slate-400">{disclaimer}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-400">
          © {businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
