import { type OpeningHours, openingHoursLines } from '../domain/website/hours';
import { offerAvailability } from '../domain/workshops/workshops';
import type { PublicWorkshop } from '../shared/workshops';
import { type SiteConfig, socialProfiles } from './site';

/**
 * schema.org data for search engines: the business as a FinancialService, on the home page.
 * Built at build time from the site configuration.
 */

/**
 * The opening hours as schema.org writes them: "Mo-Fr 09:00-18:00", "Sa 09:00-14:00" (the pages'
 * lines, "Mon-Fri 09:00-18:00", with two-letter days).
 */
export function openingHours(hours: OpeningHours): string[] {
  return openingHoursLines(hours).map((line) => line.replace(/[A-Z][a-z]{2}/g, (day) => day.slice(0, 2)));
}

export function businessStructuredData(site: SiteConfig): Record<string, unknown> {
  const hours = openingHours(site.hours);
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
    sameAs: socialProfiles(site).map((profile) => profile.url),
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
