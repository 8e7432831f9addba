import { useId, useState } from 'react';
import {
  type PolicyPartyRole,
  policyPartyCreateSchema,
  policyPartyRoleLabels,
  policyPartyRoles,
} from '../../../shared/policy-parties';
import { describeError, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useMayUse } from '../admin';
import { useAddPolicyParty, useHousehold, usePolicyParties, useRemovePolicyParty } from './api/book';

type Errors = Partial<Record<'role' | 'name' | 'clientId' | 'sharePercent', string>>;

/** Someone else than the household: typed in. */
const someoneElse = 'someone-else';

/**
 * The lives a policy covers and its beneficiaries, on the policy's page: the policyholder's
 * household to choose from (clients of the book), or a name typed in; a beneficiary's share.
 */
export function PolicyParties({ policyId, clientId }: { policyId: string; clientId: string }) {
  const headingId = useId();
  const parties = usePolicyParties(policyId);
  const household = useHousehold(clientId);
  const add = useAddPolicyParty(policyId);
  const remove = useRemovePolicyParty(policyId);
  // Changing who is on a policy is the book's (issue 34): an assistant sees them only.
  const mayChange = useMayUse('book');
  const [role, setRole] = useState<PolicyPartyRole>('beneficiary');
  const [who, setWho] = useState(clientId);
  const [name, setName] = useState('');
  const [share, setShare] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const sharePercent = share.trim()
      ? Number(share.trim().replace(',', '.').replace(/\s*%$/, ''))
      : undefined;
    const parsed = policyPartyCreateSchema.safeParse({
      role,
      ...(who === someoneElse ? { name } : { clientId: who }),
      ...(role === 'beneficiary' && sharePercent !== undefined ? { sharePercent } : {}),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const added = await add.mutateAsync(parsed.data);
      toast({ title: `${policyPartyRoleLabels[added.role]} added`, description: added.name });
      setName('');
      setShare('');
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors({ ...fields, ...(fields.clientId ? { name: fields.clientId } : {}) });
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  const members = household.data?.members ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Lives covered and beneficiaries
      </h2>
      {parties.isError ? (
        <p className="mt-2 text-red-700">Could not load them.</p>
      ) : !parties.data ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : parties.data.length === 0 ? (
        <p className="mt-2 text-slate-600">None recorded yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {parties.data.map((party) => (
            <li key={party.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="text-sm text-slate-600">{policyPartyRoleLabels[party.role]}: </span>
                {party.clientId ? (
                  <Link
                    to={`/admin/clients/${party.clientId}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {party.name}
                  </Link>
                ) : (
                  <span className="font-semibold">{party.name}</span>
                )}
                {party.sharePercent !== null ? (
                  <span className="text-slate-700"> ({party.sharePercent}%)</span>
                ) : null}
              </span>
              {mayChange ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${party.name} as ${policyPartyRoleLabels[party.role].toLowerCase()}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutateAsync(party.id).then(
                      () =>
                        toast({
                          title: `${policyPartyRoleLabels[party.role]} removed`,
                          description: party.name,
                        }),
                      (error: unknown) =>
                        toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
                    )
                  }
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <form noValidate onSubmit={submit} className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="As"
              value={role}
              onChange={(value) => setRole(value as PolicyPartyRole)}
              options={policyPartyRoles.map((value) => ({ value, label: policyPartyRoleLabels[value] }))}
            />
            <SelectField
              label="Who"
              value={who}
              onChange={setWho}
              error={errors.clientId}
              options={[
                ...members.map((member) => ({ value: member.clientId, label: member.name })),
                { value: someoneElse, label: 'Someone else (type the name)' },
              ]}
            />
            {who === someoneElse ? (
              <TextField
                label="Their name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={errors.name}
              />
            ) : null}
            {role === 'beneficiary' ? (
              <TextField
                label="Share (%)"
                optional
                inputMode="decimal"
                value={share}
                onChange={(event) => setShare(event.target.value)}
                error={errors.sharePercent}
              />
            ) : null}
          </div>
          {errors.name && who !== someoneElse ? (
            <p className="text-sm font-medium text-red-700">{errors.name}</p>
          ) : null}
          <Button type="submit" size="sm" disabled={add.isPending}>
            Add
          </Button>
        </form>
      ) : null}
    </section>
  );
}
