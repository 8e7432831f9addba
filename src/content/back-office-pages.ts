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
  // One page for every client: the server answers any /admin/clients/<id> with the shell.
  backOffice('/admin/clients/:id', 'Client'),
];
