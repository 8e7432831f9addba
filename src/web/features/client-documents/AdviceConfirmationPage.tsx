import { useEffect, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { AdviceForClient } from '../../../shared/advice-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDate } from '../../lib/dates';
import { apiRequest, RequestError } from '../../lib/request';
import { ConfirmAdvice } from './parts';

/**
 * The client's page for "Ask to confirm" (issue 32), opened from the private link in their e-mail
 * or WhatsApp (`/advice?token=...`): read the record of advice, type their name, confirm.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;

export function AdviceConfirmation() {
  const [token, setToken] = useState('');
  const [advice, setAdvice] = useState<AdviceForClient | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(given);
    if (!given) return setProblem('This link does not work. Ask your adviser for a new one.');
    apiRequest<AdviceForClient>(`/api/advice/current?token=${encodeURIComponent(given)}`)
      .then(setAdvice)
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, []);

  const query = `token=${encodeURIComponent(token)}`;
  return (
    <section aria-label="Confirm your record of advice" className="mx-auto max-w-3xl px-4 py-10">
      {problem ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {problem}
        </p>
      ) : !advice ? (
        <p className="text-slate-700">Loading your record of advice...</p>
      ) : (
        <div className="space-y-4">
          {advice.status === 'open' ? (
            <p className="text-lg text-slate-900">
              {advice.firstName ? `${advice.greeting}. ` : ''}
              Please read your record of advice, then confirm below that you received and understood it. This
              link works until {formatDate(advice.expiresAt)}. If anything is unclear, call your adviser
              before you confirm.
            </p>
          ) : null}
          <ConfirmAdvice
            advice={advice}
            documentHref={`/api/advice/document?${query}`}
            onConfirm={async (input) =>
              setAdvice(
                await apiRequest<AdviceForClient>(`/api/advice/confirm?${query}`, {
                  method: 'POST',
                  body: input,
                }),
              )
            }
          />
        </div>
      )}
    </section>
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function AdviceConfirmationPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island name="advice-confirmation" component={AdviceConfirmation} props={{}} hydrate="load" />
    </>
  );
}
