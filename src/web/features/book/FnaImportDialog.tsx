import { useEffect, useState } from 'react';
import { formatNad } from '../../../domain/money';
import { type PolicyProduct, policyProductLabels, premiumFrequencyLabels } from '../../../shared/book';
import type { ImportableChild, ImportablePolicy } from '../../../shared/fna-import';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { useFnaImportPreview, useImportFromFna } from './api/book';

function stateNote(item: { state: string }, missing?: string[]): string | null {
  if (item.state === 'there-already') return 'There already';
  if (item.state === 'incomplete')
    return missing?.length ? `The FNA does not give ${missing.join(' or ')}` : 'The FNA does not give a name';
  return null;
}

function Choice({
  checked,
  disabled,
  onChange,
  title,
  detail,
  note,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  detail: string;
  note: string | null;
}) {
  return (
    <li className="py-2">
      <label className={`flex items-start gap-3 ${disabled ? 'text-slate-500' : 'text-slate-900'}`}>
        <input
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="font-semibold">{title}</span>
          <span className="block text-sm">{detail}</span>
          {note ? <span className="block text-sm font-medium text-amber-800">{note}</span> : null}
        </span>
      </label>
    </li>
  );
}

const policyDetail = (policy: ImportablePolicy) =>
  [
    `No. ${policy.policyNumber || '—'}`,
    policy.startDate ? `since ${formatCalendarDate(policy.startDate)}` : null,
    policy.premiumCents
      ? `${formatNad(policy.premiumCents)} ${premiumFrequencyLabels[policy.premiumFrequency].toLowerCase()}`
      : null,
    policy.coverCents !== null ? `cover ${formatNad(policy.coverCents)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** "Add from their FNA": the policies and children the client's FNA lists, ticked, then added. */
export function FnaImportDialog({
  clientId,
  open,
  onClose,
}: {
  clientId: string;
  open: boolean;
  onClose: () => void;
}) {
  const preview = useFnaImportPreview(clientId, open);
  const importer = useImportFromFna(clientId);
  const data = preview.data;
  const [policies, setPolicies] = useState<Set<string>>(new Set());
  const [children, setChildren] = useState<Set<string>>(new Set());
  // What is new starts ticked.
  useEffect(() => {
    if (!data) return;
    setPolicies(new Set(data.policies.filter((item) => item.state === 'new').map((item) => item.key)));
    setChildren(new Set(data.children.filter((item) => item.state === 'new').map((item) => item.key)));
  }, [data]);
  const toggle = (set: Set<string>, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  };
  const ticked = policies.size + children.size;

  const add = async () => {
    if (!data?.fna) return;
    try {
      const done = await importer.mutateAsync({
        fnaId: data.fna.id,
        policies: [...policies],
        children: [...children],
      });
      toast({
        title: 'Added from the FNA',
        description: `${done.policiesRecorded} ${done.policiesRecorded === 1 ? 'policy' : 'policies'} recorded, ${done.childrenLinked} ${done.childrenLinked === 1 ? 'child' : 'children'} linked.`,
      });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Add from their FNA"
      description={
        data?.fna
          ? `What their Financial Needs Analysis of ${formatDateTime(data.fna.submittedAt)} lists. Tick what to add; nothing is added twice.`
          : 'The policies and children their Financial Needs Analysis lists.'
      }
    >
      {preview.isError ? (
        <p role="alert" className="text-red-700">
          Could not read their FNA. {describeError(preview.error)}
        </p>
      ) : !data ? (
        <p className="text-slate-600">Reading their FNA...</p>
      ) : !data.fna ? (
        <p className="text-slate-700">This client has not sent a Financial Needs Analysis.</p>
      ) : (
        <div className="space-y-4">
          <fieldset>
            <legend className="font-bold text-slate-900">Policies</legend>
            {data.policies.length === 0 ? (
              <p className="text-slate-600">The FNA lists no policies.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.policies.map((policy) => (
                  <Choice
                    key={policy.key}
                    checked={policies.has(policy.key)}
                    disabled={policy.state !== 'new'}
                    onChange={(on) => setPolicies((set) => toggle(set, policy.key, on))}
                    title={`${policyProductLabels[policy.product as PolicyProduct] ?? policy.product}, ${policy.insurer || 'insurer not given'}`}
                    detail={policyDetail(policy)}
                    note={stateNote(policy, policy.missing)}
                  />
                ))}
              </ul>
            )}
          </fieldset>
          <fieldset>
            <legend className="font-bold text-slate-900">Children</legend>
            {data.children.length === 0 ? (
              <p className="text-slate-600">The FNA lists no children.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.children.map((child: ImportableChild) => (
                  <Choice
                    key={child.key}
                    checked={children.has(child.key)}
                    disabled={child.state !== 'new'}
                    onChange={(on) => setChildren((set) => toggle(set, child.key, on))}
                    title={child.name || 'No name given'}
                    detail={`Age ${child.age}; added as a client linked as their child`}
                    note={stateNote(child)}
                  />
                ))}
              </ul>
            )}
          </fieldset>
          {data.spouseMentioned ? (
            <p className="text-sm text-slate-700">
              The FNA says they are married but does not name the spouse: link them under Household.
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={ticked === 0 || importer.isPending} onClick={add}>
              Add the {ticked} ticked
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
