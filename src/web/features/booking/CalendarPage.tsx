import { useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { addDays, mondayOf, weekToShow } from '../../../domain/book/calendar-dates';
import {
  windhoekClock,
  windhoekClockLabel,
  windhoekDate,
  windhoekDayLabel,
} from '../../../domain/windhoek-time';
import { adminRecordPath } from '../../../shared/admin';
import type { CalendarItem } from '../../../shared/booking';
import { useDocumentMeta } from '../../layout/Seo';
import { describeError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { PhoneLinks } from '../../ui/PhoneLinks';
import { toast } from '../../ui/toast-store';
import { AdminGate } from '../admin';
import { AvailabilityForm } from './AvailabilityForm';
import { useCalendar, useRemoveBlock } from './api/calendar';
import { BlockForm } from './BlockForm';
import { CancelDialog, MoveDialog } from './BookingDialogs';
import { CalendarFeed } from './CalendarFeed';

/** /admin/calendar (issue 20): bookings, workshops and blocked times by day or week, Windhoek time. */

const typeStyles: Record<CalendarItem['type'], string> = {
  booking: 'border-brand-700 bg-brand-50',
  workshop: 'border-amber-500 bg-amber-50',
  block: 'border-slate-400 bg-slate-100',
};
const typeNames: Record<CalendarItem['type'], string> = {
  booking: 'Consultation',
  workshop: 'Workshop',
  block: 'Blocked',
};

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description: describeError(error),
  });

function Calendar() {
  const now = new Date();
  const today = windhoekDate(now);
  const [view, setView] = useState<'day' | 'week'>('week');
  // Null until the adviser moves: the week opens on this one, from Saturday noon the coming one
  // (issue 59); "Today" is today's week.
  const [anchor, setAnchor] = useState<string | null>(null);
  const from =
    view === 'week'
      ? anchor === null
        ? weekToShow(today, windhoekClock(now.toISOString()).getUTCHours())
        : mondayOf(anchor)
      : (anchor ?? today);
  const days = view === 'week' ? 7 : 1;
  const calendar = useCalendar(from, days);
  const [moving, setMoving] = useState<CalendarItem | null>(null);
  const [cancelling, setCancelling] = useState<CalendarItem | null>(null);
  const removeBlock = useRemoveBlock();
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const label = (date: string) => windhoekDayLabel(`${date}T12:00:00+02:00`);

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">View</legend>
          {(['day', 'week'] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </fieldset>
        <Button variant="secondary" onClick={() => setAnchor(addDays(from, -days))}>
          {view === 'week' ? 'Previous week' : 'Previous day'}
        </Button>
        <Button variant="secondary" onClick={() => setAnchor(today)}>
          Today
        </Button>
        <Button variant="secondary" onClick={() => setAnchor(addDays(from, days))}>
          {view === 'week' ? 'Next week' : 'Next day'}
        </Button>
      </div>
      <p className="mt-3 font-semibold text-slate-800" aria-live="polite">
        {view === 'week' ? `Week of ${label(from)}` : label(from)} (Windhoek time)
      </p>
      {calendar.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          Could not load the calendar. Sign in again if your session has ended.
        </p>
      ) : null}
      <ol className={`mt-3 grid gap-3 ${view === 'week' ? 'lg:grid-cols-7' : ''}`} aria-label="Days">
        {dates.map((date) => {
          const items = (calendar.data?.items ?? []).filter((item) => item.start.slice(0, 10) === date);
          return (
            <li key={date} className="min-w-0 rounded-xl border border-slate-200 bg-white p-2">
              <h2 className={`text-sm font-bold ${date === today ? 'text-brand-800' : 'text-slate-900'}`}>
                {label(date)}
              </h2>
              {items.length === 0 ? <p className="mt-1 text-sm text-slate-500">Nothing planned</p> : null}
              <ul className="mt-1 grid gap-2">
                {items.map((item) => (
                  <li
                    key={`${item.type}-${item.id}`}
                    className={`rounded-lg border-l-4 p-2 text-sm ${typeStyles[item.type]}`}
                  >
                    <p className="font-semibold text-slate-900">
                      {windhoekClockLabel(item.start)} to {windhoekClockLabel(item.end)}
                    </p>
                    <p className="text-xs font-semibold text-slate-600 uppercase">{typeNames[item.type]}</p>
                    <p className="font-semibold break-words text-slate-900">{item.title}</p>
                    <p className="break-words text-slate-700">{item.detail}</p>
                    {item.phone ? (
                      <p className="text-sm">
                        <PhoneLinks phone={item.phone} phoneE164={item.phoneE164} name={item.title} />
                      </p>
                    ) : null}
                    {item.type === 'booking' ? (
                      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                        {item.clientId ? (
                          <Link
                            className="font-semibold text-brand-800 underline"
                            to={`/admin/clients/${item.clientId}`}
                          >
                            Client
                          </Link>
                        ) : null}
                        {item.consultationRequestId ? (
                          <Link
                            className="font-semibold text-brand-800 underline"
                            to={adminRecordPath('consultations', item.consultationRequestId)}
                          >
                            Request
                          </Link>
                        ) : null}
                        <button
                          type="button"
                          className="font-semibold text-brand-800 underline"
                          onClick={() => setMoving(item)}
                        >
                          Move
                        </button>
                        <button
                          type="button"
                          className="font-semibold text-red-800 underline"
                          onClick={() => setCancelling(item)}
                        >
                          Cancel
                        </button>
                      </div>
                    ) : null}
                    {item.type === 'block' ? (
                      <button
                        type="button"
                        className="mt-1 font-semibold text-brand-800 underline"
                        onClick={() => void removeBlock.mutateAsync(item.id).catch(failed)}
                      >
                        Remove
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {moving ? <MoveDialog item={moving} onClose={() => setMoving(null)} /> : null}
      <CancelDialog item={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

export default function CalendarPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Calendar</h1>
          <p className="mt-1 mb-5 text-slate-600">
            Consultations booked on the website, workshops and blocked times.
          </p>
          <Calendar />
          <div className="mt-8 grid gap-4 lg:grid-cols-2">
            <AvailabilityForm />
            <div className="grid content-start gap-4">
              <BlockForm />
              <CalendarFeed />
            </div>
          </div>
        </div>
      )}
    </AdminGate>
  );
}
