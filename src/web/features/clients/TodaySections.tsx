import { useId, useState } from 'react';
import { addDays } from '../../../domain/book/calendar-dates';
import type { AdviserFilter } from '../../../shared/adviser-filter';
import {
  type ClientTask,
  type NotContactedEntry,
  requestsOnce,
  type TodaySection,
  todayPageSize,
} from '../../../shared/clients';
import { formatNearDateTime, formatTime, todayInWindhoek } from '../../lib/dates';
import { Link } from '../../lib/router';
import { Pager } from '../../ui/Pager';
import { PhoneFold } from '../../ui/PhoneFold';
import { PhoneLinks } from '../../ui/PhoneLinks';
import { useCalendar } from '../booking';
import { useTodaySection } from './api/clients';
import { TaskList } from './TaskList';

/** A person on Today: their page, and Call and WhatsApp beside the name (issue 59). */
export function PersonWithPhone({
  person,
}: {
  person: { clientId: string; clientName: string; phone: string; phoneE164: string | null };
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3">
      <Link to={`/admin/clients/${person.clientId}`} className="font-semibold text-brand-800 underline">
        {person.clientName}
      </Link>
      {person.phone ? (
        <span className="text-sm">
          <PhoneLinks phone={person.phone} phoneE164={person.phoneE164} name={person.clientName} compact />
        </span>
      ) : null}
    </p>
  );
}

/**
 * Today's sections (issues 18, 44): each list shows its first few (sent with the day), then a page
 * at a time from the server; an empty section is one line.
 */

export function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number | undefined;
  /** Said on the section's one line when there is nothing in it. */
  empty?: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  if (count === 0 && empty)
    return (
      <section
        aria-labelledby={id}
        className="rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm shadow-sm sm:px-5"
      >
        <h2 id={id} className="inline font-bold text-slate-900">
          {title} <span className="font-normal text-slate-600">(0)</span>
        </h2>
        {/* On a phone the count says it: one line each (Today is at most three screens there). */}
        <span className="hidden text-slate-600 sm:inline"> · {empty}</span>
      </section>
    );
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title} {count === undefined ? null : <span className="font-normal text-slate-600">({count})</span>}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * One of the day's lists: its first few as the day came, and "Show all" reads it from the server a
 * page at a time.
 */
function usePaged<Item>(
  section: TodaySection,
  first: readonly Item[],
  total: number,
  adviser: AdviserFilter,
  /** How many of `total` the first items are (people, where a person's enquiries are several items). */
  shown = first.length,
  /** How many of them a phone shows before "Show all" (all of them when not said). */
  phoneShown = shown,
) {
  const [page, setPage] = useState<number | null>(null);
  const paged = useTodaySection(section, page ?? 1, adviser, page !== null);
  const items = page !== null && paged.data ? (paged.data.items as unknown as Item[]) : first;
  const control =
    page === null ? (
      total > Math.min(shown, phoneShown) ? (
        <button
          type="button"
          onClick={() => setPage(1)}
          className={`mt-2 min-h-11 font-semibold text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700 ${total > shown ? '' : 'lg:hidden'}`}
        >
          {`Show all ${total}`}
        </button>
      ) : null
    ) : paged.isError ? (
      <p className="mt-2 text-red-700">Could not load the list.</p>
    ) : (
      <Pager
        label={`${section.replace(/-/g, ' ')} pages`}
        page={page}
        pageSize={todayPageSize}
        total={paged.data?.total ?? total}
        noun={section === 'not-contacted' ? ['person', 'people'] : ['follow-up', 'follow-ups']}
        onPage={setPage}
      />
    );
  return { items, control, paged: page !== null };
}

export function PagedTasks({
  title,
  section,
  first,
  total,
  adviser,
  empty,
  fold = false,
}: {
  title: string;
  section: Exclude<TodaySection, 'not-contacted'>;
  first: ClientTask[];
  total: number;
  adviser: AdviserFilter;
  empty: string;
  /** Folded on a phone (what is not for today), open on a laptop. */
  fold?: boolean;
}) {
  const { items, control } = usePaged(section, first, total, adviser);
  const list = (
    <Section title={title} count={total} empty={empty}>
      <TaskList tasks={[...items]} showClient empty={empty} />
      {control}
    </Section>
  );
  return fold && total > 0 ? <PhoneFold label={`${title} (${total})`}>{list}</PhoneFold> : list;
}

/**
 * People waiting for a first contact, one line each (issue 31: one person's three enquiries are one
 * call), the longest waiting first: their number to call or WhatsApp, and when the contact is due
 * by (the site's follow-up for it is not listed again among the follow-ups, issue 44).
 */
/** People a phone lists before "Show all" (Today is at most three screens there, issue 44). */
const phoneShown = 3;

export function NotContacted({
  first,
  total,
  adviser,
}: {
  first: NotContactedEntry[];
  total: number;
  adviser: AdviserFilter;
}) {
  // The count is of people; a person's enquiries are several entries.
  const { items, control, paged } = usePaged(
    'not-contacted',
    first,
    total,
    adviser,
    new Set(first.map((entry) => entry.clientId)).size,
    phoneShown,
  );
  const people = new Map<string, NotContactedEntry[]>();
  for (const entry of items) people.set(entry.clientId, [...(people.get(entry.clientId) ?? []), entry]);
  const now = new Date().toISOString();
  return (
    <Section title="Not contacted yet" count={total} empty="Every enquiry has had a first contact.">
      <ol>
        {[...people.values()].map((enquiries, index) => {
          const [person] = enquiries as [NotContactedEntry];
          // A consultation they booked is the first contact arranged: when, not a time to call by.
          const booked = enquiries.find((entry) => entry.bookedFor)?.bookedFor;
          const late = !booked && person.contactBy !== null && person.contactBy < now;
          return (
            // The first three on a phone, "Show all" for the rest (Today is at most three screens there).
            <li
              key={person.clientId}
              className={`border-b border-slate-100 py-2.5 last:border-b-0 ${index >= phoneShown && !paged ? 'hidden lg:block' : ''}`}
            >
              <PersonWithPhone person={person} />
              {/* Two lines at most on a phone: the client's page has them all. */}
              <p className="line-clamp-2 text-sm text-slate-700 lg:line-clamp-none">
                {requestsOnce(enquiries)}
              </p>
              {/* When the first contact is due by says how long they wait; without it, since when. */}
              <p className={`text-sm ${late ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
                {booked
                  ? `Consultation booked for ${formatNearDateTime(booked)}`
                  : person.contactBy
                    ? `${late ? 'Contact overdue since' : 'Contact by'} ${formatNearDateTime(person.contactBy)}`
                    : `Waiting since ${formatNearDateTime(person.createdAt)}`}
              </p>
            </li>
          );
        })}
      </ol>
      {control}
    </Section>
  );
}

/**
 * Booked consultations and workshops, from the calendar: today's, and apart those of the next seven
 * days from tomorrow (issue 59: a week's bookings were nowhere on Today), folded on a phone.
 */
export function Appointments({ adviser, coming = false }: { adviser: AdviserFilter; coming?: boolean }) {
  const today = todayInWindhoek();
  const calendar = useCalendar(coming ? addDays(today, 1) : today, coming ? 7 : 1, adviser);
  const items = (calendar.data?.items ?? []).filter((item) => item.type !== 'block');
  const title = coming ? 'Appointments in the next 7 days' : 'Appointments today';
  const empty = coming
    ? 'No consultations or workshops booked in the next 7 days.'
    : 'No consultations or workshops today.';
  const section = (
    <Section title={title} count={calendar.data ? items.length : undefined} empty={empty}>
      {calendar.isError ? (
        <p className="py-3 text-red-700">Could not load the calendar.</p>
      ) : !calendar.data ? (
        <p className="py-3 text-slate-600">Loading...</p>
      ) : items.length === 0 ? (
        <p className="py-3 text-slate-600">{empty}</p>
      ) : (
        <ol>
          {items.map((item) => (
            <li
              key={`${item.type}-${item.id}`}
              className="flex gap-3 border-b border-slate-100 py-2.5 last:border-b-0"
            >
              <p
                className={`shrink-0 text-sm font-semibold text-slate-900 ${coming ? 'w-28' : 'w-24 whitespace-nowrap'}`}
              >
                {coming
                  ? `${formatNearDateTime(item.start)}–${formatTime(item.end)}`
                  : `${formatTime(item.start)}–${formatTime(item.end)}`}
              </p>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {item.clientId ? (
                    <Link to={`/admin/clients/${item.clientId}`} className="text-brand-800 underline">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </p>
                <p className="text-sm text-slate-700">{item.detail}</p>
                {item.phone ? (
                  <p className="text-sm">
                    <PhoneLinks phone={item.phone} phoneE164={item.phoneE164} name={item.title} compact />
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-sm">
        <Link to="/admin/calendar" className="font-semibold text-brand-800 underline">
          The calendar
        </Link>
      </p>
    </Section>
  );
  return coming && items.length > 0 ? (
    <PhoneFold label={`Coming appointments (${items.length})`}>{section}</PhoneFold>
  ) : (
    section
  );
}
