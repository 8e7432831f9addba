import { useId, useState } from 'react';
import { totalMonthlyPremiumCents } from '../../../domain/book/premiums';
import { formatNad } from '../../../domain/money';
import { Button } from '../../ui/Button';
import { useMayUse } from '../admin';
import { useHousehold } from './api/book';
import { FnaImportDialog } from './FnaImportDialog';
import { PolicyDialog } from './PolicyDialog';
import { PolicyRows } from './PolicyRows';

/** The client page's policies: theirs, what they pay a month in force, and "Record a policy". */
export function ClientPolicies({ clientId, name }: { clientId: string; name: string }) {
  const headingId = useId();
  const household = useHousehold(clientId);
  const [recording, setRecording] = useState(false);
  const [importing, setImporting] = useState(false);
  // An assistant sees the policies, not the ways to change them (issue 34).
  const mayAdvise = useMayUse('advice');
  const mayRecord = useMayUse('book');
  const own = household.data?.members.find((member) => member.clientId === household.data?.clientId);
  const inForce = own?.policies.filter((policy) => policy.status === 'in-force') ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Policies
        </h2>
        <div className="flex flex-wrap gap-2">
          {mayAdvise ? (
            <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
              Add from their FNA
            </Button>
          ) : null}
          {mayRecord ? (
            <Button variant="secondary" size="sm" onClick={() => setRecording(true)}>
              Record a policy
            </Button>
          ) : null}
        </div>
      </div>
      {household.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the policies.
        </p>
      ) : !own ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : own.policies.length === 0 ? (
        <p className="py-3 text-slate-600">No policies recorded yet.</p>
      ) : (
        <>
          <PolicyRows policies={own.policies} />
          <p className="mt-2 text-sm text-slate-700">
            {inForce.length} in force, {formatNad(totalMonthlyPremiumCents(inForce))} a month
          </p>
        </>
      )}
      <FnaImportDialog clientId={clientId} open={importing} onClose={() => setImporting(false)} />
      <PolicyDialog
        target={recording ? { kind: 'create', clientId, clientName: name } : null}
        onClose={() => setRecording(false)}
      />
    </section>
  );
}
