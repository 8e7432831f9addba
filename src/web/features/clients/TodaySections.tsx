import { useId, useState } from 'react';
import type { AdviserFilter } from '../../../shared/adviser-filter';
import {
  type ClientTask,
  enquiryKindLabel,
  type NotContactedEntry,
  type TodaySection,
  todayPageSize,
} from '../../../shared/clients';
import { formatNearDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { Pager } from '../../ui/Pager';
import { PhoneFold } from '../../ui/PhoneFold';
import { PhoneLinks } from '../../ui/PhoneLinks';
import { useTodaySection } from './api/clients';
import { TaskList } from './TaskList';

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
        <span className="text-slate-600"> · {empty}</span>
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
) {
  const [page, setPage] = useState<number | null>(null);
  const paged = useTodaySection(section, page ?? 1, adviser, page !== null);
  const items = page !== null && paged.data ? (paged.data.items as unknown as Item[]) : first;
  const control =
    page === null ? (
      total > first.length ? (
        <button
          type="button"
          onClick={() => setPage(1)}
          className="mt-2 min-h-11 font-semibold text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
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
  return { items, control };
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
export function NotContacted({
  first,
  total,
  adviser,
}: {
  first: NotContactedEntry[];
  total: number;
  adviser: AdviserFilter;
}) {
  const { items, control } = usePaged('not-contacted', first, total, adviser);
  const people = new Map<string, NotContactedEntry[]>();
  for (const entry of items) people.set(entry.clientId, [...(people.get(entry.clientId) ?? []), entry]);
  const now = new Date().toISOString();
  return (
    <Section title="Not contacted yet" count={total} empty="Every enquiry has had a first contact.">
      <ol>
        {[...people.values()].map((enquiries) => {
          const [person] = enquiries as [NotContactedEntry];
          const late = person.contactBy !== null && person.contactBy < now;
          return (
            <li key={person.clientId} className="border-b border-slate-100 py-2.5 last:border-b-0">
              <p className="flex flex-wrap items-center gap-x-3">
                <Link
                  to={`/admin/clients/${person.clientId}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {person.clientName}
                </Link>
                {person.phone ? (
                  <span className="text-sm">
                    <PhoneLinks
                      phone={person.phone}
                      phoneE164={person.phoneE164}
                      name={person.clientName}
                      compact
                    />
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                {enquiries.map((entry) => entry.summary || enquiryKindLabel(entry.kind)).join('; ')}
              </p>
              {/* When the first contact is due by says how long they wait; without it, since when. */}
              <p className={`text-sm ${late ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
                {person.contactBy
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
