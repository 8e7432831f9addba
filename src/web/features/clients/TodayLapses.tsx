import { lapsesWithinDays, type TodayAnswer } from '../../../shared/clients';
import { formatCalendarDate } from '../../lib/dates';
import { Link } from '../../lib/router';
import { PhoneFold } from '../../ui/PhoneFold';
import { PhoneLinks } from '../../ui/PhoneLinks';
import { Section } from './TodaySections';

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
              <p className="flex flex-wrap items-center gap-x-3">
                <Link
                  to={`/admin/clients/${lapse.clientId}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {lapse.clientName}
                </Link>
                {lapse.phone ? (
                  <span className="text-sm">
                    <PhoneLinks
                      phone={lapse.phone}
                      phoneE164={lapse.phoneE164}
                      name={lapse.clientName}
                      compact
                    />
                  </span>
                ) : null}
              </p>
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
