import type { Area } from '../shared/roles';
import type { PageMeta } from './pages';

/**
 * The back office's pages. They are not indexed and their HTML is one shell, so they share one
 * description; the list is loaded with the back office (src/web/admin-pages.ts), not with the
 * public pages, and the build reads it for the routes the server answers with the shell.
 */
const backOffice = (path: string, title: string, heading = title): PageMeta => ({
  path,
  title,
  description: 'Back office.',
  heading,
  kind: 'admin',
});

export const backOfficePages: readonly PageMeta[] = [
  backOffice('/admin', 'Admin'),
  backOffice('/pipeline', 'Sales Pipeline'),
  backOffice('/admin/today', 'Today'),
  backOffice('/admin/clients', 'Clients'),
  backOffice('/admin/workshops', 'Workshops (admin)', 'Workshops'),
  backOffice('/admin/newsletter', 'Newsletter'),
  backOffice('/admin/templates', 'Templates'),
  backOffice('/admin/audit', 'Audit log'),
  backOffice('/admin/retention', 'Data retention'),
  backOffice('/admin/security', 'Security'),
  backOffice('/admin/calendar', 'Calendar'),
  backOffice('/admin/book', 'Book of business'),
  backOffice('/admin/policies', 'Policies'),
  backOffice('/admin/commissions', 'Commissions'),
  backOffice('/admin/policies/:id', 'Policy'),
  backOffice('/admin/clients/:id/household', 'Household'),
  backOffice('/admin/team', 'Team'),
  backOffice('/admin/import', 'Import your book'),
  backOffice('/admin/website', 'Website'),
  // An invitation's link (issue 34): set a password and a second factor, before any sign-in.
  backOffice('/admin/invitation', 'Join the team'),
  // Issue 56: a forgotten password, and the page of its e-mailed link (and the first owner's set-up).
  backOffice('/admin/forgot-password', 'Forgot your password?'),
  backOffice('/admin/reset-password', 'Choose a new password'),
  // One page for every client: the server answers any /admin/clients/<id> with the shell.
  backOffice('/admin/clients/:id', 'Client'),
];

/** The back office's pages opened before signing in (a link's token, or nobody yet). */
export const signedOutPages: readonly string[] = [
  '/admin/invitation',
  '/admin/forgot-password',
  '/admin/reset-password',
];

/** The back office's navigation (issue 34): its sections grouped by what the adviser does. */
export interface BackOfficeSection {
  to: string;
  label: string;
  /** Only this path, not the pages under it. */
  end?: boolean;
  /** The area of `shared/roles.ts` it belongs to (issue 34): left out for a role outside it. */
  area?: Area;
}

export const backOfficeGroups: readonly { name: string; sections: readonly BackOfficeSection[] }[] = [
  {
    name: 'Daily work',
    sections: [
      { to: '/admin/today', label: 'Today' },
      { to: '/admin/clients', label: 'Clients' },
      { to: '/admin/calendar', label: 'Calendar' },
      { to: '/pipeline', label: 'Sales Pipeline' },
      { to: '/admin/book', label: 'Book', area: 'book' },
    ],
  },
  {
    name: 'Reaching people',
    sections: [
      { to: '/admin/workshops', label: 'Workshops' },
      { to: '/admin/newsletter', label: 'Newsletter' },
      { to: '/admin/templates', label: 'Templates' },
      { to: '/admin/website', label: 'Website', area: 'website' },
    ],
  },
  {
    name: 'Records',
    sections: [
      { to: '/admin', label: 'Dashboard', end: true },
      { to: '/admin/audit', label: 'Audit log', area: 'audit' },
      { to: '/admin/retention', label: 'Retention', area: 'retention' },
    ],
  },
  {
    name: 'Account',
    sections: [
      { to: '/admin/security', label: 'Security' },
      { to: '/admin/team', label: 'Team', area: 'team' },
    ],
  },
];

/** One tap away on a phone; a role without the book has Workshops in its place. */
export const mostUsedSections: readonly BackOfficeSection[] = [
  { to: '/admin/today', label: 'Today' },
  { to: '/admin/clients', label: 'Clients' },
  { to: '/admin/calendar', label: 'Calendar' },
  { to: '/pipeline', label: 'Pipeline' },
  { to: '/admin/book', label: 'Book', area: 'book' },
];
export const mostUsedInsteadOfBook: BackOfficeSection = { to: '/admin/workshops', label: 'Workshops' };
