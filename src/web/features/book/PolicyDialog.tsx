import { useId, useState } from 'react';
import { namibianInsurers } from '../../../content/insurers';
import {
  type Policy,
  policyProductLabels,
  policyProducts,
  policyStatusDateHints,
  policyStatuses,
  policyStatusLabels,
  premiumFrequencies,
  premiumFrequencyLabels,
} from '../../../shared/book';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useCreatePolicy, useUpdatePolicy } from './api/book';
import {
  emptyPolicyForm,
  type PolicyFormErrors,
  type PolicyFormValues,
  policyCreateBody,
  policyFormValues,
  policyUpdateBody,
} from './policy-form';

export type PolicyDialogTarget =
  | { kind: 'create'; clientId: string; clientName: string; prefill?: Partial<PolicyFormValues> }
  | { kind: 'edit'; policy: Policy };

/** The server's field names as the form's. */
const formField: Record<string, keyof PolicyFormErrors> = {
  premiumCents: 'premium',
  coverCents: 'cover',
  commission: 'firstYear',
};

function PolicyForm({ target, onDone }: { target: PolicyDialogTarget; onDone: (policy: Policy) => void }) {
  const listId = useId();
  const create = useCreatePolicy();
  const update = useUpdatePolicy(target.kind === 'edit' ? target.policy.id : '');
  const [values, setValues] = useState<PolicyFormValues>(() =>
    target.kind === 'edit' ? policyFormValues(target.policy) : { ...emptyPolicyForm, ...target.prefill },
  );
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const set = (field: keyof PolicyFormValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const stored = target.kind === 'edit' ? target.policy : null;
  // A new status starts without a date (today, or the start date); back to the stored status, its own date.
  const setStatus = (status: string) =>
    setValues((previous) => ({
      ...previous,
      status,
      statusDate: stored && status === stored.status ? (stored.statusSince ?? '') : '',
    }));
  const newStatus = stored !== null && values.status !== stored.status;
  const input = (field: keyof PolicyFormValues) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    error: errors[field],
  });
  const pending = create.isPending || update.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result =
      target.kind === 'edit' ? policyUpdateBody(values) : policyCreateBody(target.clientId, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const saved =
        target.kind === 'edit'
          ? await update.mutateAsync(result.body)
          : await create.mutateAsync(result.body as Parameters<typeof create.mutateAsync>[0]);
      toast({
        title: target.kind === 'edit' ? 'Policy saved' : 'Policy recorded',
        description: `${saved.insurer} ${saved.policyNumber} for ${saved.clientName}`,
      });
      onDone(saved);
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields)
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, message]) => [formField[field] ?? field, message]),
          ),
        );
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {errors.clientId ? (
        <p role="alert" className="font-medium text-red-700">
          {errors.clientId}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Insurer"
          list={listId}
          autoComplete="off"
          hint="Choose from the list or type another name"
          {...input('insurer')}
        />
        <datalist id={listId}>
          {namibianInsurers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField label="Policy number" autoComplete="off" {...input('policyNumber')} />
        <SelectField
          label="Product"
          value={values.product}
          onChange={set('product')}
          error={errors.product}
          options={[
            { value: '', label: 'Choose…' },
            ...policyProducts.map((value) => ({ value, label: policyProductLabels[value] })),
          ]}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={setStatus}
          error={errors.status}
          options={policyStatuses.map((value) => ({ value, label: policyStatusLabels[value] }))}
        />
        {stored && (newStatus || stored.statusSince) ? (
          <TextField
            label={`${policyStatusLabels[values.status as Policy['status']] ?? 'New status'} from`}
            type="date"
            optional={newStatus}
            hint={
              !newStatus
                ? policyStatusDateHints.correct
                : values.status === 'in-force' && (stored.status === 'applied' || stored.status === 'quoted')
                  ? policyStatusDateHints.fromStart
                  : policyStatusDateHints.fromToday
            }
            {...input('statusDate')}
          />
        ) : null}
        <TextField label="Start date" type="date" {...input('startDate')} />
        <TextField label="Cover (N$)" optional inputMode="decimal" {...input('cover')} />
        <TextField label="Premium (N$)" inputMode="decimal" {...input('premium')} />
        <SelectField
          label="Paid"
          value={values.premiumFrequency}
          onChange={set('premiumFrequency')}
          error={errors.premiumFrequency}
          options={premiumFrequencies.map((value) => ({ value, label: premiumFrequencyLabels[value] }))}
        />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Commission (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="First-year commission"
            value={values.firstYearKind}
            onChange={set('firstYearKind')}
            options={[
              { value: '', label: 'None' },
              { value: 'amount', label: 'An amount (N$)' },
              { value: 'percent', label: 'A percentage of the first year’s premium' },
            ]}
          />
          {values.firstYearKind ? (
            <>
              <TextField
                label={values.firstYearKind === 'amount' ? 'Amount (N$)' : 'Percentage (%)'}
                inputMode="decimal"
                {...input('firstYear')}
              />
              <SelectField
                label="Paid by the insurer"
                value={values.firstYearPaid}
                onChange={set('firstYearPaid')}
                error={errors.firstYearPaid}
                options={[
                  { value: 'upfront', label: 'Up front' },
                  { value: 'over-12-months', label: 'Over twelve months' },
                ]}
              />
            </>
          ) : null}
          <TextField
            label="Ongoing from month 13 (%)"
            optional
            inputMode="decimal"
            {...input('ongoingPercent')}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={pending}>
          {target.kind === 'edit' ? 'Save policy' : 'Record the policy'}
        </Button>
      </div>
    </form>
  );
}

/** Record a policy for a client, or change one: every field of the book's contract, N$ as typed. */
export function PolicyDialog({
  target,
  onClose,
  onSaved,
}: {
  target: PolicyDialogTarget | null;
  onClose: () => void;
  onSaved?: (policy: Policy) => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target?.kind === 'edit' ? 'Edit the policy' : 'Record the policy'}
      description={
        target?.kind === 'edit'
          ? `${target.policy.insurer} ${target.policy.policyNumber} of ${target.policy.clientName}.`
          : target
            ? `A policy placed for ${target.clientName}.`
            : undefined
      }
    >
      {target ? (
        <PolicyForm
          target={target}
          onDone={(policy) => {
            onSaved?.(policy);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
