import { addDays } from '../../../domain/book/calendar-dates';
import { contactPromiseTally, type PromiseTally } from '../../../domain/clients/contact-promise';
import { oneFollowUpPerPerson, withoutWaitingContacts } from '../../../domain/clients/follow-ups';
import { windhoekDate, windhoekDayStart, windhoekMonthStart } from '../../../domain/windhoek-time';
import {
  clientDisplayName,
  type LapsedPolicyItem,
  lapsesWithinDays,
  type NotContactedEntry,
  type TodayAnswer,
  type TodaySection,
  type TodaySectionPage,
  todayFirstShown,
  todayPageSize,
  type UnpaidPremiumItem,
  unpaidPremiumsListed,
} from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { withClientName } from './activity';
import {
  enquiriesExpectingContact,
  enquiriesNotContacted,
  openTasksBefore,
  recentLapses,
} from './activity-repository';
import { detailsToConfirmToday } from './contact-details-repository';
import { confirmedNumbers } from './identity';
import { policyLine, unpaidPremiums } from './unpaid-premiums';

/** The adviser's day (issues 18, 44): the lists of Today and the daily digest, and the contact promise. */

/**
 * The day's lists whole: overdue, due today, the next 7 days, and the people whose enquiries wait
 * for a first contact (oldest first). One place for each (issue 44): the site's "Contact" tasks of
 * a person listed as not contacted are left out of the follow-ups. `mine`: only their clients'.
 */
export async function dayLists(database: DatabaseHandle, now: Date, mine: string | null = null) {
  const { db } = database;
  const stamp = now.toISOString();
  const tomorrow = windhoekDayStart(now, 1);
  const weekEnd = windhoekDayStart(now, 8);
  const [open, waiting] = await Promise.all([
    openTasksBefore(db, weekEnd, mine),
    enquiriesNotContacted(db, mine),
  ]);
  // One follow-up per person: a person's automatic "Contact" tasks show once, the soonest.
  const perPerson = oneFollowUpPerPerson(
    open.map((row) => ({
      ...withClientName(row),
      clientPhone: row.client_phone,
      // Filled for the rows shown (`withDialNumbers`): a number is dialled only when confirmed.
      clientPhoneE164: null as string | null,
      automatic: row.created_by === null,
    })),
  );
  const { tasks: listed, contactBy } = withoutWaitingContacts(
    perPerson,
    new Set(waiting.map((row) => row.client_id)),
  );
  const tasks = listed.map(({ automatic: _automatic, standsFor, ...task }) =>
    standsFor > 1 ? { ...task, standsFor } : task,
  );
  const people = new Map<string, NotContactedEntry[]>();
  for (const row of waiting) {
    const entries = people.get(row.client_id) ?? [];
    entries.push({
      id: row.enquiry_id,
      kind: row.kind,
      summary: row.summary,
      createdAt: row.created_at,
      firstContactedAt: null,
      clientId: row.client_id,
      clientName: clientDisplayName(row),
      phone: row.phone,
      phoneE164: null,
      contactBy: contactBy.get(row.client_id) ?? null,
      ...(row.booked_for ? { bookedFor: row.booked_for } : {}),
    });
    people.set(row.client_id, entries);
  }
  return {
    overdue: tasks.filter((task) => task.dueAt < stamp),
    dueToday: tasks.filter((task) => task.dueAt >= stamp && task.dueAt < tomorrow),
    nextSevenDays: tasks.filter((task) => task.dueAt >= tomorrow),
    notContacted: [...people.values()],
  };
}

/**
 * The Call and WhatsApp numbers of the rows a page shows (D35, issue 56): only numbers confirmed as
 * the client's own, looked up for those rows alone (for every row of a 10,000-client book it was
 * one query with thousands of ids, and Today three times slower).
 */
async function withDialNumbers<Row extends { clientId: string | null }>(
  db: DatabaseHandle['db'],
  rows: Row[],
): Promise<Row[]> {
  const dial = await confirmedNumbers(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map((row) => {
    if ('clientPhone' in row)
      return { ...row, clientPhoneE164: dial(row.clientId, String(row.clientPhone ?? '')) };
    if ('phone' in row) return { ...row, phoneE164: dial(row.clientId, String(row.phone ?? '')) };
    return row;
  });
}

/** The adviser's day (issue 18): the first few of each list and how many there are (issue 44). */
export async function today(
  database: DatabaseHandle,
  now: Date,
  mine: string | null = null,
  /** Whether the person may see the book's commissions: unpaid premiums are read off the statements. */
  seesCommissions = true,
): Promise<TodayAnswer> {
  const { db } = database;
  const [lists, toConfirm, lapsed, unpaid] = await Promise.all([
    dayLists(database, now, mine),
    detailsToConfirmToday(database.db, detailsToConfirmOnToday, mine),
    recentLapses(db, addDays(windhoekDate(now), -lapsesWithinDays), mine),
    seesCommissions ? unpaidPremiums(database, now, unpaidPremiumsListed, mine) : { items: [], total: 0 },
  ]);
  const [overdue, dueToday, nextSevenDays, notContacted, lapses, unpaidPremiumItems] = await Promise.all([
    withDialNumbers(db, lists.overdue.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.dueToday.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.nextSevenDays.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.notContacted.slice(0, todayFirstShown).flat()),
    withDialNumbers(
      db,
      lapsed.map(
        (row): LapsedPolicyItem => ({
          policyId: row.policy_id,
          clientId: row.client_id,
          clientName: clientDisplayName(row),
          policy: policyLine(row),
          lapsedOn: row.lapsed_on,
          phone: row.phone,
          phoneE164: null,
        }),
      ),
    ),
    withDialNumbers(
      db,
      unpaid.items.map((item): UnpaidPremiumItem => ({ ...item, phoneE164: null })),
    ),
  ]);
  return {
    overdue,
    dueToday,
    nextSevenDays,
    notContacted,
    totals: {
      overdue: lists.overdue.length,
      dueToday: lists.dueToday.length,
      nextSevenDays: lists.nextSevenDays.length,
      notContacted: lists.notContacted.length,
    },
    detailsToConfirm: toConfirm.items,
    detailsToConfirmTotal: toConfirm.total,
    lapses,
    unpaidPremiums: unpaidPremiumItems,
    unpaidPremiumsTotal: unpaid.total,
  };
}

/** `GET /api/admin/today/:section`: one of the day's lists a page at a time (people, for those not contacted). */
export async function todaySection(
  database: DatabaseHandle,
  section: TodaySection,
  page: number,
  now: Date,
  mine: string | null = null,
): Promise<TodaySectionPage> {
  const lists = await dayLists(database, now, mine);
  const start = (page - 1) * todayPageSize;
  const paging = { page, pageSize: todayPageSize };
  if (section === 'not-contacted')
    return {
      section,
      items: await withDialNumbers(
        database.db,
        lists.notContacted.slice(start, start + todayPageSize).flat(),
      ),
      total: lists.notContacted.length,
      ...paging,
    };
  const list =
    section === 'overdue' ? lists.overdue : section === 'due-today' ? lists.dueToday : lists.nextSevenDays;
  return {
    section,
    items: await withDialNumbers(database.db, list.slice(start, start + todayPageSize)),
    total: list.length,
    ...paging,
  };
}

/** Today lists at most this many details to confirm (the total says how many more). */
const detailsToConfirmOnToday = 25;

/** The dashboard's share of enquiries first contacted within 24 hours, this month and last (Windhoek months). */
export async function contactPromise(
  database: DatabaseHandle,
  now: Date,
): Promise<{ thisMonth: PromiseTally; lastMonth: PromiseTally }> {
  const lastStart = windhoekMonthStart(now, -1);
  const thisStart = windhoekMonthStart(now);
  const nextStart = windhoekMonthStart(now, 1);
  const rows = await enquiriesExpectingContact(database.db, lastStart, nextStart);
  const tally = (from: string, to: string) =>
    contactPromiseTally(
      rows
        .filter((row) => row.created_at >= from && row.created_at < to)
        .map((row) => ({ createdAt: row.created_at, firstContactedAt: row.first_contacted_at })),
    );
  return { thisMonth: tally(thisStart, nextStart), lastMonth: tally(lastStart, thisStart) };
}
