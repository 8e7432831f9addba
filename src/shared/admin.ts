import { z } from 'zod';
import { emailMaxLength } from './fields';

/** The admin sign-in form and `POST /api/admin/login` (spec doc 2, section 5: admin login). */
export const adminEmailMessage = 'Valid email is required';
export const adminPasswordMessage = 'Password must be at least 6 characters';

export const adminLoginSchema = z
  .object({
    email: z
      .string({ error: adminEmailMessage })
      .trim()
      .toLowerCase()
      .max(emailMaxLength, adminEmailMessage)
      .pipe(z.email({ error: adminEmailMessage })),
    password: z
      .string({ error: adminPasswordMessage })
      .min(6, adminPasswordMessage)
      .max(1024, 'Password must be at most 1,024 characters'),
  })
  .strict();
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** What sign-in and `/api/admin/verify` answer (with the second-factor step, issue 21). */
export type { AdminSessionAnswer as AdminIdentityAnswer } from './two-factor';

/** The one message for a wrong e-mail and a wrong password alike (nobody learns which e-mails exist). */
export const invalidCredentialsMessage = 'Invalid credentials';

/** Statuses a dashboard record can be set to (spec doc 2, section 4: dashboard status values). */
export const recordStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type RecordStatus = (typeof recordStatuses)[number];
export const recordStatusLabels: Record<RecordStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const recordStatusUpdateSchema = z
  .object({ status: z.enum(recordStatuses, { error: 'Choose a status' }) })
  .strict();

/** One page of a dashboard list. */
export const dashboardPageSize = 50;
export const listQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters').default(''),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000)
    .default(1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** The dashboard's tabs, one per kind of captured record (DECISIONS D14). */
export const dashboardTabIds = [
  'leads',
  'consultations',
  'quotes',
  'funeral',
  'workshops',
  'newsletter',
  'fna',
  'needs',
  'pipeline',
] as const;
export type DashboardTabId = (typeof dashboardTabIds)[number];

/** Where the back office opens one record (the link in the adviser's notification e-mail). */
export function adminRecordPath(tab: DashboardTabId, id: string): string {
  return `/admin?tab=${tab}&record=${encodeURIComponent(id)}`;
}

/** `GET /api/admin/stats`: the dashboard's counts (one declaration for both sides, issue 57). */
export interface DashboardCounts {
  leads: number;
  consultationRequests: number;
  quoteRequests: number;
  funeralApplications: number;
  workshopRegistrations: number;
  newsletterActive: number;
  fnaReports: number;
  needsAnalyses: number;
  pipelineLeads: number;
  pipelineValueCents: number;
}
