import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../content/site';
import { apiErrorCodes } from '../../../shared/api-error';
import type {
  NewsletterIssue,
  NewsletterIssueContent,
  NewsletterIssueStatus,
  NewsletterPreview,
} from '../../../shared/newsletter-issues';
import type { Actor } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { newsletterKind, newsletterTestKind, queueClientEmail, renderEmail } from '../notifications';
import { queueNewsletter } from './dispatch';
import {
  findIssue,
  insertIssueStatement,
  issueCounts,
  listIssues,
  type NewsletterIssueRow,
  updateIssueStatement,
} from './issues-repository';
import { issueContent, newsletterContext } from './mail-context';

/** The newsletters the adviser writes, previews, tests and sends (issue 33): admin only, audited. */

export type { Actor };

const notFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such newsletter.');
const goneOut = () =>
  new HttpError(
    409,
    apiErrorCodes.conflict,
    'This newsletter has gone out: it cannot be changed or sent again.',
  );

const noCounts = { recipients: 0, sent: 0, failed: 0, waiting: 0, unsubscribed: 0 };

function toIssue(row: NewsletterIssueRow, counts = noCounts): NewsletterIssue {
  // Stored as 'sending' once queued; sent when no copy is left waiting (worked out, never marked).
  const finished = row.status === 'sending' && row.queued_at !== null && counts.waiting === 0;
  return {
    id: row.id,
    ...issueContent(row),
    status: finished ? 'sent' : (row.status as NewsletterIssueStatus),
    sendAt: row.send_at,
    queuedAt: row.queued_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...counts,
  };
}

function audit(
  database: DatabaseHandle,
  actor: Actor,
  action: string,
  id: string,
  details: Record<string, unknown>,
  now: string,
) {
  return auditStatement(
    database.db,
    { adminId: actor.admin.adminId, action, entityType: 'newsletter', entityId: id, ip: actor.ip, details },
    now,
  );
}

export async function createIssue(
  database: DatabaseHandle,
  content: NewsletterIssueContent,
  actor: Actor,
  now: Date,
): Promise<NewsletterIssue> {
  const stamp = now.toISOString();
  const row: NewsletterIssueRow = {
    id: randomUUID(),
    subject: content.subject,
    preview_text: content.previewText,
    body_markdown: content.bodyMarkdown,
    workshops: content.workshops ? 1 : 0,
    feature: content.feature,
    status: 'draft',
    send_at: null,
    claim: null,
    claimed_until: null,
    queued_at: null,
    created_by: actor.admin.adminId,
    created_at: stamp,
    updated_at: stamp,
  };
  await database.write([
    insertIssueStatement(database.db, row),
    audit(database, actor, 'create', row.id, { subject: content.subject }, stamp),
  ]);
  return toIssue(row);
}

/** Changes a draft, or a scheduled one before it goes. */
export async function updateIssue(
  database: DatabaseHandle,
  id: string,
  changes: Partial<NewsletterIssueContent>,
  actor: Actor,
  now: Date,
): Promise<NewsletterIssue> {
  if (!(await findIssue(database.db, id))) throw notFound();
  const stamp = now.toISOString();
  const [updated] = await database.write([
    updateIssueStatement(
      database.db,
      id,
      {
        ...(changes.subject !== undefined ? { subject: changes.subject } : {}),
        ...(changes.previewText !== undefined ? { preview_text: changes.previewText } : {}),
        ...(changes.bodyMarkdown !== undefined ? { body_markdown: changes.bodyMarkdown } : {}),
        ...(changes.workshops !== undefined ? { workshops: changes.workshops ? 1 : 0 } : {}),
        ...(changes.feature !== undefined ? { feature: changes.feature } : {}),
        updated_at: stamp,
      },
      ['draft', 'scheduled'],
    ),
    audit(database, actor, 'update', id, { fields: Object.keys(changes) }, stamp),
  ]);
  if (!updated || updated.length === 0) throw goneOut();
  return getIssue(database, id);
}

export async function getIssue(database: DatabaseHandle, id: string): Promise<NewsletterIssue> {
  const row = await findIssue(database.db, id);
  if (!row) throw notFound();
  return toIssue(row, (await issueCounts(database.db, [id])).get(id));
}

export async function allIssues(database: DatabaseHandle): Promise<NewsletterIssue[]> {
  const rows = await listIssues(database.db);
  const counts = await issueCounts(
    database.db,
    rows.filter((row) => row.queued_at !== null).map((row) => row.id),
  );
  return rows.map((row) => toIssue(row, counts.get(row.id)));
}

/** The e-mail as a subscriber receives it (its unsubscribe link a sample one). */
export async function previewIssue(
  database: DatabaseHandle,
  content: NewsletterIssueContent,
  settings: { site: SiteConfig; adviserEmail: string },
  now: Date,
): Promise<NewsletterPreview> {
  const context = await newsletterContext(database, {
    id: 'preview',
    content,
    siteUrl: settings.site.siteUrl,
    now,
    unsubscribeToken: null,
    deliver: true,
  });
  const email = await renderEmail(
    {
      enquiry_type: newsletterKind,
      enquiry_id: 'preview',
      audience: 'visitor',
      to_address: '',
      content: '{}',
    },
    settings,
    context,
    now,
  );
  return { subject: email.subject, html: email.html, text: email.text };
}

/** A copy to the signed-in adviser, through the outbox. */
export async function sendTest(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<{ to: string }> {
  if (!(await findIssue(database.db, id))) throw notFound();
  const stamp = now.toISOString();
  await database.write([
    queueClientEmail(
      database.db,
      newsletterTestKind,
      id,
      { name: '', email: actor.admin.email, phone: '', summary: '' },
      stamp,
    ),
    audit(database, actor, 'test', id, { to: 'own address' }, stamp),
  ]);
  return { to: actor.admin.email };
}

/**
 * Sends now (queued in this request) or at `at` (the minute's run queues it then). A time in the
 * past is refused; one that has gone out cannot be sent again.
 */
export async function sendIssue(
  database: DatabaseHandle,
  id: string,
  at: string | undefined,
  actor: Actor,
  now: Date,
  perMinute: number,
): Promise<NewsletterIssue> {
  if (!(await findIssue(database.db, id))) throw notFound();
  const sendAt = at ? new Date(at) : now;
  // A minute's grace: "now" picked in the form is a little in the past when it arrives.
  if (sendAt.getTime() < now.getTime() - 60_000)
    throw new HttpError(400, apiErrorCodes.validation, 'at: Choose a time from now on', {
      at: 'Choose a time from now on',
    });
  const stamp = now.toISOString();
  const [scheduled] = await database.write([
    updateIssueStatement(
      database.db,
      id,
      { status: 'scheduled', send_at: sendAt.toISOString(), updated_at: stamp },
      ['draft', 'scheduled'],
    ),
    audit(database, actor, 'send', id, { at: sendAt.toISOString() }, stamp),
  ]);
  if (!scheduled || scheduled.length === 0) throw goneOut();
  if (sendAt.getTime() <= now.getTime()) await queueNewsletter(database, id, now, perMinute);
  return getIssue(database, id);
}

/** A scheduled newsletter back to a draft, before it goes. */
export async function unscheduleIssue(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<NewsletterIssue> {
  if (!(await findIssue(database.db, id))) throw notFound();
  const stamp = now.toISOString();
  const [changed] = await database.write([
    updateIssueStatement(database.db, id, { status: 'draft', send_at: null, updated_at: stamp }, [
      'scheduled',
    ]),
    audit(database, actor, 'unschedule', id, {}, stamp),
  ]);
  if (!changed || changed.length === 0)
    throw new HttpError(409, apiErrorCodes.conflict, 'Only a scheduled newsletter can go back to a draft.');
  return getIssue(database, id);
}
