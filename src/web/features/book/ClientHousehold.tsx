import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type ClientList, clientDisplayName } from '../../../shared/clients';
import {
  type ClientRelation,
  clientRelations,
  type Relation,
  relationLabels,
} from '../../../shared/relations';
import { describeError } from '../../lib/request';
import { Link } from '../../lib/router';
import { useSettled } from '../../lib/use-settled';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useAddRelation, useRemoveRelation } from './api/book';

/** Finds the other client by name, e-mail or phone, from the client book. */
export function ClientPicker({
  exclude,
  chosen,
  onChoose,
  error,
}: {
  exclude: readonly string[];
  chosen: { id: string; name: string } | null;
  onChoose: (client: { id: string; name: string } | null) => void;
  error?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const found = useQuery<ClientList>({
    queryKey: [`/api/admin/clients?q=${encodeURIComponent(search)}`],
    enabled: search.length >= 2 && !chosen,
  });
  const options = (found.data?.items ?? []).filter((client) => !exclude.includes(client.id)).slice(0, 8);
  if (chosen)
    return (
      <div>
        <p className="font-medium text-slate-800">Related client</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-2">
          <strong>{chosen.name}</strong>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(null)}>
            Change
          </Button>
        </p>
      </div>
    );
  return (
    <div>
      <TextField
        label="Related client"
        type="search"
        hint="Type at least two letters of their name, e-mail or phone"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      {search.length >= 2 ? (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label="Matching clients"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-slate-600">
              {found.isFetching ? 'Searching...' : 'No client matches.'}
            </li>
          ) : (
            options.map((client) => (
              <li key={client.id}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  onClick={() => onChoose({ id: client.id, name: clientDisplayName(client) })}
                >
                  <span className="font-semibold">{clientDisplayName(client)}</span>
                  <span className="block text-sm text-slate-600">{client.email || client.phone}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

/** The client page's household: who they are linked to, add and remove a link, the household page. */
export function ClientHousehold({
  clientId,
  name,
  relations,
}: {
  clientId: string;
  name: string;
  relations: readonly Relation[];
}) {
  const headingId = useId();
  const add = useAddRelation(clientId);
  const remove = useRemoveRelation(clientId);
  const [adding, setAdding] = useState(false);
  const [other, setOther] = useState<{ id: string; name: string } | null>(null);
  const [relation, setRelation] = useState<ClientRelation | ''>('');
  const [errors, setErrors] = useState<{ otherClientId?: string; relation?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(other ? {} : { otherClientId: 'Choose the other client' }),
      ...(relation ? {} : { relation: 'Choose how they are related' }),
    };
    setErrors(found);
    if (!other || !relation) return;
    try {
      await add.mutateAsync({ otherClientId: other.id, relation });
      toast({
        title: 'Linked',
        description: `${other.name} is ${name}’s ${relationLabels[relation].toLowerCase()}.`,
      });
      setOther(null);
      setRelation('');
      setAdding(false);
    } catch (error) {
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
          Household
        </h2>
        <Link to={`/admin/clients/${clientId}/household`} className="font-semibold text-brand-800 underline">
          Household page
        </Link>
      </div>
      {relations.length === 0 ? (
        <p className="py-2 text-slate-600">Not linked to other clients.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {relations.map((link) => (
            <li key={link.clientId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link
                  to={`/admin/clients/${link.clientId}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {link.name}
                </Link>{' '}
                <span className="text-slate-700">({relationLabels[link.relation]})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove the link to ${link.name}`}
                onClick={() =>
                  remove.mutateAsync(link.clientId).then(
                    () => toast({ title: 'Link removed', description: `${link.name} is no longer linked.` }),
                    (error: unknown) =>
                      toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <form noValidate onSubmit={submit} className="mt-3 space-y-4 rounded-xl bg-slate-50 p-3">
          <ClientPicker
            exclude={[clientId, ...relations.map((link) => link.clientId)]}
            chosen={other}
            onChoose={setOther}
            error={errors.otherClientId}
          />
          <SelectField
            label={`They are ${name}’s`}
            value={relation}
            onChange={(value) => setRelation(value as ClientRelation)}
            error={errors.relation}
            options={[
              { value: '', label: 'Choose…' },
              ...clientRelations.map((value) => ({ value, label: relationLabels[value] })),
            ]}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setAdding(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Link
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-2" variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Link a family member
        </Button>
      )}
    </section>
  );
}
