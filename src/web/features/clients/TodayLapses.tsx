import { lapsesWithinDays, type TodayAnswer, unpaidPremiumText } from '../../../shared/clients';
import { formatCalendarDate } from '../../lib/dates';
import { PhoneFold } from '../../ui/PhoneFold';
import { PersonWithPhone, Section } from './TodaySections';

/**
 * Policies lapsed lately and lapsed still (issue 59): a call to save the cover, the client's
 * number beside it; gone once the policy is in force again or the adviser marks it otherwise.
 */
export function Lapses({ data }: { data: TodayAnswer }) {
  if (data.lapses.length === 0) return null;
  const title = `Policies lapsed in the last ${lapsesWithinDays} days`;
  // This week's work rather than today's: folded on a phone with its count, open on a laptop.
  return (
    <PhoneFold label={`Lapsed policies (${data.lapses.length})`}>
      <Section title={title} count={data.lapses.length}>
        <ol>
          {data.lapses.map((lapse) => (
            <li key={lapse.policyId} className="border-b border-slate-100 py-2.5 last:border-b-0">
              <PersonWithPhone person={lapse} />
              <p className="text-sm text-slate-700">{lapse.policy}</p>
              <p className="text-sm font-semibold text-amber-800">
                Lapsed {formatCalendarDate(lapse.lapsedOn)}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </PhoneFold>
  );
}

/** A person's items together, in the order the first of each comes. */
function byPerson<Item extends { clientId: string }>(items: readonly Item[]): [Item, ...Item[]][] {
  const people = new Map<string, [Item, ...Item[]]>();
  for (const item of items) {
    const theirs = people.get(item.clientId);
    if (theirs) theirs.push(item);
    else people.set(item.clientId, [item]);
  }
  return [...people.values()];
}

/**
 * Premiums an insurer's latest statement says were not paid (issue 59): no commission where the
 * terms expect some is how a statement says the premium did not come in. A call to the client about
 * their debit order before the policy lapses; gone once a statement pays or the policy changes.
 */
export function UnpaidPremiums({ data }: { data: TodayAnswer }) {
  if (data.unpaidPremiumsTotal === 0) return null;
  const more = data.unpaidPremiumsTotal - data.unpaidPremiums.length;
  return (
    <PhoneFold label={`Unpaid premiums (${data.unpaidPremiumsTotal})`}>
      <Section title="Unpaid premiums on the latest statements" count={data.unpaidPremiumsTotal}>
        <p className="text-sm text-slate-600">
          An insurer pays no commission on a premium that did not come in: call to check the debit order
          before the policy lapses.
        </p>
        <ol className="mt-1">
          {byPerson(data.unpaidPremiums).map((policies) => (
            <li key={policies[0].clientId} className="border-b border-slate-100 py-2.5 last:border-b-0">
              {/* One call for a person's policies: their name and number once. */}
              <PersonWithPhone person={policies[0]} />
              {policies.map((item) => (
                <div key={item.policyId}>
                  <p className="text-sm text-slate-700">{item.policy}</p>
                  <p className="text-sm font-semibold text-amber-800">{unpaidPremiumText(item)}</p>
                </div>
              ))}
            </li>
          ))}
        </ol>
        {more > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            {`And ${more.toLocaleString('en')} more: the commission report lists every one.`}
          </p>
        ) : null}
      </Section>
    </PhoneFold>
  );
}
