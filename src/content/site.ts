/**
 * The business identity (DECISIONS D1). Every page, e-mail and report reads the adviser's name,
 * phone, WhatsApp number, e-mail, address, hours and social links from the configuration and
 * nowhere else. The defaults are obviously fake examples; a deployment sets the SITE_* environment
 * variables (site-env.ts parses them; it stays out of the browser bundle, as does zod).
 */

import { openingHoursLines } from '../domain/website/hours';
import type { SiteConfig } from './site-defaults';

export { defaultBackupKeepDays, defaultSiteConfig, type SiteConfig } from './site-defaults';

/**
 * The opening hours as one line for a page or a letter: "Mon-Fri 09:00-18:00, Sat 09:00-14:00",
 * the note after it ("Closed on public holidays"); "By appointment" when no day has hours.
 */
export function hoursText(site: Pick<SiteConfig, 'hours' | 'hoursNote'>): string {
  const lines = openingHoursLines(site.hours);
  const hours = lines.length > 0 ? lines.join(', ') : 'By appointment';
  return site.hoursNote ? `${hours}. ${site.hoursNote}` : hours;
}

/** The social profiles the adviser has (an empty address is none). */
export function socialProfiles(site: Pick<SiteConfig, 'social'>): { name: string; url: string }[] {
  return Object.values(site.social).filter((profile) => profile.url !== '');
}

/** The id of the data block every page carries with the site it speaks for (issue 58). */
export const siteConfigElementId = 'site-config';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function whatsappHref(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
