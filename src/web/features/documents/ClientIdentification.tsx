import { useEffect, useId, useState } from 'react';
import {
  dependantIdentificationText,
  type IdentificationInput,
  identificationSchema,
  identificationStatusLabels,
  missingPartLabels,
} from '../../../shared/identification';
import { formatCalendarDate } from '../../lib/dates';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { OptionCards, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useIdentification, useSaveIdentification } from './api/documents';

const statusTone = {
  'not-started': 'bg-slate-100 text-slate-800',
  waiting: 'bg-amber-100 text-amber-900',
  complete: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-red-100 text-red-900',
} as const;

type Errors = Partial<Record<keyof IdentificationInput, string>>;

/** The client page's identification checklist (FIA, issue 32): what is verified, and what is missing. */
export function ClientIdentification({ clientId }: { clientId: string }) {
  const headingId = useId();
  const query = useIdentification(clientId);
  const save = useSaveIdentification(clientId);
  const data = query.data;
  const [values, setValues] = useState<IdentificationInput>({
    identityVerifiedOn: '',
    addressVerifiedOn: '',
    occupation: '',
    sourceOfFunds: '',
    politicallyExposed: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!data) return;
    setValues({
      identityVerifiedOn: data.identityVerifiedOn ?? '',
      addressVerifiedOn: data.addressVerifiedOn ?? '',
      occupation: data.occupation,
      sourceOfFunds: data.sourceOfFunds,
      politicallyExposed: data.politicallyExposed ?? '',
    });
  }, [data]);
  const set = (field: keyof IdentificationInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = identificationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      toast({ title: 'Identification saved', description: identificationStatusLabels[saved.status] });
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors(fields);
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Identification (FIA)
        </h2>
        {data ? (
          <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${statusTone[data.status]}`}>
            {identificationStatusLabels[data.status]}
          </span>
        ) : null}
      </div>
      {query.isError ? (
        <p className="mt-2 text-red-700">Could not load their identification.</p>
      ) : !data ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : (
        <>
          {data.missing.length > 0 ? (
            <p className="mt-2 text-slate-800">
              Still needed: {data.missing.map((part) => missingPartLabels[part]).join(', ')}.
            </p>
          ) : null}
          {data.expiresOn ? (
            <p
              className={`text-sm ${data.status === 'expired' ? 'font-semibold text-red-700' : 'text-slate-700'}`}
            >
              {data.status === 'expired' ? 'A document it rests on expired' : 'Its documents are valid until'}{' '}
              {formatCalendarDate(data.expiresOn)}.
            </p>
          ) : null}
          {data.identityVerifiedBy ? (
            <p className="text-sm text-slate-700">Identity verified by {data.identityVerifiedBy}.</p>
          ) : null}
          <form noValidate onSubmit={submit} className="mt-3 space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Identity verified on"
                optional
                type="date"
                value={values.identityVerifiedOn}
                onChange={(event) => set('identityVerifiedOn')(event.target.value)}
                error={errors.identityVerifiedOn}
              />
              <TextField
                label="Address verified on"
                optional
                type="date"
                value={values.addressVerifiedOn}
                onChange={(event) => set('addressVerifiedOn')(event.target.value)}
                error={errors.addressVerifiedOn}
              />
              {data.dependant ? null : (
                <>
                  <TextField
                    label="Occupation"
                    value={values.occupation}
                    onChange={(event) => set('occupation')(event.target.value)}
                    error={errors.occupation}
                  />
                  <TextField
                    label="Source of funds"
                    value={values.sourceOfFunds}
                    onChange={(event) => set('sourceOfFunds')(event.target.value)}
                    error={errors.sourceOfFunds}
                  />
                </>
              )}
            </div>
            {data.dependant ? (
              <p className="text-sm text-slate-700">{dependantIdentificationText}</p>
            ) : (
              <OptionCards
                legend="Politically exposed person?"
                name={`${headingId}-pep`}
                options={[
                  { value: 'no', label: 'No' },
                  { value: 'yes', label: 'Yes' },
                ]}
                value={values.politicallyExposed || undefined}
                onChange={(value) => set('politicallyExposed')(value)}
                error={errors.politicallyExposed}
                columns={2}
              />
            )}
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save identification
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
