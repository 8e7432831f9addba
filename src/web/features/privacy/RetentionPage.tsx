import { useQuery } from '@tanstack/react-query';
import type { PageMeta } from '../../../content/pages';
import { backupParagraph, retentionParagraph, retentionRunTime } from '../../../content/retention';
import { type RetentionPreview, retentionReasonLabel } from '../../../shared/privacy';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { AdminGate } from '../admin';

/**
 * /admin/retention (issue 21): what the privacy page promises, and which clients the next daily
 * run removes, so the adviser sees it coming and can act (a client still in touch gets a logged
 * contact, which keeps them).
 */
function Preview() {
  const preview = useQuery<RetentionPreview>({ queryKey: ['/api/admin/retention'] });
  if (preview.isPending) return <p className="text-slate-600">Loading...</p>;
  if (preview.isError || !preview.data)
    return <p role="alert">The retention preview could not be loaded. Please refresh the page.</p>;
  const data = preview.data;
  return (
    <div className="space-y-5">
      <section
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        aria-labelledby="retention-rule"
      >
        <h2 id="retention-rule" className="text-lg font-bold text-slate-900">
          What the privacy page promises
        </h2>
        <p className="mt-2 text-slate-700">{retentionParagraph(data.periods)}</p>
        <p className="mt-2 text-slate-700">{backupParagraph(siteConfig.backupKeepDays)}</p>
        <p className="mt-2 text-sm text-slate-600">
          Last contact is a client's last activity: an enquiry, a logged contact, a note or a follow-up.
          Advice means a Financial Needs Analysis, a needs analysis, a funeral cover application or a pipeline
          card from a quotation on.
        </p>
      </section>
      <section
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        aria-labelledby="retention-next"
      >
        <h2 id="retention-next" className="text-lg font-bold text-slate-900">
          The next run: {formatDateTime(data.nextRunAt)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {data.lastRunAt ? `Last run ${formatDateTime(data.lastRunAt)}.` : 'It has not run yet.'} It runs
          each day at {retentionRunTime}, once however many servers there are.
        </p>
        {data.total === 0 ? (
          <p className="mt-3 text-slate-800">Nothing is due: the next run removes no one.</p>
        ) : (
          <>
            <p className="mt-3 text-slate-800">
              It will remove {data.total} client{data.total === 1 ? '' : 's'} and everything held on them
              (newsletter subscriptions stay until they unsubscribe).
              {data.total > data.clients.length ? ` The first ${data.clients.length} are listed.` : ''}
            </p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Clients the next run removes</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Client
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Last activity
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Why
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.clients.map((client) => (
                    <tr key={client.id} className="border-t border-slate-100">
                      <td className="px-3 py-2">
                        <Link
                          to={`/admin/clients/${client.id}`}
                          className="font-semibold text-brand-800 underline"
                        >
                          {client.name || 'No name'}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{formatDateTime(client.lastActivityAt)}</td>
                      <td className="px-3 py-2">{retentionReasonLabel(client.reason, data.periods)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default function RetentionPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-5xl px-4 py-6">
          <h1 className="mb-5 text-2xl font-bold text-slate-900">Data retention</h1>
          <Preview />
        </div>
      )}
    </AdminGate>
  );
}
