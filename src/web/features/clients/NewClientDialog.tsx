import { useState } from 'react';
import { checkIdentity } from '../../../domain/clients/new-client';
import {
  type ClientSource,
  type ClientStage,
  clientSourceLabels,
  clientSources,
  clientStageLabels,
  clientStages,
} from '../../../domain/clients/stages';
import { windhoekDate } from '../../../domain/windhoek-time';
import {
  type ClientCreateInput,
  clientCreateSchema,
  duplicateMessage,
  type LikelyDuplicate,
} from '../../../shared/new-client';
import { type ClientRelation, clientRelations, relationLabels } from '../../../shared/relations';
import { roleLabels } from '../../../shared/roles';
import { describeError, RequestError } from '../../lib/request';
import { Link, useNavigate } from '../../lib/router';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useMayUse } from '../admin';
import { ClientPicker } from '../book';
import { useTeamPeople } from '../team';
import { useCreateClient } from './api/clients';

/** What was typed in a search, as the field it most likely is: an e-mail, a phone number, else a name. */
export function prefillFrom(typed: string): Partial<Pick<ClientCreateInput, 'name' | 'email' | 'phone'>> {
  const text = typed.trim();
  if (text.includes('@')) return { email: text };
  if (/^[+\d][\d\s()-]{5,}$/.test(text)) return { phone: text };
  return text ? { name: text } : {};
}

type Errors = Record<string, string>;

/**
 * "New client" (issue 43): a referral, a walk-in, someone who phoned. Everything typed here is the
 * adviser's own and confirmed (D31). The likely duplicate is shown before anything is saved.
 */
export function NewClientDialog({
  open,
  onOpenChange,
  prefill = {},
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: Partial<Pick<ClientCreateInput, 'name' | 'email' | 'phone'>>;
}) {
  const create = useCreateClient();
  const navigate = useNavigate();
  const people = useTeamPeople(open);
  const seesIdentity = useMayUse('identity');
  const [name, setName] = useState(prefill.name ?? '');
  const [emails, setEmails] = useState<string[]>([prefill.email ?? '']);
  const [phones, setPhones] = useState<string[]>([prefill.phone ?? '']);
  const [idNumber, setIdNumber] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [address, setAddress] = useState('');
  const [source, setSource] = useState<ClientSource>('referral');
  const [sourceDetail, setSourceDetail] = useState('');
  const [stage, setStage] = useState<ClientStage>('prospect');
  const [adviserId, setAdviserId] = useState('');
  const [related, setRelated] = useState<{ id: string; name: string } | null>(null);
  const [relation, setRelation] = useState<ClientRelation>('spouse');
  const [errors, setErrors] = useState<Errors>({});
  const [duplicate, setDuplicate] = useState<LikelyDuplicate | null>(null);

  const body = (confirmedNew: boolean): ClientCreateInput => ({
    name,
    email: emails[0] ?? '',
    phone: phones[0] ?? '',
    emails: emails.slice(1).filter((value) => value.trim()),
    phones: phones.slice(1).filter((value) => value.trim()),
    ...(seesIdentity ? { idNumber, dateOfBirth } : {}),
    address,
    source,
    sourceDetail: source === 'referral' || source === 'other' ? sourceDetail : '',
    stage,
    adviserId: adviserId || null,
    relations: related ? [{ otherClientId: related.id, relation }] : [],
    confirmedNew,
  });

  const save = async (confirmedNew: boolean) => {
    const input = body(confirmedNew);
    const parsed = clientCreateSchema.safeParse(input);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    const identity = checkIdentity(idNumber, dateOfBirth, windhoekDate(new Date()));
    if (seesIdentity && !identity.ok) found[identity.field] ??= identity.message;
    if (source === 'referral' && !sourceDetail.trim()) found.sourceDetail = 'Say who referred them';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const made = await create.mutateAsync(input);
      toast({ title: 'Client added', description: `${name.trim()} is in your client book.` });
      onOpenChange(false);
      navigate(`/admin/clients/${made.id}`);
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        const answer = JSON.parse(error.bodyText) as { duplicate?: LikelyDuplicate };
        setDuplicate(answer.duplicate ?? null);
        return;
      }
      if (error instanceof RequestError && error.serverFields) setErrors(error.serverFields);
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  const list = (
    label: string,
    values: string[],
    setValues: (values: string[]) => void,
    field: 'email' | 'phone',
    type: string,
  ) => (
    <div className="space-y-2">
      {values.map((value, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions the adviser adds
          key={index}
          label={index === 0 ? label : `${label} ${index + 1}`}
          type={type}
          optional
          autoComplete="off"
          value={value}
          onChange={(event) => setValues(values.map((old, at) => (at === index ? event.target.value : old)))}
          error={index === 0 ? errors[field] : errors[`${field}s.${index - 1}`]}
        />
      ))}
      {values.length < 5 ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => setValues([...values, ''])}>
          {field === 'email' ? 'Add another e-mail address' : 'Add another number'}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New client"
      description="Someone who came to you another way than the website: what you type here is confirmed."
    >
      {duplicate ? (
        <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{duplicateMessage(duplicate)}.</p>
          <p className="mt-1 text-sm">They have {duplicate.matched}.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`/admin/clients/${duplicate.id}`}
              onClick={() => onOpenChange(false)}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white underline-offset-2 hover:underline"
            >
              Open {duplicate.name}
            </Link>
            <Button type="button" variant="secondary" onClick={() => void save(true)}>
              This is someone else: add them
            </Button>
          </div>
        </div>
      ) : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setDuplicate(null);
          void save(false);
        }}
      >
        <TextField
          label="Name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {list('E-mail', emails, setEmails, 'email', 'email')}
          {list('Phone', phones, setPhones, 'phone', 'tel')}
        </div>
        {seesIdentity ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="ID number"
              optional
              hint="A Namibian ID gives the date of birth"
              inputMode="numeric"
              autoComplete="off"
              value={idNumber}
              onChange={(event) => setIdNumber(event.target.value)}
              error={errors.idNumber}
            />
            <TextField
              label="Date of birth"
              optional
              type="date"
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
              error={errors.dateOfBirth}
            />
          </div>
        ) : null}
        <TextField
          label="Address"
          optional
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={errors.address}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="How they came"
            value={source}
            onChange={(value) => setSource(value as ClientSource)}
            options={clientSources.map((value) => ({ value, label: clientSourceLabels[value] }))}
            error={errors.source}
          />
          {source === 'referral' || source === 'other' ? (
            <TextField
              label={source === 'referral' ? 'Referred by' : 'How, in a few words'}
              optional={source === 'other'}
              value={sourceDetail}
              onChange={(event) => setSourceDetail(event.target.value)}
              error={errors.sourceDetail}
            />
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Stage"
            value={stage}
            onChange={(value) => setStage(value as ClientStage)}
            options={clientStages.map((value) => ({ value, label: clientStageLabels[value] }))}
            error={errors.stage}
          />
          <SelectField
            label="Adviser responsible"
            value={adviserId}
            onChange={setAdviserId}
            options={[
              { value: '', label: seesIdentity ? 'Me' : 'Nobody yet' },
              ...(people.data ?? []).map((person) => ({
                value: person.id,
                label: `${person.name} (${roleLabels[person.role].toLowerCase()})`,
              })),
            ]}
            error={errors.adviserId}
          />
        </div>
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-medium text-slate-800">Household (optional)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <ClientPicker exclude={[]} chosen={related} onChoose={setRelated} error={errors.relations} />
            <SelectField
              label="The related client is their"
              value={relation}
              onChange={(value) => setRelation(value as ClientRelation)}
              options={clientRelations.map((value) => ({ value, label: relationLabels[value] }))}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Add client
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
