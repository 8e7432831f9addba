import { useEffect, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { acceptedDocumentsText } from '../../../shared/document-kinds';
import type { DocumentRequestForClient } from '../../../shared/document-requests';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDate } from '../../lib/dates';
import { apiRequest, RequestError } from '../../lib/request';
import { RequestedDocumentRow } from './parts';

/**
 * The client's own page for a request (issue 32), opened from the private link in their e-mail
 * or WhatsApp (`/documents?token=...`): what is asked, each document sent from their phone (a
 * photo or a PDF), what is still missing; they can come back until it is complete.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
export function RequestedDocuments() {
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
            {request.firstName ? `${request.greeting}. ` : ''}
            {request.complete
              ? 'Everything asked for has been sent: thank you. Your adviser will be in touch.'
              : `Please send each document below. You can come back to this page until ${formatDate(request.expiresAt)}.`}
          </p>
          {request.note ? <p className="rounded-xl bg-slate-50 p-4 text-slate-800">{request.note}</p> : null}
          <ul className="space-y-3" aria-label="Documents asked for">
            {request.items.map((item) => (
              <RequestedDocumentRow
                key={item.kind}
                uploadUrl={`/api/document-requests/upload?token=${encodeURIComponent(token)}`}
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
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function RequestedDocumentsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island name="requested-documents" component={RequestedDocuments} props={{}} hydrate="load" />
    </>
  );
}
