import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { retentionPeriods, yearsInWords } from '../../../content/retention';
import {
  compactionCommand,
  compactionNotice,
  describeCounts,
  type ErasurePreview,
  erasedName,
  erasureConfirmation,
} from '../../../shared/privacy';
import { formatDate } from '../../lib/dates';
import { apiRequest, describeError, throwIfNotOk } from '../../lib/request';
import { useNavigate } from '../../lib/router';
import { saveFile } from '../../lib/save-file';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';

/**
 * A person's data on request (issue 21), on their client page: export everything held on them as
 * a ZIP, or erase it, each after a confirmation step that says what will happen.
 */

async function downloadExport(clientId: string): Promise<void> {
  const response = await fetch(`/api/admin/clients/${encodeURIComponent(clientId)}/export`, {
    method: 'POST',
    credentials: 'include',
  });
  await throwIfNotOk(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'client-data.zip';
  saveFile(await response.blob(), name);
}

function ExportDialog({ clientId, name, onClose }: { clientId: string; name: string; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Export ${name}'s data?`}
      description="A ZIP file with everything held on them: their details, notes, contacts, follow-ups, every enquiry and application, their bookings, the e-mails about them, and their FNA reports as PDFs. It holds personal data: send it to them securely and delete your copy afterwards. The export is recorded in the audit log."
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={pending}
          onClick={() => {
            setPending(true);
            downloadExport(clientId).then(
              () => {
                setPending(false);
                toast({ title: 'Exported', description: 'The ZIP file is downloading.' });
                onClose();
              },
              (error: unknown) => {
                setPending(false);
                toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
              },
            );
          }}
        >
          {pending ? 'Preparing...' : 'Download ZIP'}
        </Button>
      </div>
    </Dialog>
  );
}

function EraseDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery<ErasurePreview>({
    queryKey: [`/api/admin/clients/${clientId}/erasure`],
    gcTime: 0,
  });
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== erasureConfirmation) {
      setError(`Type ${erasureConfirmation} to confirm`);
      return;
    }
    setPending(true);
    apiRequest<ErasurePreview>(`/api/admin/clients/${encodeURIComponent(clientId)}/erase`, {
      method: 'POST',
      body: { confirm: erasureConfirmation },
    }).then(
      () => {
        toast({ title: 'Erased', description: 'Their data is erased, as the audit log records.' });
        void queryClient.invalidateQueries();
        navigate('/admin/clients');
      },
      (failure: unknown) => {
        setPending(false);
        setError(describeError(failure));
      },
    );
  };
  const data = preview.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data ? `Erase ${data.name}'s data?` : 'Erase their data?'}
    >
      {preview.isError ? <p role="alert">{describeError(preview.error)}</p> : null}
      {!data ? (
        <p className="text-slate-600">Working out what would be erased...</p>
      ) : (
        <form className="space-y-4" noValidate onSubmit={submit}>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            <li>
              <strong>Deleted now:</strong> {describeCounts(data.deleted)}, with their notes, logged contacts,
              follow-ups, the e-mails about them and their contact details.
            </li>
            {data.keptUntil ? (
              <li>
                <strong>Kept until {formatDate(data.keptUntil)}:</strong> {describeCounts(data.kept)}. The law
                requires advisers to keep advice records for{' '}
                {yearsInWords(retentionPeriods.adviceRecordsMinimumYears)}; they are deleted then. The client
                book shows them as “{erasedName}”.
              </li>
            ) : null}
            {data.newsletter ? (
              <li>
                Their newsletter subscription stays until they unsubscribe (the link is in every newsletter).
              </li>
            ) : null}
            <li>The audit log keeps that you erased their data, not what it said about them.</li>
            {data.compactionNeeded ? (
              <li>
                {compactionNotice.before}
                <code className="rounded bg-slate-100 px-1 text-[0.95em]">{compactionCommand}</code>
                {compactionNotice.after}
              </li>
            ) : null}
          </ul>
          <p className="font-semibold text-red-800">
            This cannot be undone. Export their data first if they asked for a copy.
          </p>
          <TextField
            label={`Type ${erasureConfirmation} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
            autoComplete="off"
            className="max-w-xs"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? 'Erasing...' : 'Erase their data'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

export function DataRequests({ clientId, name }: { clientId: string; name: string }) {
  const headingId = useId();
  const [open, setOpen] = useState<'export' | 'erase' | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Their data on request
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When they ask to see or erase what is held on them (Namibia's Data Protection Bill, like POPIA).
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => setOpen('export')}>
          Export their data
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('erase')}>
          Erase their data
        </Button>
      </div>
      {open === 'export' ? (
        <ExportDialog clientId={clientId} name={name} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'erase' ? <EraseDialog clientId={clientId} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
