import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RecordStatus, recordStatuses, recordStatusLabels } from '../../../shared/admin';
import { formatDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { type ReadableField, useRecordDetails, useSetRecordStatus } from './api/records';
import { StatusBadge } from './badges';
import type { DashboardTab } from './dashboard-tabs';

function FieldValue({ field }: { field: ReadableField }) {
  if (field.kind === 'datetime') return <>{formatDateTime(field.value)}</>;
  if (field.kind === 'status') return <StatusBadge status={field.value} />;
  if (field.kind === 'longtext') return <span className="whitespace-pre-wrap">{field.value}</span>;
  return <>{field.value || '—'}</>;
}

function FieldList({ fields }: { fields: ReadableField[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-medium text-slate-600">{field.label}</dt>
          <dd className="text-slate-900 break-words">
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatusChanger({ tab, id, current }: { tab: DashboardTab; id: string; current: string }) {
  const [status, setStatus] = useState(current);
  const setRecordStatus = useSetRecordStatus(tab.path);
  return (
    <form
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The promise, not mutate's callbacks: the new status refetched re-keys this form (a fresh
        // select for the new status), and mutate's callbacks are dropped when their component goes.
        setRecordStatus.mutateAsync({ id, status: status as RecordStatus }).then(
          () =>
            toast({
              title: 'Status updated',
              description: `Now ${recordStatusLabels[status as RecordStatus]}.`,
            }),
          () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to update the status' }),
        );
      }}
    >
      <div className="min-w-48 flex-1">
        <SelectField
          label="Status"
          value={status}
          onChange={setStatus}
          options={recordStatuses.map((value) => ({ value, label: recordStatusLabels[value] }))}
        />
      </div>
      <Button type="submit" disabled={status === current || setRecordStatus.isPending}>
        Save status
      </Button>
    </form>
  );
}

/** A record's details: a readable layout, the raw data behind a toggle, and its status. */
export function RecordDialog({
  tab,
  id,
  onClose,
}: {
  tab: DashboardTab;
  id: string | null;
  onClose: () => void;
}) {
  const details = useRecordDetails(tab.path, id);
  // The person behind the record (issue 18): their client page holds everything they sent.
  const owner = useQuery<{ clientId: string }>({
    queryKey: [`/api/admin/record-client/${id}`],
    enabled: id !== null,
  });
  const [showRaw, setShowRaw] = useState(false);
  const record = details.data?.record;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={tab.recordTitle}>
      {details.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : details.isError || !details.data ? (
        <p className="text-red-700">This record could not be loaded. It may have been deleted.</p>
      ) : (
        <>
          {/* The line is there from the start, so the controls below do not move when the link arrives. */}
          <p className="mb-4 min-h-6">
            {owner.data ? (
              <Link
                to={`/admin/clients/${owner.data.clientId}`}
                className="font-semibold text-brand-800 underline"
              >
                Open client page
              </Link>
            ) : null}
          </p>
          <FieldList fields={details.data.readable.fields} />
          {details.data.readable.lists.map((list) => (
            <section key={list.title} className="mt-6">
              <h3 className="text-lg font-semibold text-slate-900">{list.title}</h3>
              {list.items.length === 0 ? (
                <p className="mt-2 text-slate-600">None.</p>
              ) : (
                <ol className="mt-2 space-y-3">
                  {list.items.map((fields, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the items are positions in the record
                    <li key={index} className="rounded-xl border border-slate-200 p-3">
                      <FieldList fields={fields} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
          {tab.hasStatus && id && typeof record?.status === 'string' ? (
            <StatusChanger key={record.status} tab={tab} id={id} current={record.status} />
          ) : null}
          <div className="mt-6">
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
              aria-expanded={showRaw}
              onClick={() => setShowRaw((shown) => !shown)}
            >
              {showRaw ? 'Hide raw data' : 'Show raw data (JSON)'}
            </button>
            {showRaw ? (
              <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
                {JSON.stringify(record, null, 2)}
              </pre>
            ) : null}
          </div>
        </>
      )}
    </Dialog>
  );
}
