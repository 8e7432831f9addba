import { useEffect, useRef, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import type { ManagedBooking } from '../../../shared/booking';
import { bookingKindLabels, manageMessages } from '../../../shared/booking-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { apiRequest, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { bookedWhenText, TimeStep } from './TimeStep';
import { useFreeTimes } from './use-free-times';

/**
 * The visitor's own booking (issue 20), opened from the link in their e-mails
 * (`/booking/manage?token=...`): the time and how, then a new time or cancelling, until the
 * minimum notice before it.
 */

type Mode = 'view' | 'moving' | 'cancelling';
const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;

export function ManageBooking() {
  const [token, setToken] = useState('');
  const [booking, setBooking] = useState<ManagedBooking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const times = useFreeTimes();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(given);
    if (!given) return setProblem(manageMessages.invalidLink);
    apiRequest<ManagedBooking>('/api/bookings/manage/lookup', { method: 'POST', body: { token: given } })
      .then(setBooking)
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, []);

  function startMoving() {
    setMode('moving');
    setNotice(null);
    setError(null);
    void times.load();
  }

  async function send(path: string, body: Record<string, unknown>, done: (answer: ManagedBooking) => string) {
    setSending(true);
    setError(null);
    try {
      const answer = await apiRequest<ManagedBooking>(path, { method: 'POST', body: { token, ...body } });
      setBooking(answer);
      setMode('view');
      setNotice(done(answer));
    } catch (caught) {
      setError(messageOf(caught));
      if (caught instanceof RequestError && caught.status === 409 && path.endsWith('reschedule')) {
        void times.load();
      }
    } finally {
      setSending(false);
    }
  }

  const { chosen } = times;

  return (
    <section aria-label="Your booking" className="mx-auto max-w-3xl px-4 py-10">
      {problem ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
          <h2 className="text-lg font-bold text-red-900">We could not open this booking</h2>
          <p className="mt-2 text-red-900">{problem}</p>
        </div>
      ) : !booking ? (
        <p role="status" className="text-slate-700">
          Looking up your booking...
        </p>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-2xl font-bold text-slate-900">Consultation, {booking.name}</h2>
          <dl className="mt-4 grid gap-3 text-slate-800">
            <div>
              <dt className="text-sm text-slate-600">When (Windhoek time)</dt>
              <dd className="font-semibold">{bookedWhenText(booking)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">How</dt>
              <dd className="font-semibold">{bookingKindLabels[booking.kind]}</dd>
            </div>
          </dl>
          <p role="status" className="mt-5 font-semibold text-slate-900">
            {notice ?? (booking.status === 'cancelled' ? manageMessages.cancelled : '')}
          </p>
          {booking.status === 'booked' && !booking.changeable ? (
            <p className="mt-2 text-slate-700">{manageMessages.tooLate}</p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {error}
            </p>
          ) : null}
          {booking.changeable && mode === 'view' ? (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button onClick={startMoving}>Change the time</Button>
              <Button variant="secondary" onClick={() => setMode('cancelling')}>
                Cancel the consultation
              </Button>
            </div>
          ) : null}
          {booking.changeable && mode === 'cancelling' ? (
            <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
              <p className="font-semibold text-slate-900">
                Cancel your consultation? You can book another time later.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Button
                  disabled={sending}
                  onClick={() =>
                    void send('/api/bookings/manage/cancel', {}, () => `${manageMessages.cancelled}`)
                  }
                >
                  {sending ? 'Cancelling...' : 'Yes, cancel it'}
                </Button>
                <Button variant="secondary" disabled={sending} onClick={() => setMode('view')}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : null}
          {booking.changeable && mode === 'moving' ? (
            <div className="mt-6">
              <TimeStep headingRef={headingRef} {...times.step} />
              <div className="mt-6 flex flex-wrap gap-3">
                <Button
                  disabled={!chosen || sending}
                  onClick={() =>
                    chosen &&
                    void send(
                      '/api/bookings/manage/reschedule',
                      { start: chosen.slot.start, kind: chosen.kind },
                      (answer) => `Your consultation is now on ${bookedWhenText(answer)}.`,
                    )
                  }
                >
                  {sending ? 'Moving...' : 'Move to this time'}
                </Button>
                <Button variant="secondary" disabled={sending} onClick={() => setMode('view')}>
                  Keep the current time
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-800 underline">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function ManageBookingPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island name="manage-booking" component={ManageBooking} props={{}} hydrate="load" />
    </>
  );
}
