import { useEffect, useRef, useState } from 'react';
import type { ManagedBooking, Slot } from '../../../shared/booking';
import { bookingKindLabels, manageMessages } from '../../../shared/booking-texts';
import type { PortalConsultation } from '../../../shared/portal-texts';
import { apiRequest, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { bookedWhenText, type TimeChoice, TimeStep, useFreeTimes } from '../consultation';

/**
 * The client's consultations in their portal (issue 32): each to come, moved to another free time
 * or cancelled (until the adviser's notice), and "Ask for a review": a free time booked with the
 * details their adviser has.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;

/** A time chosen from the free ones (the same step as the booking wizard's). */
function ChooseTime({
  action,
  sending,
  onChosen,
  onCancel,
}: {
  action: string;
  sending: boolean;
  onChosen: (slot: Slot, kind: NonNullable<Extract<TimeChoice, object>['kind']>) => void;
  onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const times = useFreeTimes();
  const { load } = times;
  useEffect(() => {
    void load();
  }, [load]);
  const { chosen } = times;
  return (
    <div className="mt-4">
      <TimeStep headingRef={headingRef} {...times.step} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={!chosen || sending} onClick={() => chosen && onChosen(chosen.slot, chosen.kind)}>
          {sending ? 'Saving...' : action}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onCancel}>
          Never mind
        </Button>
      </div>
    </div>
  );
}

function ConsultationCard({
  consultation,
  onChanged,
}: {
  consultation: PortalConsultation;
  onChanged: (notice: string) => void;
}) {
  const [mode, setMode] = useState<'view' | 'moving' | 'cancelling'>('view');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (path: string, body: unknown, done: (answer: ManagedBooking) => string) => {
    setSending(true);
    setError(null);
    try {
      const answer = await apiRequest<ManagedBooking>(`/api/my/bookings/${consultation.id}/${path}`, {
        method: 'POST',
        body,
      });
      setMode('view');
      onChanged(done(answer));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">{bookedWhenText(consultation)}</p>
      <p className="text-slate-700">{bookingKindLabels[consultation.kind]}</p>
      {!consultation.changeable ? (
        <p className="mt-1 text-sm text-slate-700">{manageMessages.tooLate}</p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {consultation.changeable && mode === 'view' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setMode('moving')}>
            Change the time
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('cancelling')}>
            Cancel the consultation
          </Button>
        </div>
      ) : null}
      {mode === 'cancelling' ? (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-slate-900">
            Cancel your consultation? You can book another time later.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={sending}
              onClick={() => send('cancel', {}, () => manageMessages.cancelled)}
            >
              {sending ? 'Cancelling...' : 'Yes, cancel it'}
            </Button>
            <Button size="sm" variant="secondary" disabled={sending} onClick={() => setMode('view')}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {mode === 'moving' ? (
        <ChooseTime
          action="Move to this time"
          sending={sending}
          onCancel={() => setMode('view')}
          onChosen={(slot, kind) =>
            send(
              'reschedule',
              { start: slot.start, kind },
              (answer) => `Your consultation is now on ${bookedWhenText(answer)}.`,
            )
          }
        />
      ) : null}
    </li>
  );
}

export function PortalConsultations({
  consultations,
  onChanged,
  startBooking = false,
}: {
  consultations: PortalConsultation[];
  onChanged: () => void;
  /** Open the review's times at once (the client came from an invitation to a review). */
  startBooking?: boolean;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const [booking, setBooking] = useState(startBooking);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = (text: string) => {
    setNotice(text);
    onChanged();
  };
  return (
    <div>
      <p role="status" className="font-semibold text-emerald-800">
        {notice ?? ''}
      </p>
      {consultations.length === 0 ? (
        <p className="text-slate-700">No consultation booked.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {consultations.map((consultation) => (
            <ConsultationCard key={consultation.id} consultation={consultation} onChanged={changed} />
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {booking ? (
        <ChooseTime
          action="Book my review"
          sending={sending}
          onCancel={() => setBooking(false)}
          onChosen={async (slot, kind) => {
            setSending(true);
            setError(null);
            try {
              await apiRequest('/api/my/review', { method: 'POST', body: { start: slot.start, kind } });
              setBooking(false);
              changed(`Your review is booked for ${bookedWhenText(slot)}. We e-mail you the details.`);
            } catch (caught) {
              setError(messageOf(caught));
            } finally {
              setSending(false);
            }
          }}
        />
      ) : (
        <Button className="mt-4" variant="secondary" onClick={() => setBooking(true)}>
          Ask for a review
        </Button>
      )}
    </div>
  );
}
