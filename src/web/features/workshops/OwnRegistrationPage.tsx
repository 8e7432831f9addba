import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { workshopWhenLabel } from '../../../domain/workshops/workshops';
import { ownRegistrationMessages, workshopFormatLabels } from '../../../shared/workshop-texts';
import type { OwnRegistration } from '../../../shared/workshops';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { apiRequest, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';

type State =
  | { step: 'loading' }
  | { step: 'problem'; message: string }
  | { step: 'shown'; registration: OwnRegistration; confirming: boolean; sending: boolean; error?: string };

const failedMessage = 'Something went wrong. Please try again, or call us.';

function messageOf(error: unknown): string {
  return (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
}

function seatSentence(registration: OwnRegistration): string {
  if (registration.workshop.status === 'cancelled')
    return 'This workshop is cancelled; we have e-mailed you about it.';
  return registration.seatStatus === 'confirmed'
    ? 'Your seat is confirmed.'
    : 'You are on the waiting list: we will e-mail you if a seat opens.';
}

/**
 * The registrant's own page (issue 19), opened from the link in their confirmation e-mail
 * (`/workshops/cancel?token=...`): what they registered for, and cancelling it after a
 * confirmation step, so the seat goes to the next person waiting.
 */
export function YourRegistration() {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [token, setToken] = useState('');
  const statusId = useId();

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(given);
    if (!given) {
      setState({ step: 'problem', message: ownRegistrationMessages.invalidLink });
      return;
    }
    apiRequest<OwnRegistration>('/api/workshop-registrations/lookup', {
      method: 'POST',
      body: { token: given },
    })
      .then((registration) => setState({ step: 'shown', registration, confirming: false, sending: false }))
      .catch((error: unknown) => setState({ step: 'problem', message: messageOf(error) }));
  }, []);

  async function cancel(registration: OwnRegistration) {
    setState({ step: 'shown', registration, confirming: true, sending: true });
    try {
      const cancelled = await apiRequest<OwnRegistration>('/api/workshop-registrations/cancel', {
        method: 'POST',
        body: { token },
      });
      setState({ step: 'shown', registration: cancelled, confirming: false, sending: false });
    } catch (error) {
      setState({ step: 'shown', registration, confirming: true, sending: false, error: messageOf(error) });
    }
  }

  return (
    <section aria-labelledby={statusId} className="mx-auto max-w-3xl px-4 py-10">
      {state.step === 'loading' ? (
        <p id={statusId} role="status" className="text-slate-700">
          Looking up your registration...
        </p>
      ) : state.step === 'problem' ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
          <h2 id={statusId} className="text-lg font-bold text-red-900">
            We could not open this registration
          </h2>
          <p className="mt-2 text-red-900">{state.message}</p>
        </div>
      ) : (
        <RegistrationDetails
          headingId={statusId}
          state={state}
          onAsk={() => setState({ ...state, confirming: true, error: undefined })}
          onKeep={() => setState({ ...state, confirming: false, error: undefined })}
          onCancel={() => void cancel(state.registration)}
        />
      )}
      <p className="mt-8">
        <Link to="/workshops" className="font-semibold text-brand-800 underline">
          See all workshops
        </Link>
      </p>
    </section>
  );
}

function RegistrationDetails({
  headingId,
  state,
  onAsk,
  onKeep,
  onCancel,
}: {
  headingId: string;
  state: Extract<State, { step: 'shown' }>;
  onAsk: () => void;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { registration } = state;
  const { workshop } = registration;
  const justCancelled = registration.seatStatus === 'cancelled';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {workshop.title}
      </h2>
      <dl className="mt-4 grid gap-3 text-slate-800">
        <div>
          <dt className="text-sm text-slate-600">Registered</dt>
          <dd className="font-semibold">{registration.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Date and time (Windhoek)</dt>
          <dd className="font-semibold">{workshopWhenLabel(workshop.startsAt, workshop.endsAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{workshop.format === 'virtual' ? 'Where' : 'Venue'}</dt>
          <dd className="font-semibold">
            {workshop.format === 'virtual' ? workshopFormatLabels.virtual : workshop.venue}
          </dd>
        </div>
      </dl>
      <p role="status" className="mt-5 font-semibold text-slate-900">
        {justCancelled ? `${ownRegistrationMessages.cancelled}.` : seatSentence(registration)}
      </p>
      {justCancelled ? (
        <p className="mt-2 text-slate-700">
          Thank you for letting us know. Your place goes to the next person waiting.
        </p>
      ) : null}
      {!registration.cancellable && !justCancelled && workshop.status !== 'cancelled' ? (
        <p className="mt-2 text-slate-700">{ownRegistrationMessages.started}</p>
      ) : null}
      {registration.cancellable && !state.confirming ? (
        <Button className="mt-6" variant="secondary" onClick={onAsk}>
          Cancel my registration
        </Button>
      ) : null}
      {registration.cancellable && state.confirming ? (
        <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">
            {registration.seatStatus === 'confirmed'
              ? 'Cancel your seat? It goes to the first person on the waiting list, and you would need to register again.'
              : 'Leave the waiting list? You would need to register again.'}
          </p>
          {state.error ? (
            <p role="alert" className="mt-2 font-semibold text-red-800">
              {state.error}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={onCancel} disabled={state.sending}>
              {state.sending ? 'Cancelling...' : 'Yes, cancel my registration'}
            </Button>
            <Button variant="secondary" onClick={onKeep} disabled={state.sending}>
              Keep my registration
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function OwnRegistrationPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island name="own-registration" component={YourRegistration} props={{}} hydrate="load" />
    </>
  );
}
