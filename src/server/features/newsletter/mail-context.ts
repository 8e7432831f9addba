import { featurableItems } from '../../../content/newsletter-features';
import { workshopWhenLabel } from '../../../domain/workshops/workshops';
import type { NewsletterIssueContent } from '../../../shared/newsletter-issues';
import type { DatabaseHandle } from '../../db';
import {
  type MailContextLoader,
  type NewsletterMailContext,
  newsletterKind,
  newsletterTestKind,
} from '../notifications';
import { upcomingWorkshops } from '../workshops';
import { findIssue, type NewsletterIssueRow } from './issues-repository';
import { markdownToEmailHtml } from './render';
import { subscriptionStatus } from './repository';

/** How many of the next workshops a newsletter lists. */
const workshopsListed = 3;

/** A newsletter's stored row as the content the adviser wrote. */
export function issueContent(row: NewsletterIssueRow): NewsletterIssueContent {
  return {
    subject: row.subject,
    previewText: row.preview_text,
    bodyMarkdown: row.body_markdown,
    workshops: row.workshops === 1,
    feature: row.feature,
  };
}

/** The copy of a newsletter (issue 33) with the workshops coming up then, and these unsubscribe links. */
export async function newsletterContext(
  database: DatabaseHandle,
  input: {
    id: string;
    content: NewsletterIssueContent;
    siteUrl: string;
    now: Date;
    /** The subscriber's unsubscribe token; a preview or a test copy has none. */
    unsubscribeToken: string | null;
    deliver: boolean;
  },
): Promise<NewsletterMailContext> {
  const { content, siteUrl } = input;
  const workshops = content.workshops
    ? (await upcomingWorkshops(database.db, input.now.toISOString()))
        .slice(0, workshopsListed)
        .map((workshop) => ({
          title: workshop.title,
          when: workshopWhenLabel(workshop.starts_at, workshop.ends_at),
          href: `${siteUrl}/workshops`,
        }))
    : [];
  const featured = featurableItems.find((item) => item.value === content.feature);
  return {
    newsletter: {
      id: input.id,
      subject: content.subject,
      previewText: content.previewText,
      bodyHtml: markdownToEmailHtml(content.bodyMarkdown),
      workshops,
      feature: featured
        ? {
            title: featured.title,
            summary: featured.summary,
            href: featured.href.startsWith('/') ? `${siteUrl}${featured.href}` : featured.href,
          }
        : null,
    },
    ...unsubscribeLinks(siteUrl, input.unsubscribeToken),
    deliver: input.deliver,
  };
}

/** A copy's unsubscribe links: the page (visible link) and the one-click address (headers). */
function unsubscribeLinks(siteUrl: string, token: string | null) {
  const given = encodeURIComponent(token ?? 'preview');
  return {
    unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=${given}`,
    oneClickUrl: `${siteUrl}/api/newsletter/unsubscribe?token=${given}`,
  };
}

/** How long the sender reuses a newsletter's copy (its HTML and workshops) between its messages. */
const copyKeptMs = 30_000;

/**
 * The sender's details of a newsletter's copy: the newsletter as it is, and whether its subscriber
 * is still subscribed. The copy is made once and reused for the next messages of the same
 * newsletter for 30 seconds (a thousand copies are one newsletter); only the links differ.
 */
export function newsletterMailContext(
  database: DatabaseHandle,
  siteUrl: string,
  now: () => Date,
): MailContextLoader {
  let kept: { id: string; updatedAt: string; until: number; context: NewsletterMailContext } | null = null;
  return async (row) => {
    if (row.enquiry_type !== newsletterKind && row.enquiry_type !== newsletterTestKind) return undefined;
    const issue = await findIssue(database.db, row.enquiry_id);
    if (!issue) return undefined;
    const copy = JSON.parse(row.content) as { subscriptionId?: string; unsubscribeToken?: string };
    let deliver = true;
    if (row.enquiry_type === newsletterKind) {
      deliver = (await subscriptionStatus(database.db, copy.subscriptionId ?? '')) === 'active';
    }
    const at = now();
    if (!kept || kept.id !== issue.id || kept.updatedAt !== issue.updated_at || kept.until < at.getTime())
      kept = {
        id: issue.id,
        updatedAt: issue.updated_at,
        until: at.getTime() + copyKeptMs,
        context: await newsletterContext(database, {
          id: issue.id,
          content: issueContent(issue),
          siteUrl,
          now: at,
          unsubscribeToken: null,
          deliver: true,
        }),
      };
    return { ...kept.context, ...unsubscribeLinks(siteUrl, copy.unsubscribeToken ?? null), deliver };
  };
}
