import { lapsesWithinDays, type TodayAnswer } from '../../../shared/clients';
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
