import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { AuditPage } from '../../../shared/audit';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../../ui/Pager';
import { AdminGate } from './AdminGate';

/** /admin/audit (issue 21): who did what to which record and when, with filters, pages and CSV. */

interface Filters {
  account: string;
  action: string;
  record: string;
  from: string;
  to: string;
}

const empty: Filters = { account: '', action: '', record: '', from: '', to: '' };

function queryString(filters: Filters, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** The details of an entry as a short line ("browser: ...; email: ..."). */
function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

function AuditLog() {
  const [draft, setDraft] = useState<Filters>(empty);
  const [filters, setFilters] = useState<Filters>(empty);
  const [page, setPage] = useState(1);
  const query = queryString(filters, page);
  const log = useQuery<AuditPage>({ queryKey: [`/api/admin/audit${query ? `?${query}` : ''}`] });
  const ids = { account: useId(), action: useId(), record: useId(), from: useId(), to: useId() };
  const field = 'mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5';
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <form
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        <div>
          <label htmlFor={ids.account} className="text-sm font-medium text-slate-800">
            Account
          </label>
          <select id={ids.account} className={field} value={draft.account} onChange={set('account')}>
            <option value="">Every account</option>
            <option value="none">No account (visitors, failed sign-ins)</option>
            {log.data?.accounts.map((account) => (
              <option key={account} value={account}>
                {account}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.action} className="text-sm font-medium text-slate-800">
            Action
          </label>
          <select id={ids.action} className={field} value={draft.action} onChange={set('action')}>
            <option value="">Every action</option>
            {log.data?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.record} className="text-sm font-medium text-slate-800">
            Record (kind or id)
          </label>
          <input
            id={ids.record}
            className={field}
            value={draft.record}
            maxLength={100}
            onChange={set('record')}
          />
        </div>
        <div>
          <label htmlFor={ids.from} className="text-sm font-medium text-slate-800">
            From (Windhoek)
          </label>
          <input id={ids.from} type="date" className={field} value={draft.from} onChange={set('from')} />
        </div>
        <div>
          <label htmlFor={ids.to} className="text-sm font-medium text-slate-800">
            To (Windhoek)
          </label>
          <input id={ids.to} type="date" className={field} value={draft.to} onChange={set('to')} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white">
            Filter
          </button>
          <a
            className="min-h-10 rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-800"
            href={`/api/admin/audit.csv${queryString(filters) ? `?${queryString(filters)}` : ''}`}
          >
            CSV
          </a>
        </div>
      </form>
      {log.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          Could not load the audit log. Sign in again if your session has ended.
        </p>
      ) : null}
      {log.isPending ? <p className="mt-4 text-slate-600">Loading...</p> : null}
      {log.data ? (
        <>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Account
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Record
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Details
                  </th>
                  <th scope="col" className="px-3 py-2">
                    IP address
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                    <td className="px-3 py-2">{entry.account ?? 'No account'}</td>
                    <td className="px-3 py-2 font-semibold">{entry.action}</td>
                    <td className="px-3 py-2 break-all">
                      {entry.entityType ? `${entry.entityType} ${entry.entityId ?? ''}` : ''}
                    </td>
                    <td className="max-w-md px-3 py-2 break-words text-slate-700">
                      {describe(entry.details)}
                    </td>
                    <td className="px-3 py-2">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Audit log pages"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            noun={['entry', 'entries']}
            onPage={setPage}
          />
        </>
      ) : null}
    </>
  );
}

export default function AuditLogPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
          <p className="mt-1 mb-5 text-slate-600">
            Who did what to which record, and when (times in Windhoek). Sign-ins show the IP address and
            browser.
          </p>
          <AuditLog />
        </div>
      )}
    </AdminGate>
  );
}
