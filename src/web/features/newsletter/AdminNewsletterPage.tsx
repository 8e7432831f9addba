import { useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { type NewsletterIssue, newsletterIssueStatusLabels } from '../../../shared/newsletter-issues';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { AdminGate } from '../admin';
import { useNewsletter, useNewsletters, useUnscheduleNewsletter } from './api/admin-newsletters';
import { NewsletterEditor } from './NewsletterEditor';

type View =
  | { step: 'list' }
  | { step: 'edit'; issue: NewsletterIssue | null }
  | { step: 'progress'; id: string };

const statusStyles: Record<NewsletterIssue['status'], string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
};

function whenLine(issue: NewsletterIssue): string {
  if (issue.status === 'draft') return `Saved ${formatDateTime(issue.updatedAt)}`;
  if (issue.status === 'scheduled' && issue.sendAt) return `Goes ${formatDateTime(issue.sendAt)}`;
  return issue.queuedAt
    ? `Sent ${formatDateTime(issue.queuedAt)} to ${issue.recipients.toLocaleString('en-GB')}`
    : '';
}

function NewsletterList({ onOpen }: { onOpen: (view: View) => void }) {
  const list = useNewsletters();
  const unschedule = useUnscheduleNewsletter();
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the newsletters. Sign in again if your session has ended.
      </p>
    );
  return (
    <>
      <Button onClick={() => onOpen({ step: 'edit', issue: null })}>Write a newsletter</Button>
      {list.isPending ? <p className="mt-4 text-slate-600">Loading...</p> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="mt-4 text-slate-600">No newsletters yet.</p>
      ) : null}
      <ul className="mt-4 space-y-3" aria-label="Newsletters, latest first">
        {list.data?.items.map((issue) => (
          <li key={issue.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-bold break-words text-slate-900">{issue.subject}</h2>
                <p className="mt-1 text-sm text-slate-600">{whenLine(issue)}</p>
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusStyles[issue.status]}`}
              >
                {newsletterIssueStatusLabels[issue.status]}
              </span>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {issue.status === 'draft' || issue.status === 'scheduled' ? (
                <Button size="sm" variant="secondary" onClick={() => onOpen({ step: 'edit', issue })}>
                  {`Edit ${issue.subject}`}
                </Button>
              ) : null}
              {issue.status === 'scheduled' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={unschedule.isPending}
                  onClick={() =>
                    void unschedule.mutateAsync(issue.id).then(
                      () =>
                        toast({
                          title: 'Back to a draft',
                          description: `${issue.subject} will not go until you send it.`,
                        }),
                      (error: unknown) =>
                        toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
                    )
                  }
                >
                  {`Back to draft: ${issue.subject}`}
                </Button>
              ) : null}
              {issue.status !== 'draft' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen({ step: 'progress', id: issue.id })}
                >
                  {`Progress of ${issue.subject}`}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A send's counts while it goes (asked again every 5 seconds) and after. */
function NewsletterProgress({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: issue, isError } = useNewsletter(id);
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load this newsletter.
      </p>
    );
  if (!issue) return <p className="text-slate-600">Loading...</p>;
  const handled = issue.sent + issue.failed;
  const rows: [string, number][] = [
    ['Recipients', issue.recipients],
    ['Sent', issue.sent],
    ['Waiting', issue.waiting],
    ['Failed', issue.failed],
    ['Unsubscribed since', issue.unsubscribed],
  ];
  return (
    <section
      aria-labelledby="newsletter-progress"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="newsletter-progress" className="text-xl font-bold break-words text-slate-900">
        {issue.subject}
      </h2>
      <p className="mt-1 text-slate-700">
        {newsletterIssueStatusLabels[issue.status]}
        {whenLine(issue) ? ` - ${whenLine(issue)}` : ''}
      </p>
      {issue.recipients > 0 ? (
        <div
          role="progressbar"
          aria-label="Copies handled"
          aria-valuemin={0}
          aria-valuemax={issue.recipients}
          aria-valuenow={handled}
          className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-700" style={{ width: `${(handled / issue.recipients) * 100}%` }} />
        </div>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value.toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-5" variant="secondary" onClick={onClose}>
        Back to newsletters
      </Button>
    </section>
  );
}

/** /admin/newsletter: write, preview, test and send the newsletter; follow a send (issue 33). */
export default function AdminNewsletterPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const [view, setView] = useState<View>({ step: 'list' });
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-6xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Newsletter</h1>
          <p className="mt-1 mb-5 text-slate-600">
            Written here, sent to confirmed subscribers only, each with a one-click unsubscribe link.
          </p>
          {view.step === 'list' ? (
            <NewsletterList onOpen={setView} />
          ) : view.step === 'edit' ? (
            <NewsletterEditor
              issue={view.issue}
              onSent={(id) => setView({ step: 'progress', id })}
              onClose={() => setView({ step: 'list' })}
            />
          ) : (
            <NewsletterProgress id={view.id} onClose={() => setView({ step: 'list' })} />
          )}
        </div>
      )}
    </AdminGate>
  );
}
