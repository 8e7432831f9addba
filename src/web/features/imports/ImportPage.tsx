import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { type ImportField, importFieldLabels, importFields } from '../../../domain/imports/headers';
import {
  type ImportLineStatus,
  type ImportPreview,
  type ImportPreviewLine,
  type ImportStored,
  type ImportSummary,
  importLimitsText,
  importMatchedByNameText,
  importStatusLabels,
  linesToFixText,
  lineWhere,
  mappingKey,
} from '../../../shared/imports';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { apiRequest, describeError, RequestError, throwIfNotOk } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { fileInputClass, SelectField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { AdminGate, useMayUse } from '../admin';

const statusStyles: Record<ImportLineStatus, string> = {
  new: 'bg-emerald-100 text-emerald-900',
  matched: 'bg-sky-100 text-sky-900',
  duplicate: 'bg-slate-200 text-slate-800',
  invalid: 'bg-red-100 text-red-900',
};
const order: Record<ImportLineStatus, number> = { invalid: 0, duplicate: 1, matched: 2, new: 3 };
const pageSize = 50;
const many = (count: number, one: string, more: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : more}`;

async function upload(file: File, mapping: Record<string, string>): Promise<ImportPreview> {
  const body = new FormData();
  body.set('mapping', JSON.stringify(mapping));
  body.set('file', file);
  const response = await fetch('/api/admin/imports', { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as ImportPreview;
}

function LineItem({ line, severalSheets }: { line: ImportPreviewLine; severalSheets: boolean }) {
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">
          {lineWhere(line, severalSheets)} · {line.kind === 'client' ? 'Client' : 'Policy'}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[line.status]}`}>
          {importStatusLabels[line.status]}
        </span>
      </p>
      <p className="font-semibold break-words text-slate-900">{line.label || '(no name)'}</p>
      {line.client ? <p className="text-sm text-slate-700">Client: {line.client}</p> : null}
      {line.household ? (
        <p className="text-sm text-slate-700">
          Household “{line.household.name}”: {line.household.role}
        </p>
      ) : null}
      {line.matched && line.kind === 'client' ? (
        <p className="text-sm text-slate-700">
          In the book:{' '}
          <Link to={`/admin/clients/${line.matched.id}`} className="underline">
            {line.matched.name}
          </Link>
        </p>
      ) : null}
      {line.matchedBy === 'name' ? (
        <p className="text-sm font-medium text-amber-900">{importMatchedByNameText}</p>
      ) : null}
      {line.status === 'matched' ? (
        line.changes?.length ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {line.changes.map((change) => (
              <li key={`${change.field}-${change.to}`}>
                {change.field}: {change.from} → {change.to}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Nothing would change.</p>
        )
      ) : null}
      {line.duplicateOf ? (
        <p className="text-sm text-slate-700">
          The same as{' '}
          {lineWhere(line.duplicateOf, severalSheets && line.duplicateOf.sheet !== line.sheet).replace(
            /^Line/,
            'line',
          )}
          : left out.
        </p>
      ) : null}
      {line.problems?.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm font-medium text-red-800">
          {line.problems.map((problem) => (
            <li key={`${problem.column}-${problem.why}`}>
              {problem.column}: {problem.why}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Preview({
  preview,
  file,
  onPreview,
  onStored,
}: {
  preview: ImportPreview;
  file: File;
  onPreview: (preview: ImportPreview) => void;
  onStored: (stored: ImportStored) => void;
}) {
  const [show, setShow] = useState<ImportLineStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const unmapped = preview.columns.filter((column) => column.field === null);
  const lines = preview.lines
    .filter((line) => show === 'all' || line.status === show)
    .sort((a, b) => order[a.status] - order[b.status]);
  const shown = lines.slice(0, page * pageSize);
  const { counts, willStore } = preview;
  const severalSheets = new Set(preview.columns.map((column) => column.sheet)).size > 1;
  const storable = unmapped.length === 0 && (counts.invalid === 0 || skipInvalid);

  const readAgain = async () => {
    setBusy(true);
    try {
      onPreview(await upload(file, mapping));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  const store = async () => {
    setBusy(true);
    try {
      onStored(
        await apiRequest<ImportStored>(`/api/admin/imports/${preview.id}/store`, {
          method: 'POST',
          body: { skipInvalid },
        }),
      );
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="import-preview"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="import-preview" className="text-xl font-bold text-slate-900">
        What {preview.fileName} holds
      </h2>
      <p className="mt-1 text-slate-700">Nothing is stored until you say so.</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(['new', 'matched', 'duplicate', 'invalid'] as const).map((status) => (
          <div key={status} className={`rounded-lg p-3 ${statusStyles[status]}`}>
            <dt className="text-sm font-medium">{importStatusLabels[status]}</dt>
            <dd className="text-2xl font-bold">{counts[status].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-800">
        Storing would add {many(willStore.newClients, 'client', 'clients')} and{' '}
        {many(willStore.newPolicies, 'policy', 'policies')}, change{' '}
        {many(willStore.changedClients, 'client', 'clients')} and{' '}
        {many(willStore.changedPolicies, 'policy', 'policies')} already in the book, and make{' '}
        {many(willStore.links, 'household link', 'household links')}.
      </p>

      {unmapped.length > 0 ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-950">Columns to say what they hold</h3>
          <p className="text-sm text-amber-950">
            These headers are not ones we know. Choose what each column holds, or leave it out.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {unmapped.map((column) => (
              <SelectField
                key={mappingKey(column.sheet, column.header)}
                label={`${column.header} (${column.sheet})`}
                value={mapping[mappingKey(column.sheet, column.header)] ?? ''}
                onChange={(value) =>
                  setMapping((current) => ({ ...current, [mappingKey(column.sheet, column.header)]: value }))
                }
                options={[
                  { value: '', label: 'Choose...' },
                  ...importFields.map((field: ImportField) => ({
                    value: field,
                    label: importFieldLabels[field],
                  })),
                ]}
              />
            ))}
          </div>
          <Button type="button" className="mt-3" disabled={busy} onClick={() => void readAgain()}>
            Read the file again with these columns
          </Button>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Show"
          value={show}
          onChange={(value) => {
            setShow(value as ImportLineStatus | 'all');
            setPage(1);
          }}
          options={[
            { value: 'all', label: `Every line (${preview.lines.length.toLocaleString('en-US')})` },
            ...(['invalid', 'duplicate', 'matched', 'new'] as const).map((status) => ({
              value: status,
              label: `${importStatusLabels[status]} (${counts[status].toLocaleString('en-US')})`,
            })),
          ]}
        />
      </div>
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Lines of the file">
        {shown.map((line) => (
          <LineItem
            key={`${line.sheet}-${line.line}-${line.kind}`}
            line={line}
            severalSheets={severalSheets}
          />
        ))}
      </ul>
      {shown.length < lines.length ? (
        <Button type="button" variant="secondary" onClick={() => setPage(page + 1)}>
          Show {Math.min(pageSize, lines.length - shown.length)} more of {lines.length - shown.length}
        </Button>
      ) : null}

      <div className="mt-5 border-t border-slate-200 pt-4">
        {counts.invalid > 0 ? (
          <>
            <p className="font-semibold text-red-800">
              {linesToFixText(preview.linesToFix)}: fix the file and choose it again, or import the others
              without {preview.linesToFix === 1 ? 'it' : 'them'}.
            </p>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                checked={skipInvalid}
                onChange={(event) => setSkipInvalid(event.target.checked)}
              />
              Leave the invalid lines out
            </label>
          </>
        ) : null}
        <Button type="button" className="mt-3" disabled={busy || !storable} onClick={() => void store()}>
          Import into the book
        </Button>
      </div>
    </section>
  );
}

function RecentImports() {
  const queryClient = useQueryClient();
  const list = useQuery<ImportSummary[]>({ queryKey: ['/api/admin/imports'] });
  const stored = (list.data ?? []).filter((item) => item.status !== 'preview');
  if (stored.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-imports"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="recent-imports" className="text-xl font-bold text-slate-900">
        Imports
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {stored.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-semibold break-words">{item.fileName}</p>
              <p className="text-sm text-slate-700">
                {item.status === 'undone' && item.undoneAt
                  ? `Undone ${formatDateTime(item.undoneAt)}`
                  : `Imported ${item.storedAt ? formatDateTime(item.storedAt) : ''}`}{' '}
                by {item.by}
              </p>
            </div>
            {item.undoable ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() =>
                  void apiRequest(`/api/admin/imports/${item.id}/undo`, { method: 'POST', body: {} }).then(
                    () => {
                      toast({
                        title: 'Import undone',
                        description: `${item.fileName}: what it added is gone.`,
                      });
                      void queryClient.invalidateQueries();
                    },
                    (error: unknown) =>
                      toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
                  )
                }
              >
                Undo this import
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Importer() {
  const mayImport = useMayUse('book');
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [stored, setStored] = useState<ImportStored | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const read = async () => {
    if (!file) {
      setError('Choose the file first');
      return;
    }
    setBusy(true);
    setError('');
    setStored(null);
    try {
      setPreview(await upload(file, {}));
    } catch (failure) {
      setPreview(null);
      setError(
        failure instanceof RequestError
          ? (failure.serverFields?.file ?? describeError(failure))
          : 'The file could not be sent.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (!mayImport)
    return (
      <p className="text-slate-700">
        Importing the book is for the owner and the advisers: ID numbers and commissions come with it.
      </p>
    );
  return (
    <div className="space-y-5">
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 className="text-xl font-bold text-slate-900">Your spreadsheet</h2>
        <p className="mt-1 text-slate-700">
          Clients (with their households), policies (with their commission terms), or both in one workbook, a
          sheet each. Columns are known by their headers as you write them: Surname, First name(s), ID No,
          Cell, Policy no., Premium, Frequency...
        </p>
        <p className="mt-1 text-sm text-slate-600">{importLimitsText}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a className="font-semibold text-brand-800 underline" href="/api/admin/imports/templates/book.xlsx">
            Template workbook (.xlsx)
          </a>
          <a
            className="font-semibold text-brand-800 underline"
            href="/api/admin/imports/templates/clients.csv"
          >
            Clients template (CSV)
          </a>
          <a
            className="font-semibold text-brand-800 underline"
            href="/api/admin/imports/templates/policies.csv"
          >
            Policies template (CSV)
          </a>
          <a className="font-semibold text-brand-800 underline" href="/api/admin/book/export.xlsx">
            Export the book in the same columns
          </a>
        </p>
        <form
          className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void read();
          }}
        >
          <div className="min-w-0 sm:flex-1">
            <label htmlFor={inputId} className="block font-medium text-slate-800">
              File (CSV or .xlsx)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setError('');
              }}
              className={fileInputClass}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Reading...' : 'Read the file'}
          </Button>
        </form>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-2 font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </section>
      {stored ? (
        <section
          role="status"
          className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
        >
          <h2 className="text-xl font-bold">Imported</h2>
          <p className="mt-1">
            {many(stored.made.clients, 'client', 'clients')},{' '}
            {many(stored.made.policies, 'policy', 'policies')} and{' '}
            {many(stored.made.links, 'household link', 'household links')} added;{' '}
            {many(stored.changed.clients, 'client', 'clients')} and{' '}
            {many(stored.changed.policies, 'policy', 'policies')} updated. You can undo it until{' '}
            {formatDateTime(stored.undoUntil)}.
          </p>
          <p className="mt-2">
            <Link to="/admin/clients" className="font-semibold underline">
              Open the clients
            </Link>
          </p>
        </section>
      ) : null}
      {preview && file && !stored ? (
        <Preview
          key={preview.id}
          preview={preview}
          file={file}
          onPreview={setPreview}
          onStored={(done) => {
            setStored(done);
            setPreview(null);
            toast({
              title: 'Imported',
              description: `${many(done.made.clients, 'client', 'clients')} and ${many(done.made.policies, 'policy', 'policies')} added.`,
            });
            void queryClient.invalidateQueries();
          }}
        />
      ) : null}
      <RecentImports />
    </div>
  );
}

/** /admin/import: bring the practice's existing book in (issue 43). */
export default function ImportPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-5xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Import your book</h1>
          <p className="mt-1 text-slate-600">
            Bring in the clients and policies you already have: check every line first, undo it as one for 7
            days.
          </p>
          <div className="mt-5">
            <Importer />
          </div>
        </div>
      )}
    </AdminGate>
  );
}
