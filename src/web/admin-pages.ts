import {
  loadAdminPage,
  loadAuditLogPage,
  loadForgotPasswordPage,
  loadResetPasswordPage,
  loadSecurityPage,
} from './features/admin';
import {
  loadBookPage,
  loadCommissionsPage,
  loadHouseholdPage,
  loadPoliciesPage,
  loadPolicyPage,
} from './features/book';
import { loadCalendarPage } from './features/booking';
import { loadClientPage, loadClientsPage, loadTodayPage } from './features/clients';
import { loadImportPage } from './features/imports';
import { loadTemplatesPage } from './features/messages';
import { loadAdminNewsletterPage } from './features/newsletter';
import { loadPipelinePage } from './features/pipeline';
import { loadRetentionPage } from './features/privacy';
import { loadInvitationPage, loadTeamPage } from './features/team';
import { loadWebsitePage } from './features/website';
import { loadAdminWorkshopsPage } from './features/workshops';
/**
 * The back office's pages, each its own chunk, by the path of their entry in
 * content/back-office-pages.ts. Loaded with back-office.tsx when a back-office page opens, so the
 * hydration code every public page runs does not carry the lists of chunks these pages need
 * (issue 22: about 0.5 KB gzip on `/`).
 */
export const adminPages = {
  '/admin': loadAdminPage,
  '/pipeline': loadPipelinePage,
  '/admin/today': loadTodayPage,
  '/admin/clients': loadClientsPage,
  '/admin/audit': loadAuditLogPage,
  '/admin/retention': loadRetentionPage,
  '/admin/security': loadSecurityPage,
  '/admin/calendar': loadCalendarPage,
  '/admin/workshops': loadAdminWorkshopsPage,
  '/admin/newsletter': loadAdminNewsletterPage,
  '/admin/templates': loadTemplatesPage,
  '/admin/clients/:id': loadClientPage,
  '/admin/book': loadBookPage,
  '/admin/policies': loadPoliciesPage,
  '/admin/commissions': loadCommissionsPage,
  '/admin/policies/:id': loadPolicyPage,
  '/admin/clients/:id/household': loadHouseholdPage,
  '/admin/team': loadTeamPage,
  '/admin/import': loadImportPage,
  '/admin/website': loadWebsitePage,
  '/admin/invitation': loadInvitationPage,
  '/admin/forgot-password': loadForgotPasswordPage,
  '/admin/reset-password': loadResetPasswordPage,
};
