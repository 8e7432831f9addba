import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import {
  acceptedDocumentsText,
  type DocumentKind,
  documentKindInSentence,
  documentKindLabels,
  documentMaxBytes,
} from '../../../shared/document-kinds';
import type { DocumentRequestForClient } from '../../../shared/document-requests';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDate } from '../../lib/dates';
import { apiRequest, RequestError, throwIfNotOk } from '../../lib/request';

/**
 * The client's own page for a request (issue 32), opened from the private link in their e-mail
 * or WhatsApp (`/documents?token=...`): what is asked, each document sent from their phone (a
 * photo or a PDF), what is still missing; they can come back until it is complete.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
const accept = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic,.heif';

function ItemRow({
  token,
  kind,
  received,
  onSent,
}: {
  token: string;
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
      const response = await fetch(`/api/document-requests/upload?token=${encodeURIComponent(token)}`, {
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

export default function RequestedDocumentsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const [token, setToken] = useState('');
  const [request, setRequest] = useState<DocumentRequestForClient | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(given);
    if (!given) return setProblem('This link does not work. Ask your adviser for a new one.');
    apiRequest<DocumentRequestForClient>(`/api/document-requests/current?token=${encodeURIComponent(given)}`)
      .then(setRequest)
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, []);

  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <section aria-label="Your documents" className="mx-auto max-w-3xl px-4 py-10">
        {problem ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {problem}
          </p>
        ) : !request ? (
          <p className="text-slate-700">Loading what your adviser asked for...</p>
        ) : (
          <div className="space-y-4">
            <p className="text-lg text-slate-900">
              {request.firstName ? `Hello ${request.firstName}. ` : ''}
              {request.complete
                ? 'Everything asked for has been sent: thank you. Your adviser will be in touch.'
                : `Please send each document below. You can come back to this page until ${formatDate(request.expiresAt)}.`}
            </p>
            {request.note ? (
              <p className="rounded-xl bg-slate-50 p-4 text-slate-800">{request.note}</p>
            ) : null}
            <ul className="space-y-3" aria-label="Documents asked for">
              {request.items.map((item) => (
                <ItemRow
                  key={item.kind}
                  token={token}
                  kind={item.kind}
                  received={item.received}
                  onSent={setRequest}
                />
              ))}
            </ul>
            <p className="text-sm text-slate-600">
              {`${acceptedDocumentsText[0]?.toUpperCase()}${acceptedDocumentsText.slice(1)}. Your documents go straight to your adviser's file and are kept encrypted.`}
            </p>
          </div>
        )}
      </section>
    </>
  );
}
