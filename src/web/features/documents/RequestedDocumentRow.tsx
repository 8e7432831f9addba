import { useId, useState } from 'react';
import {
  acceptedDocumentsText,
  type DocumentKind,
  documentKindInSentence,
  documentKindLabels,
  documentMaxBytes,
} from '../../../shared/document-kinds';
import type { DocumentRequestForClient } from '../../../shared/document-requests';
import { RequestError, throwIfNotOk } from '../../lib/request';

/** One document asked for (issue 32): received, or a file input that sends it (a photo or a PDF). */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
const accept = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic,.heif';

export function RequestedDocumentRow({
  uploadUrl,
  kind,
  received,
  onSent,
}: {
  /** Where the file goes: the request link's upload, or the portal's. */
  uploadUrl: string;
  kind: DocumentKind;
  received: boolean;
  onSent: (state: DocumentRequestForClient) => void;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = documentKindLabels[kind];

  async function send(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > documentMaxBytes)
      return setError(`The file is over 10 MB: send ${acceptedDocumentsText}.`);
    setSending(true);
    try {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      const response = await fetch(uploadUrl, {
        method: 'POST',
        body: form,
      });
      await throwIfNotOk(response);
      onSent((await response.json()) as DocumentRequestForClient);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${received ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {received ? 'Received' : 'Still needed'}
        </span>
      </div>
      {received ? null : (
        <div className="mt-3">
          <label htmlFor={inputId} className="block font-medium text-slate-800">
            Send your {documentKindInSentence(kind)} (a photo or a PDF)
          </label>
          <input
            id={inputId}
            type="file"
            accept={accept}
            disabled={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => send(event.target.files?.[0])}
            className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          />
          {sending ? <p className="mt-1 text-sm text-slate-700">Sending...</p> : null}
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
