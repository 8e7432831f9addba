import type { SiteConfig } from '../../../../content/site';
import { siteAttentionTitle } from '../../../../domain/site/site-health';
import { utcToWindhoekLocal } from '../../../../domain/windhoek-time';
import type { DigestContent } from '../../../../shared/clients';
import { ButtonLink, EmailLayout, List, Paragraph, Subheading } from './layout';
import type { ComposedEmail } from './types';

const windhoekTime = (iso: string) => utcToWindhoekLocal(iso).replace('T', ' ');

/** The adviser's 07:00 digest (issue 18): what is overdue, due today and not contacted yet. */
export function dailyDigestEmail(input: { site: SiteConfig; content: DigestContent }): ComposedEmail {
  const { site, content } = input;
  const task = (entry: DigestContent['overdue'][number]) =>
    `${entry.title} (${entry.clientName}), due ${windhoekTime(entry.dueAt)}`;
  const sections: [string, string[]][] = [
    [`Overdue (${content.overdue.length})`, content.overdue.map(task)],
    [`Due today (${content.dueToday.length})`, content.dueToday.map(task)],
    [
      `Not contacted yet, oldest first (${content.notContacted.length})`,
      content.notContacted.map(
        (entry) =>
          `${entry.clientName}: ${entry.summary} (since ${windhoekTime(entry.createdAt)}${
            entry.contactBy ? `, to contact by ${windhoekTime(entry.contactBy)}` : ''
          })`,
      ),
    ],
  ];
  const link = `${site.siteUrl}/admin/today`;
  const warnings = content.site?.warnings ?? [];
  return {
    subject: `Your day, ${content.date}: ${content.overdue.length} overdue, ${content.dueToday.length} due today, ${content.notContacted.length} not contacted${warnings.length > 0 ? `; ${siteAttentionTitle.toLowerCase()}` : ''}`,
    body: (
      <EmailLayout site={site} preview="Your day in the back office">
        <Paragraph>Good morning. This is your day in the back office (times in Windhoek).</Paragraph>
        {warnings.length > 0 ? (
          <div>
            <Subheading>{siteAttentionTitle}</Subheading>
            <List items={warnings} />
          </div>
        ) : null}
        {sections
          .filter(([, lines]) => lines.length > 0)
          .map(([title, lines]) => (
            <div key={title}>
              <Subheading>{title}</Subheading>
              <List items={lines} />
            </div>
          ))}
        <ButtonLink href={link}>Open your day</ButtonLink>
        {content.site ? <Paragraph>{content.site.backupLine}</Paragraph> : null}
      </EmailLayout>
    ),
  };
}
