import { useId, useState } from 'react';
import { windhoekClockLabel, windhoekShortDayLabel } from '../../../domain/windhoek-time';
import { bookingKindLabels } from '../../../shared/booking-texts';
import type { ClientAppointments as Appointments } from '../../../shared/client-appointments';
import { Button } from '../../ui/Button';
import { type BookedItem, CancelDialog, MoveDialog } from '../booking';
import { useClientAppointments } from './api/clients';

/** "Thu 3 Dec, 10:00": a booked time, short enough for a phone's line. */
const when = (instant: string) => `${windhoekShortDayLabel(instant)}, ${windhoekClockLabel(instant)}`;

const seatWords: Record<string, string> = {
  confirmed: 'seat confirmed',
  waitlisted: 'on the waiting list',
  cancelled: 'cancelled',
  attended: 'attended',
  'no-show': 'did not come',
};

function Consultation({
  item,
  onMove,
  onCancel,
}: {
  item: Appointments['consultations'][number];
  onMove?: () => void;
  onCancel?: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p
          className={`font-semibold ${item.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          <span className="whitespace-nowrap">{when(item.startsAt)}</span> · {bookingKindLabels[item.kind]}
        </p>
        <p className="text-sm text-slate-700">
          Consultation: {item.topic}
          {item.status === 'cancelled' ? ' · cancelled' : ''}
        </p>
      </div>
      {onMove && onCancel ? (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onMove}>
            Change time
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Seat({ seat }: { seat: Appointments['workshops'][number] }) {
  return (
    <li className="py-2">
      <p className="font-semibold text-slate-900">{seat.title}</p>
      <p className="text-sm text-slate-700">
        Workshop{seat.startsAt ? <span className="whitespace-nowrap">, {when(seat.startsAt)}</span> : null} ·{' '}
        {seatWords[seat.seat] ?? seat.seat}
      </p>
    </li>
  );
}

/**
 * A client's booked consultations and workshop seats on their page (issue 44): what is coming
 * first, with change and cancel (the client is e-mailed, as from the calendar), the past below.
 */
export function ClientAppointments({ clientId, name }: { clientId: string; name: string }) {
  const headingId = useId();
  const query = useClientAppointments(clientId);
  const [moving, setMoving] = useState<BookedItem | null>(null);
  const [cancelling, setCancelling] = useState<BookedItem | null>(null);
  const data = query.data;
  const upcoming = data?.consultations.filter((item) => item.status === 'booked' && !item.past) ?? [];
  const seats = data?.workshops.filter((seat) => !seat.past && seat.seat !== 'cancelled') ?? [];
  const earlier = [...(data?.consultations.filter((item) => item.status === 'cancelled' || item.past) ?? [])];
  const earlierSeats = data?.workshops.filter((seat) => seat.past || seat.seat === 'cancelled') ?? [];
  const nothing = data && upcoming.length + seats.length + earlier.length + earlierSeats.length === 0;
  // Soonest first for what is coming; the server answers newest first.
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Appointments
      </h2>
      {query.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the appointments.
        </p>
      ) : !data ? (
        <p className="text-slate-600">Loading...</p>
      ) : nothing ? (
        <p className="text-slate-600">No consultation booked and no workshop seat.</p>
      ) : (
        <>
          {upcoming.length + seats.length === 0 ? (
            <p className="text-slate-600">Nothing booked ahead.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Booked ahead">
              {upcoming.map((item) => (
                <Consultation
                  key={item.id}
                  item={item}
                  onMove={() => setMoving({ id: item.id, title: name, start: item.startsAt })}
                  onCancel={() => setCancelling({ id: item.id, title: name, start: item.startsAt })}
                />
              ))}
              {seats.map((seat) => (
                <Seat key={seat.id} seat={seat} />
              ))}
            </ul>
          )}
          {earlier.length + earlierSeats.length > 0 ? (
            <details className="mt-2">
              <summary className="cursor-pointer py-1 font-semibold text-brand-800">
                Earlier and cancelled ({earlier.length + earlierSeats.length})
              </summary>
              <ul className="divide-y divide-slate-100">
                {earlier.map((item) => (
                  <Consultation key={item.id} item={item} />
                ))}
                {earlierSeats.map((seat) => (
                  <Seat key={seat.id} seat={seat} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
      {moving ? <MoveDialog item={moving} onClose={() => setMoving(null)} /> : null}
      <CancelDialog item={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
