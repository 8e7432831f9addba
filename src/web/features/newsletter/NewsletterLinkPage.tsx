import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { NewsletterLinkAnswer } from '../../../shared/newsletter';
import { newsletterMessages } from '../../../shared/newsletter-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { apiRequest, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { NewsletterBox } from '../resources';

type State =
  | { step: 'loading' }
  | { step: 'ask'; sending: boolean; error?: string }
  | { step: 'done'; email: string }
  | { step: 'problem'; message: string };

const failedMessage = 'Something went wrong. Please try again, or call us.';

function messageOf(error: unknown): string {
  return (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
}

/** Whether the server said the link itself is no good (unknown, expired): asking again will not help. */
function isLinkProblem(error: unknown): boolean {
  return (
    error instanceof RequestError && (error.status === 404 || error.status === 410 || error.status === 400)
  );
}

/**
 * The pages the newsletter's e-mails link to (issue 33). `/newsletter/confirm?token=...` confirms
 * the subscription as it opens (the confirmation e-mail's link); `/newsletter/unsubscribe?token=...`
 * asks with one button first (a link checker that opens it unsubscribes nobody), says it is done
 * and offers to subscribe again. A link that does not work offers the sign-up box.
 */
export function NewsletterLink({ confirming }: { confirming: boolean }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [token, setToken] = useState('');
  const statusId = useId();

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(given);
    if (!given) {
      setState({
        step: 'problem',
        message: confirming
          ? newsletterMessages.invalidConfirmLink
          : newsletterMessages.invalidUnsubscribeLink,
      });
      return;
    }
    if (!confirming) {
      setState({ step: 'ask', sending: false });
      return;
    }
    apiRequest<NewsletterLinkAnswer>('/api/newsletter/confirm', { method: 'POST', body: { token: given } })
      .then((answer) => setState({ step: 'done', email: answer.email }))
      .catch((error: unknown) => setState({ step: 'problem', message: messageOf(error) }));
  }, [confirming]);

  async function unsubscribe() {
    setState({ step: 'ask', sending: true });
    try {
      const answer = await apiRequest<NewsletterLinkAnswer>(
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        { method: 'POST', body: {} },
      );
      setState({ step: 'done', email: answer.email });
    } catch (error) {
      if (isLinkProblem(error)) setState({ step: 'problem', message: messageOf(error) });
      else setState({ step: 'ask', sending: false, error: messageOf(error) });
    }
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <section
        aria-labelledby={statusId}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {state.step === 'loading' ? (
          <p id={statusId} role="status" className="text-slate-700">
            {confirming ? 'Confirming your subscription...' : 'Opening your link...'}
          </p>
        ) : state.step === 'problem' ? (
          <div role="alert">
            <h2 id={statusId} className="text-xl font-bold text-red-900">
              {confirming ? 'We could not confirm this subscription' : 'We could not open this link'}
            </h2>
            <p className="mt-2 text-red-900">{state.message}</p>
          </div>
        ) : state.step === 'ask' ? (
          <>
            <h2 id={statusId} className="text-xl font-bold text-slate-900">
              Stop receiving our newsletter?
            </h2>
            <p className="mt-2 text-slate-700">
              One click and no more newsletters come to you. E-mails about your own appointments and policies
              still do.
            </p>
            {state.error ? (
              <p role="alert" className="mt-3 font-semibold text-red-800">
                {state.error}
              </p>
            ) : null}
            <Button className="mt-5" onClick={() => void unsubscribe()} disabled={state.sending}>
              {state.sending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        ) : (
          <div role="status">
            <h2 id={statusId} className="text-xl font-bold text-slate-900">
              {confirming ? 'You are subscribed' : 'You are unsubscribed'}
            </h2>
            <p className="mt-2 text-slate-700">
              {confirming
                ? `Thank you. Our next newsletter goes to ${state.email}, and every one has a link to unsubscribe.`
                : `No more newsletters go to ${state.email}. Changed your mind? Subscribe again below.`}
            </p>
          </div>
        )}
        <p className="mt-6">
          <Link to="/resources" className="font-semibold text-brand-800 underline">
            See our free resources
          </Link>
        </p>
      </section>
      {state.step === 'problem' || (state.step === 'done' && !confirming) ? <NewsletterBox /> : null}
    </div>
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function NewsletterLinkPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island
        name="newsletter-link"
        component={NewsletterLink}
        props={{ confirming: page.path === '/newsletter/confirm' }}
        hydrate="load"
      />
    </>
  );
}
