import { funeralReasons } from '../../../content/funeral';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { funeralMessages } from '../../../shared/funeral-texts';
import { Button } from '../../ui/Button';
import type { Member } from './parts';

/** The totals beside the form (sticky on a wide screen), the Submit button, and why to choose the cover. */
export function CoverageSummary({
  members,
  totals,
  pending,
  onSubmit,
}: {
  members: Member[];
  totals: { monthlyCents: number; annualCents: number; cover: number };
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Coverage summary">
      <section className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6" aria-live="polite">
        <h2 className="text-xl font-bold text-slate-900">Coverage Summary</h2>
        {members.length === 0 ? (
          <p className="mt-3 text-slate-700">{funeralMessages.emptySummary}</p>
        ) : (
          <dl className="mt-4 space-y-2" data-testid="funeral-summary">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Family members</dt>
              <dd className="font-semibold text-slate-900">{members.length}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Total coverage</dt>
              <dd className="font-semibold text-slate-900">{formatNadWhole(totals.cover)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Monthly premium</dt>
              <dd className="text-lg font-bold text-brand-900" data-testid="funeral-monthly-total">
                {formatNad(totals.monthlyCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">Annual premium</dt>
              <dd className="font-semibold text-slate-900" data-testid="funeral-annual-total">
                {formatNad(totals.annualCents)}
              </dd>
            </div>
          </dl>
        )}
        <p className="mt-4 text-sm text-slate-700">{funeralMessages.underwriting}</p>
        <Button className="mt-4 w-full" size="lg" onClick={onSubmit} disabled={pending}>
          {pending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">Why Choose Our Funeral Cover?</h2>
        <ul className="mt-3 space-y-2 text-slate-800">
          {funeralReasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {reason}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
