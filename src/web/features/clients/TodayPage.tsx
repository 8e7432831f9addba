import { useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import {
  type AdviserFilter,
  adviserFilterLabels,
  adviserFilters,
  type TodayAnswer,
  todayFirstShown,
} from '../../../shared/clients';
import { contactChannelLabels } from '../../../shared/contact-details';
import { type DocumentKind, documentKindLabels } from '../../../shared/documents';
import { useDocumentMeta } from '../../layout/Seo';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { PhoneFold } from '../../ui/PhoneFold';
import { AdminGate } from '../admin';
import { useReviewsDue } from '../book';
import { useDocumentsExpiring, useDocumentsReceived } from '../documents';
import { useToday } from './api/clients';
import { detailValue } from './ContactDetailsToConfirm';
import { LastBackup, SiteWarnings } from './SiteStatus';
import { Lapses, UnpaidPremiums } from './TodayLapses';
import { Appointments, NotContacted, PagedTasks, Section } from './TodaySections';

/**
 * A section of the day read from one list: its count, and what it says while loading, when the
 * list cannot be read or is empty; the first 50 lines, then how many more.
 */
function ListSection<Item>({
  title,
  query,
  items,
  failed,
  empty,
  line,
  total = items.length,
  fold = true,
  urgent = false,
  foldLabel,
}: {
  title: string;
  query: { isError: boolean; data: unknown };
  items: readonly Item[];
  failed: string;
  empty: string;
  line: (item: Item) => React.ReactNode;
  /** How many there are when `items` is the first page of them. */
  total?: number | undefined;
  /** Folded on a phone with its count (Today is at most three screens there, issue 44). */
  fold?: boolean;
  /** A list of what is late: its folded line in amber. */
  urgent?: boolean;
  /** A shorter name for its folded line on a phone. */
  foldLabel?: string;
}) {
  const [all, setAll] = useState(false);
  const shown = items.slice(0, all ? 50 : todayFirstShown);
  const section = (
    <Section title={title} count={query.data ? total : undefined} empty={empty}>
      {query.isError ? (
        <p className="py-3 text-red-700">{failed}</p>
      ) : !query.data ? (
        <p className="py-3 text-slate-600">Loading...</p>
      ) : items.length === 0 ? (
        <p className="py-3 text-slate-600">{empty}</p>
      ) : (
        <ol>{shown.map(line)}</ol>
      )}
      {!all && items.length > shown.length ? (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-2 min-h-11 font-semibold text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {`Show all ${total}`}
        </button>
      ) : null}
      {all && total > shown.length ? (
        <p className="text-sm text-slate-600">And {(total - shown.length).toLocaleString('en-GB')} more.</p>
      ) : null}
    </Section>
  );
  // Not for today: folded on a phone with its count, open on a laptop (issue 44).
  return fold && query.data && total > 0 ? (
    <PhoneFold label={`${foldLabel ?? title} (${total})`} urgent={urgent}>
      {section}
    </PhoneFold>
  ) : (
    section
  );
}

/** One client's line of a list: their name (a link), what it is about, and when on the right. */
function ClientLine({
  clientId,
  name,
  about,
  when,
}: {
  clientId: string;
  name: string;
  about?: string;
  when: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-slate-100 py-2.5 last:border-b-0">
      <span>
        <Link to={`/admin/clients/${clientId}`} className="font-semibold text-brand-800 underline">
          {name}
        </Link>
        {about ? <span className="block text-sm text-slate-700">{about}</span> : null}
      </span>
      {when}
    </li>
  );
}

/** Its kind, and its file name for those who may see it (an assistant gets none, D29). */
const documentAbout = (item: { kind: string; fileName?: string | undefined }) => {
  const kind = documentKindLabels[item.kind as DocumentKind] ?? item.kind;
  return item.fileName ? `${kind}: ${item.fileName}` : kind;
};

/**
 * Yearly reviews (issue 59): those overdue, to act on now (not folded on a phone), and apart those
 * falling due in the next 30 days.
 */
function ReviewsDue({ adviser, part }: { adviser: AdviserFilter; part: 'overdue' | 'upcoming' }) {
  const due = useReviewsDue(30, adviser, part);
  const overdue = part === 'overdue';
  return (
    <ListSection
      title={overdue ? 'Reviews overdue' : 'Reviews due in the next 30 days'}
      query={due}
      items={due.data?.items ?? []}
      failed="Could not load the reviews due."
      empty={overdue ? 'No yearly review is overdue.' : 'No yearly review falls due in the next 30 days.'}
      total={due.data?.total}
      urgent={overdue}
      foldLabel={overdue ? undefined : 'Reviews due soon'}
      line={(item) => (
        <ClientLine
          key={item.clientId}
          clientId={item.clientId}
          name={item.name}
          when={
            // The section says overdue: "since 3 Sep 2026" keeps a line each on a phone.
            <span className={`text-sm ${overdue ? 'font-semibold text-amber-800' : 'text-slate-700'}`}>
              {overdue ? 'since ' : 'due '}
              {formatCalendarDate(item.dueOn)}
            </span>
          }
        />
      )}
    />
  );
}

/** Documents whose expiry date falls in the next 30 days: a client's identification runs out with them. */
function DocumentsExpiring({ adviser }: { adviser: AdviserFilter }) {
  const expiring = useDocumentsExpiring(30, adviser);
  return (
    <ListSection
      title="Documents expiring in the next 30 days"
      query={expiring}
      items={expiring.data?.items ?? []}
      failed="Could not load the documents expiring."
      empty="No document expires in the next 30 days."
      line={(item) => (
        <ClientLine
          key={item.documentId}
          clientId={item.clientId}
          name={item.name}
          about={documentAbout(item)}
          when={<span className="text-slate-800">Expires {formatCalendarDate(item.expiresOn)}</span>}
        />
      )}
    />
  );
}

/** Documents clients sent through a request's link in the last seven days. */
function DocumentsReceived({ adviser }: { adviser: AdviserFilter }) {
  const received = useDocumentsReceived(adviser);
  return (
    <ListSection
      title="Documents received"
      query={received}
      items={received.data?.items ?? []}
      failed="Could not load the documents received."
      empty="No documents from clients in the last seven days."
      line={(item) => (
        <ClientLine
          key={item.documentId}
          clientId={item.clientId}
          name={item.name}
          about={documentAbout(item)}
          when={<span className="text-sm text-slate-700">{formatDateTime(item.receivedAt)}</span>}
        />
      )}
    />
  );
}

/** D31: addresses and numbers later forms added to clients, waiting to be confirmed on their pages. */
function DetailsToConfirm({ data }: { data: TodayAnswer }) {
  if (data.detailsToConfirmTotal === 0) return null;
  return (
    <Section title="Contact details to confirm" count={data.detailsToConfirmTotal}>
      <ol>
        {data.detailsToConfirm.map((detail) => (
          <ClientLine
            key={detail.key}
            clientId={detail.clientId}
            name={detail.clientName}
            about={`${contactChannelLabels[detail.channel]} ${detailValue(detail)}, from: ${detail.sourceLabel}`}
            when={<span className="text-slate-700">{formatDateTime(detail.at)}</span>}
          />
        ))}
      </ol>
      {data.detailsToConfirmTotal > data.detailsToConfirm.length ? (
        <p className="text-sm text-slate-600">
          And {data.detailsToConfirmTotal - data.detailsToConfirm.length} more.
        </p>
      ) : null}
    </Section>
  );
}

function AdviserToggle({
  value,
  onChange,
}: {
  value: AdviserFilter;
  onChange: (value: AdviserFilter) => void;
}) {
  const choice = (option: AdviserFilter, label: string) => (
    <button
      key={option}
      type="button"
      aria-pressed={value === option}
      onClick={() => onChange(option)}
      className={`min-h-11 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${value === option ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-brand-800 hover:bg-brand-50'}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Whose clients</legend>
      {adviserFilters.map((option) => choice(option, adviserFilterLabels[option]))}
    </fieldset>
  );
}

function Day() {
  const [adviser, setAdviser] = useState<AdviserFilter>('anyone');
  const today = useToday(adviser);
  const data = today.data;
  if (today.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load your day. Sign in again if your session has ended.
      </p>
    );
  if (!data) return <p className="text-slate-600">Loading...</p>;
  return (
    // On a laptop two columns, each section under the one before (no gap beside a long one).
    <div className="grid gap-4 lg:block lg:columns-2 lg:gap-4 lg:*:mb-4 lg:*:break-inside-avoid">
      <div className="lg:[column-span:all]">
        <AdviserToggle value={adviser} onChange={setAdviser} />
        {adviser === 'mine' ? (
          <p className="mt-2 text-sm text-slate-600">
            Your clients’ follow-ups, reviews, appointments, documents and details to confirm; the enquiries,
            bookings and documents of clients nobody has picked up yet; and the workshops.
          </p>
        ) : null}
      </div>
      <PagedTasks
        title="Overdue"
        section="overdue"
        first={data.overdue}
        total={data.totals.overdue}
        adviser={adviser}
        empty="Nothing overdue."
      />
      <PagedTasks
        title="Due today"
        section="due-today"
        first={data.dueToday}
        total={data.totals.dueToday}
        adviser={adviser}
        empty="Nothing else due today."
      />
      <Appointments adviser={adviser} />
      <Lapses data={data} />
      <UnpaidPremiums data={data} />
      <DetailsToConfirm data={data} />
      <NotContacted first={data.notContacted} total={data.totals.notContacted} adviser={adviser} />
      <ReviewsDue adviser={adviser} part="overdue" />
      <ReviewsDue adviser={adviser} part="upcoming" />
      <DocumentsReceived adviser={adviser} />
      <DocumentsExpiring adviser={adviser} />
      <Appointments adviser={adviser} coming />
      <PagedTasks
        title="Next 7 days"
        section="next-seven-days"
        first={data.nextSevenDays}
        total={data.totals.nextSevenDays}
        adviser={adviser}
        empty="Nothing planned for the coming week."
        fold
      />
    </div>
  );
}

/** Today (issue 18): where the adviser lands after signing in. */
export default function TodayPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Today</h1>
          {/* Not on a phone: Today is at most three screens there (issue 44). */}
          <p className="mt-1 hidden text-slate-600 sm:block">
            Your follow-ups, appointments, reviews falling due and the enquiries still waiting for a first
            contact.
          </p>
          <div className="mt-5">
            <SiteWarnings />
            <Day />
            <LastBackup />
          </div>
        </div>
      )}
    </AdminGate>
  );
}
