import type { SiteConfig } from '../../../../content/site';
import { workshopWhenLabel } from '../../../../domain/workshops/workshops';
import { ownRegistrationPath } from '../../../../shared/workshops';
import { type CalendarFile, calendarFile } from '../calendar';
import { Details } from './layout';
import type { WorkshopMailContext } from './types';

/** What the workshop e-mails share: when and where, the calendar file, the registrant's own link. */

type Workshop = WorkshopMailContext['workshop'];

/** Where it takes place; the joining link only for someone holding a seat. */
export function workshopPlace(workshop: Workshop, withJoinLink = true): string {
  if (workshop.format === 'in-person') return workshop.venue;
  if (!withJoinLink) return 'Online: the joining link comes with a seat';
  return workshop.joinUrl
    ? `Online: ${workshop.joinUrl}`
    : 'Online: we will e-mail you the joining link before it starts';
}

export function WorkshopDetails({
  workshop,
  withJoinLink = true,
}: {
  workshop: Workshop;
  withJoinLink?: boolean;
}) {
  return (
    <Details
      rows={[
        ['Workshop', workshop.title],
        ['When (Windhoek time)', workshopWhenLabel(workshop.startsAt, workshop.endsAt)],
        [workshop.format === 'in-person' ? 'Venue' : 'Where', workshopPlace(workshop, withJoinLink)],
      ]}
    />
  );
}

export function cancelLink(site: SiteConfig, token: string): string {
  return `${site.siteUrl}${ownRegistrationPath}?token=${encodeURIComponent(token)}`;
}

/** The workshop in the registrant's calendar; one UID per registration, so later files update the same entry. */
export function workshopCalendar(
  site: SiteConfig,
  context: WorkshopMailContext,
  method: 'PUBLISH' | 'CANCEL',
  stamp: Date,
): CalendarFile {
  const { workshop } = context;
  const host = new URL(site.siteUrl).hostname;
  return calendarFile({
    uid: `workshop-${context.registrationId}@${host}`,
    method,
    startsAt: workshop.startsAt,
    endsAt: workshop.endsAt,
    summary: workshop.title,
    description: workshop.summary,
    location: workshopPlace(workshop),
    url: `${site.siteUrl}/workshops`,
    organizer: { name: site.businessName, email: site.email },
    stamp,
  });
}
