/**
 * The back office's pages, each its own chunk, by the path of their entry in
 * content/back-office-pages.ts. Loaded with back-office.tsx when a back-office page opens, so the
 * hydration code every public page runs does not carry the lists of chunks these pages need
 * (issue 22: about 0.5 KB gzip on `/`).
 */
export const adminPages = {
  '/admin': () => import('./features/admin/AdminPage'),
  '/pipeline': () => import('./features/pipeline/PipelinePage'),
  '/admin/today': () => import('./features/clients/TodayPage'),
  '/admin/clients': () => import('./features/clients/ClientsPage'),
  '/admin/audit': () => import('./features/admin/AuditLogPage'),
  '/admin/retention': () => import('./features/privacy/RetentionPage'),
  '/admin/security': () => import('./features/admin/two-factor/SecurityPage'),
  '/admin/calendar': () => import('./features/booking/CalendarPage'),
  '/admin/workshops': () => import('./features/workshops/AdminWorkshopsPage'),
  '/admin/newsletter': () => import('./features/newsletter/AdminNewsletterPage'),
  '/admin/templates': () => import('./features/messages/TemplatesPage'),
  '/admin/clients/:id': () => import('./features/clients/ClientPage'),
  '/admin/book': () => import('./features/book/BookPage'),
  '/admin/policies': () => import('./features/book/PoliciesPage'),
  '/admin/commissions': () => import('./features/book/CommissionsPage'),
  '/admin/policies/:id': () => import('./features/book/PolicyPage'),
  '/admin/clients/:id/household': () => import('./features/book/HouseholdPage'),
  '/admin/team': () => import('./features/team/TeamPage'),
  '/admin/import': () => import('./features/imports/ImportPage'),
  '/admin/invitation': () => import('./features/team/InvitationPage'),
  '/admin/forgot-password': () => import('./features/admin/ForgotPasswordPage'),
  '/admin/reset-password': () => import('./features/admin/ResetPasswordPage'),
};
