import type { Area } from '../../shared/roles';
import { routePattern } from './route-pattern';

/**
 * Which roles may use each back-office route (issue 34), in one place: every route registered with
 * `config: adminOnly` is listed under exactly one area of `shared/roles.ts`, and the guard
 * (`admin-session.ts`) answers 403 naming what the role may not do. A route missing here stops the
 * app from starting. HEAD follows its GET.
 *
 * Fields a role may not see inside answers it may have (an assistant's client without the ID
 * number) are left out by `redact.ts`.
 */
const table: Record<Area, string[]> = {
  frontDesk: [
    // Signing in and one's own second factor.
    'GET /api/admin/verify',
    'POST /api/admin/logout',
    'POST /api/admin/two-factor/verify/totp',
    'POST /api/admin/two-factor/verify/recovery-code',
    'POST /api/admin/two-factor/verify/passkey-options',
    'POST /api/admin/two-factor/verify/passkey',
    'POST /api/admin/two-factor/enrol/totp',
    'POST /api/admin/two-factor/enrol/totp/confirm',
    'POST /api/admin/two-factor/enrol/passkey-options',
    'POST /api/admin/two-factor/enrol/passkey',
    'GET /api/admin/two-factor',
    'POST /api/admin/two-factor/recovery-codes',
    'DELETE /api/admin/two-factor/passkeys/:id',
    'DELETE /api/admin/two-factor/totp',
    'GET /api/admin/search',
    'PATCH /api/admin/me',
    'POST /api/admin/me/password',
    'GET /api/admin/team/people',
    // Today, clients' names and contacts, notes, follow-ups, the board.
    'GET /api/admin/today',
    'GET /api/admin/today/:section',
    'GET /api/admin/site-status',
    'GET /api/admin/contact-promise',
    'GET /api/admin/stats',
    'GET /api/admin/clients',
    'POST /api/admin/clients',
    'GET /api/admin/clients/:id',
    'GET /api/admin/record-client/:id',
    'PATCH /api/admin/clients/:id',
    'POST /api/admin/clients/:id/contact-details/confirm',
    'POST /api/admin/clients/:id/contact-details/new-person',
    'POST /api/admin/clients/:id/contact-details/remove',
    'POST /api/admin/clients/:id/contact-clashes/:clashId/resolve',
    'POST /api/admin/clients/:id/relations',
    'DELETE /api/admin/clients/:id/relations/:otherClientId',
    'POST /api/admin/clients/:id/merge',
    'POST /api/admin/clients/:id/merges/:mergeId/undo',
    'POST /api/admin/clients/:id/notes',
    'PATCH /api/admin/notes/:id',
    'DELETE /api/admin/notes/:id',
    'POST /api/admin/clients/:id/contacts',
    'POST /api/admin/tasks',
    'PATCH /api/admin/tasks/:id',
    'POST /api/admin/clients/:id/emails',
    'GET /api/admin/clients/:id/household',
    'GET /api/admin/policies',
    'GET /api/admin/policies/:id',
    'GET /api/admin/policies/:id/parties',
    'GET /api/pipeline-leads',
    'GET /api/pipeline-board',
    'POST /api/pipeline-leads',
    'PATCH /api/pipeline-leads/:id',
    'DELETE /api/pipeline-leads/:id',
    'GET /api/pipeline-leads/search',
    'GET /api/pipeline-leads/:id',
    // The enquiries (their ID numbers left out), their statuses.
    'GET /api/leads',
    'GET /api/leads/:id',
    'GET /api/consultation-requests',
    'GET /api/consultation-requests/:id',
    'PATCH /api/consultation-requests/:id',
    'GET /api/quote-requests',
    'GET /api/quote-requests/:id',
    'PATCH /api/quote-requests/:id',
    'GET /api/funeral-cover-applications',
    'GET /api/funeral-cover-applications/:id',
    'PATCH /api/funeral-cover-applications/:id',
    'GET /api/workshop-registrations',
    'GET /api/workshop-registrations/:id',
    'PATCH /api/workshop-registrations/:id',
    'GET /api/newsletter-subscriptions',
    'GET /api/newsletter-subscriptions/:id',
    // Document requests (what to send), not the documents themselves.
    'GET /api/admin/clients/:id/documents',
    'POST /api/admin/clients/:id/document-requests',
    'GET /api/admin/clients/:id/document-requests',
    'POST /api/admin/document-requests/:id/withdraw',
    'GET /api/admin/documents/received',
    'GET /api/admin/documents/expiring',
    // Yearly reviews: who is due, and the invitation to book one.
    'GET /api/admin/reviews',
    'POST /api/admin/clients/:id/reviews/invite',
    // Calendar, bookings, workshops.
    'GET /api/admin/workshops',
    'POST /api/admin/workshops',
    'PATCH /api/admin/workshops/:id',
    'POST /api/admin/workshops/:id/duplicate',
    'POST /api/admin/workshops/:id/cancel',
    'GET /api/admin/workshops/:id/registrations',
    'PATCH /api/admin/workshop-registrations/:id',
    'POST /api/admin/workshop-registrations/:id/cancel',
    'GET /api/admin/booking/availability',
    'PUT /api/admin/booking/availability',
    'GET /api/admin/booking/blocks',
    'POST /api/admin/booking/blocks',
    'DELETE /api/admin/booking/blocks/:id',
    'GET /api/admin/calendar',
    'GET /api/admin/clients/:id/appointments',
    'POST /api/admin/bookings/:id/reschedule',
    'POST /api/admin/bookings/:id/cancel',
    'GET /api/admin/booking/feed',
    'POST /api/admin/booking/feed/renew',
    // Newsletters, message templates, the outbox.
    'GET /api/admin/newsletters',
    'POST /api/admin/newsletters',
    'POST /api/admin/newsletters/preview',
    'GET /api/admin/newsletters/:id',
    'PATCH /api/admin/newsletters/:id',
    'POST /api/admin/newsletters/:id/test',
    'POST /api/admin/newsletters/:id/send',
    'POST /api/admin/newsletters/:id/unschedule',
    'GET /api/admin/templates',
    'POST /api/admin/templates',
    'PATCH /api/admin/templates/:id',
    'DELETE /api/admin/templates/:id',
    'GET /api/admin/outbox',
    'POST /api/admin/outbox/:id/resend',
  ],
  identity: [
    'GET /api/admin/clients/:id/identification',
    'PUT /api/admin/clients/:id/identification',
    'GET /api/admin/documents/:id',
    'DELETE /api/admin/documents/:id',
    'PUT /api/admin/documents/:id/shared',
    'POST /api/admin/clients/:id/documents',
  ],
  advice: [
    'GET /api/fna/:id/pdf',
    'GET /api/fna-submissions',
    'GET /api/fna-submissions/:id',
    'PATCH /api/fna-submissions/:id',
    'GET /api/needs-analyses',
    'GET /api/needs-analyses/:id',
    'GET /api/admin/clients/:id/fna-import',
    'POST /api/admin/clients/:id/fna-import',
    'POST /api/admin/clients/:id/advice-confirmations',
    'GET /api/admin/clients/:id/advice-confirmations',
    'POST /api/admin/advice-confirmations/:id/withdraw',
    'POST /api/admin/clients/:id/reviews',
    'GET /api/admin/clients/:id/reviews',
  ],
  book: [
    'GET /api/admin/book',
    'POST /api/admin/policies',
    'PATCH /api/admin/policies/:id',
    'POST /api/admin/policies/:id/parties',
    'DELETE /api/admin/policies/:id/parties/:partyId',
    'POST /api/admin/policies/:id/commissions',
    'GET /api/admin/policies/:id/commissions',
    'GET /api/admin/commissions',
    'POST /api/admin/commissions/import',
    // Importing the book (issue 43): ID numbers and commission terms come with it.
    'POST /api/admin/imports',
    'GET /api/admin/imports',
    'GET /api/admin/imports/:id',
    'POST /api/admin/imports/:id/store',
    'POST /api/admin/imports/:id/undo',
    'GET /api/admin/imports/templates/:name',
  ],
  export: [
    'GET /api/admin/policies/export.csv',
    'GET /api/admin/clients/export.csv',
    'GET /api/admin/book/export.xlsx',
    'GET /api/leads/export.csv',
    'GET /api/consultation-requests/export.csv',
    'GET /api/quote-requests/export.csv',
    'GET /api/funeral-cover-applications/export.csv',
    'GET /api/workshop-registrations/export.csv',
    'GET /api/newsletter-subscriptions/export.csv',
    'GET /api/fna-submissions/export.csv',
    'GET /api/needs-analyses/export.csv',
    'GET /api/pipeline-leads/export.csv',
    'GET /api/admin/workshops/:id/registrations.csv',
    'POST /api/admin/clients/:id/export',
  ],
  erasure: ['GET /api/admin/clients/:id/erasure', 'POST /api/admin/clients/:id/erase'],
  retention: ['GET /api/admin/retention'],
  audit: ['GET /api/admin/audit', 'GET /api/admin/audit.csv'],
  team: [
    'GET /api/admin/team',
    'POST /api/admin/team/invitations',
    'POST /api/admin/team/invitations/:id/withdraw',
    'PATCH /api/admin/team/:id',
    'POST /api/admin/team/:id/sign-out',
    'POST /api/admin/team/:id/password-reset',
    'POST /api/admin/team/:id/deactivate',
    'POST /api/admin/team/:id/reactivate',
  ],
  website: [
    'GET /api/admin/website',
    'PATCH /api/admin/website/draft',
    'GET /api/admin/website/versions',
    'GET /api/admin/website/preview',
    'POST /api/admin/website/images',
    'POST /api/admin/website/premium-table-file',
    'POST /api/admin/website/guide-files',
    'POST /api/admin/website/versions/:version/restore',
  ],
  websitePublish: ['POST /api/admin/website/publish'],
};

const areaOfRoute = new Map<string, Area>();
for (const [area, routes] of Object.entries(table) as [Area, string[]][])
  for (const route of routes) {
    if (areaOfRoute.has(route)) throw new Error(`${route} is listed twice in the route table`);
    areaOfRoute.set(route, area);
  }

/** The area of a back-office route (`GET /api/admin/clients/:id`), or undefined when it is not listed. */
export function routeArea(method: string, url: string): Area | undefined {
  return areaOfRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

const getPatterns = [...areaOfRoute]
  .filter(([route]) => route.startsWith('GET '))
  .map(([route, area]) => ({
    pattern: routePattern(route.slice(4)),
    area,
    params: route.split(':').length - 1,
  }))
  // `/api/admin/policies/export.csv` is the export's, not a policy's: fixed paths first.
  .sort((a, b) => a.params - b.params);

/** The area of the GET route a link (`/api/fna/<id>/pdf`) opens, or undefined when it is not a back-office route. */
export function linkArea(href: string): Area | undefined {
  const path = href.split(/[?#]/)[0] ?? '';
  return getPatterns.find((entry) => entry.pattern.test(path))?.area;
}

/** Every listed route with its area (for the test that walks them). */
export function routeTable(): { route: string; area: Area }[] {
  return [...areaOfRoute].map(([route, area]) => ({ route, area }));
}
