import { offerAvailability } from '../domain/workshops/workshops';
import type { PublicWorkshop } from '../shared/workshops';
import type { SiteConfig } from './site';

/**
 * schema.org data for search engines: the business as a FinancialService, on the home page.
 * Built at build time from the site configuration.
 */

const dayCodes: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

function time24(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]) % 12;
  if (match[3]!.toUpperCase() === 'PM') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * "Mon-Fri 9AM-6PM" as schema.org's "Mo-Fr 09:00-18:00"; null when the text is in another form
 * (the hours are free text in the configuration, and a wrong machine-readable time is worse than
 * none).
 */
export function openingHours(text: string): string | null {
  const match = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\S+)\s*-\s*(\S+)$/.exec(text.trim());
  if (!match) return null;
  const from = dayCodes[match[1]!.toLowerCase()];
  const to = match[2] ? dayCodes[match[2].toLowerCase()] : undefined;
  const opens = time24(match[3]!);
  const closes = time24(match[4]!);
  if (!from || (match[2] && !to) || !opens || !closes) return null;
  return `${to ? `${from}-${to}` : from} ${opens}-${closes}`;
}

export function businessStructuredData(site: SiteConfig): Record<string, unknown> {
  const hours = [openingHours(site.hoursWeekdays), openingHours(site.hoursSaturday)].filter(
    (value): value is string => value !== null,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: site.businessName,
    url: `${site.siteUrl}/`,
    telephone: site.phone,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: site.streetAddress, addressCountry: 'NA' },
    areaServed: { '@type': 'Country', name: 'Namibia' },
    currenciesAccepted: 'NAD',
    ...(hours.length > 0 ? { openingHours: hours } : {}),
    founder: { '@type': 'Person', name: site.adviserName },
    sameAs: Object.values(site.social).map((profile) => profile.url),
  };
}

/** The data as a script element for the page head; `<` escaped so no text can close the element. */
export function structuredDataScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * schema.org `Event` for each upcoming workshop on /workshops (issue 19): its dates, the place or
 * online (the joining link is for registrants only, so the online location is the page), the
 * price in NAD and whether seats are left. Rendered by the server with the page's current data.
 */
export function workshopEventsStructuredData(
  site: SiteConfig,
  workshops: readonly PublicWorkshop[],
): Record<string, unknown>[] {
  const page = `${site.siteUrl}/workshops`;
  return workshops.map((workshop) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: workshop.title,
    description: workshop.summary,
    startDate: workshop.startsAt,
    endDate: workshop.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      workshop.format === 'virtual'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      workshop.format === 'virtual'
        ? { '@type': 'VirtualLocation', url: page }
        : {
            '@type': 'Place',
            name: workshop.venue,
            address: { '@type': 'PostalAddress', addressLocality: workshop.venue, addressCountry: 'NA' },
          },
    organizer: { '@type': 'Organization', name: site.businessName, url: `${site.siteUrl}/` },
    offers: {
      '@type': 'Offer',
      url: page,
      price: (workshop.priceCents / 100).toFixed(2),
      priceCurrency: 'NAD',
      availability: `https://schema.org/${offerAvailability(workshop.seatsLeft)}`,
      validThrough: workshop.registrationClosesAt,
    },
    ...(workshop.capacity === null ? {} : { maximumAttendeeCapacity: workshop.capacity }),
    ...(workshop.seatsLeft === null ? {} : { remainingAttendeeCapacity: workshop.seatsLeft }),
  }));
}
