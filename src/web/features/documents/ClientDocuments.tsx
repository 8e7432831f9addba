import { useId, useRef, useState } from 'react';
import { documentSizeText } from '../../../shared/document-kinds';
import {
  acceptedDocumentsText,
  type ClientDocument,
  documentKindLabels,
  documentKinds,
  documentMaxBytes,
} from '../../../shared/documents';
import { formatCalendarDate, formatDateTime, todayInWindhoek } from '../../lib/dates';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { fileInputClass, SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { AdviceRecords } from './AdviceRecords';
import { useClientDocuments, useRemoveDocument, useShareDocument, useUploadDocument } from './api/documents';
import { DocumentRequestList, RequestDocumentsDialog } from './RequestDocuments';

const accept = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic,.heif';

function DocumentRow({ document, today }: { document: ClientDocument; today: string }) {
  const remove = useRemoveDocument();
  const share = useShareDocument();
  const [confirming, setConfirming] = useState(false);
  const expired = document.expiresOn !== null && document.expiresOn < today;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <a
          href={`/api/admin/documents/${document.id}`}
          className="font-semibold break-all text-brand-800 underline"
        >
          {document.fileName}
        </a>
        <p className="text-sm text-slate-700">
          {documentKindLabels[document.kind]} · {documentSizeText(document.sizeBytes)} · added{' '}
          {formatDateTime(document.createdAt)}
          {document.source === 'client' ? ' by the client' : ''}
        </p>
        {document.shared ? <p className="text-sm font-medium text-brand-800">Shared with them</p> : null}
        {document.expiresOn ? (
          <p className={`text-sm ${expired ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
            {expired ? 'Expired' : 'Expires'} {formatCalendarDate(document.expiresOn)}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutateAsync(document.id).then(
                () => toast({ title: 'Document removed', description: document.fileName }),
                (error: unknown) =>
                  toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
              )
            }
          >
            Yes, remove
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${document.shared ? 'Stop sharing' : 'Share with them'}: ${document.fileName}`}
            disabled={share.isPending}
            onClick={() =>
              share.mutateAsync({ id: document.id, shared: !document.shared }).then(
                (changed) =>
                  toast({
                    title: changed.shared ? 'Shared with them' : 'No longer shared',
                    description: changed.shared ? 'Their own page (/my) shows it.' : document.fileName,
                  }),
                (error: unknown) =>
                  toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
              )
            }
          >
            {document.shared ? 'Stop sharing' : 'Share'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${document.fileName}`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The client page's Documents (issue 32): add one (chosen, dropped, or a photo taken on a phone)
 * with its kind and expiry date, list them, download, remove.
 */
export function ClientDocuments({ clientId, name }: { clientId: string; name: string }) {
  const headingId = useId();
  const fileId = useId();
  const cameraId = useId();
  const documents = useClientDocuments(clientId);
  const upload = useUploadDocument(clientId);
  const chooser = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [dragging, setDragging] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'file' | 'kind' | 'expiresOn', string>>>({});
  const today = todayInWindhoek();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setErrors((current) => ({
      ...current,
      file:
        chosen.size > documentMaxBytes ? `The file is over 10 MB: send ${acceptedDocumentsText}` : undefined,
    }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!file) found.file = `Choose ${acceptedDocumentsText}`;
    else if (file.size > documentMaxBytes)
      found.file = `The file is over 10 MB: send ${acceptedDocumentsText}`;
    if (!kind) found.kind = 'Choose what kind of document it is';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    const sent = { file, kind, expiresOn };
    try {
      await upload.mutateAsync(sent);
      toast({ title: 'Document added', description: sent.file.name });
      // Only what was sent is cleared (issue 56): the lists refresh before this, and the adviser may
      // have chosen the next file and its kind meanwhile; clearing those lost the second upload.
      setFile((current) => (current === sent.file ? null : current));
      setKind((current) => (current === sent.kind ? '' : current));
      setExpiresOn((current) => (current === sent.expiresOn ? '' : current));
      if (chooser.current?.files?.[0] === sent.file) chooser.current.value = '';
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors(fields);
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Documents
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setRequesting(true)}>
          Request documents
        </Button>
      </div>
      <DocumentRequestList clientId={clientId} />
      {documents.isError ? (
        <p className="mt-2 text-red-700">Could not load the documents.</p>
      ) : !documents.data ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : documents.data.items.length === 0 ? (
        <p className="mt-2 text-slate-600">No documents yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Their documents">
          {documents.data.items.map((document) => (
            <DocumentRow key={document.id} document={document} today={today} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3">
        {/* Dropping a file is a mouse's shortcut; the file input is everyone's way. */}
        <fieldset
          aria-label="Document to add"
          className={`rounded-lg border-2 border-dashed p-3 ${dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files[0]);
          }}
        >
          <label htmlFor={fileId} className="block font-medium text-slate-800">
            Document (drop it here, or choose it)
          </label>
          <p className="text-sm text-slate-600">{`${acceptedDocumentsText[0]?.toUpperCase()}${acceptedDocumentsText.slice(1)}.`}</p>
          <input
            ref={chooser}
            id={fileId}
            type="file"
            accept={accept}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileId}-error` : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
            className={fileInputClass}
          />
          <label
            htmlFor={cameraId}
            className="mt-2 inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline sm:hidden"
          >
            Or take a photo
          </label>
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only sm:hidden"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file ? <p className="mt-1 text-sm text-slate-800">Chosen: {file.name}</p> : null}
          {errors.file ? (
            <p id={`${fileId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.file}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Kind"
            value={kind}
            onChange={setKind}
            error={errors.kind}
            options={[
              { value: '', label: 'Choose…' },
              ...documentKinds.map((value) => ({ value, label: documentKindLabels[value] })),
            ]}
          />
          <TextField
            label="Expires on"
            optional
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            error={errors.expiresOn}
          />
        </div>
        <Button type="submit" size="sm" disabled={upload.isPending}>
          {upload.isPending ? 'Adding...' : 'Add document'}
        </Button>
      </form>
      {/* Records of advice after the form that adds documents: the form is not theirs (issue 59). */}
      <AdviceRecords clientId={clientId} name={name} documents={documents.data?.items ?? []} />
      <RequestDocumentsDialog
        clientId={clientId}
        name={name}
        open={requesting}
        onClose={() => setRequesting(false)}
      />
    </section>
  );
}
