import { useState } from 'react';
import { type ClaimKind, type Claims, claimsSchema } from '../../../shared/website-claims';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { type ClaimField, type ClaimKindSpec, claimKinds } from './claim-kinds';
import { showRefusal } from './refusal';

/**
 * What the home page claims (issue 58, D34): the adviser writes, orders and hides each figure,
 * badge, testimonial, partner, follower count and post, with an internal note of its source (a
 * testimonial, the client's consent too). Nothing here is published until the draft is.
 */

type Errors = Record<string, string>;
type Item = Record<string, unknown> & { hidden: boolean; source: string; example: boolean };

const ratingOptions = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} star${stars === 1 ? '' : 's'}`,
}));

const errorsOf = (issues: Parameters<typeof pathErrors>[0]): Errors => pathErrors(issues);

function FieldControl({
  field,
  value,
  error,
  onChange,
}: {
  field: ClaimField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  if (field.control === 'rating')
    return (
      <SelectField
        label={field.label}
        value={String(value)}
        options={ratingOptions}
        error={error}
        onChange={(next) => onChange(Number(next))}
      />
    );
  if (field.control === 'select')
    return (
      <SelectField
        label={field.label}
        value={String(value ?? '')}
        options={field.options ?? []}
        error={error}
        onChange={onChange}
      />
    );
  const props = {
    label: field.label,
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.optional ? { optional: true } : {}),
    value: String(value ?? ''),
    error,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return field.control === 'textarea' ? <TextArea rows={3} {...props} /> : <TextField {...props} />;
}

function ItemCard({
  spec,
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  spec: ClaimKindSpec;
  item: Item;
  index: number;
  count: number;
  errors: Errors;
  onChange: (item: Item) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = `${spec.item} ${index + 1}`;
  const at = (key: string) => errors[`${spec.kind}.${index}.${key}`];
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">
        {name}
        {item.example ? ' (the spec’s example)' : ''}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {spec.fields.map((field) => (
          <div key={field.key} className={field.control === 'textarea' ? 'sm:col-span-2' : ''}>
            <FieldControl
              field={field}
              value={item[field.key]}
              error={at(field.key)}
              onChange={(value) => onChange({ ...item, [field.key]: value })}
            />
          </div>
        ))}
        <TextField
          className="sm:col-span-2"
          label="Source (only your team sees it)"
          hint="Where it comes from and when: who said it, which records the figure is counted from."
          value={item.source}
          error={at('source')}
          onChange={(event) => onChange({ ...item, source: event.target.value })}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={!item.hidden}
            onChange={(event) => onChange({ ...item, hidden: !event.target.checked })}
          />
          Show on the site<span className="sr-only">: {name}</span>
        </label>
        <span className="flex-1" />
        <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          Move up<span className="sr-only">: {name}</span>
        </Button>
        <Button variant="secondary" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move down<span className="sr-only">: {name}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          Remove<span className="sr-only">: {name}</span>
        </Button>
      </div>
    </fieldset>
  );
}

export function ClaimsEditor({ claims }: { claims: Claims }) {
  const change = useChangeDraft();
  const [values, setValues] = useState(claims);
  const [errors, setErrors] = useState<Errors>({});
  const listOf = (kind: ClaimKind) => values[kind] as unknown as Item[];
  const setList = (kind: ClaimKind, items: Item[]) => setValues((current) => ({ ...current, [kind]: items }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = claimsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ claims: parsed.data });
      toast({ title: 'Draft saved', description: 'What the home page claims is kept in the draft.' });
    } catch (error) {
      showRefusal(error, 'claims', setErrors);
    }
  };

  const downloads = values.checklistDownloads;
  return (
    <form noValidate onSubmit={save} className="space-y-8">
      {claimKinds.map((spec) => {
        const items = listOf(spec.kind);
        return (
          <section key={spec.kind} aria-label={spec.title} className="space-y-3">
            <h3 className="text-lg font-bold text-slate-900">{spec.title}</h3>
            <p className="text-sm text-slate-600">
              {spec.intro} {items.length === 0 ? 'None: the site shows no such section.' : ''}
            </p>
            {errors[spec.kind] ? (
              <p className="text-sm font-medium text-red-700">{errors[spec.kind]}</p>
            ) : null}
            {items.map((item, index) => (
              <ItemCard
                // The position is the item's identity here: the list is edited in place.
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
                key={index}
                spec={spec}
                item={item}
                index={index}
                count={items.length}
                errors={errors}
                onChange={(next) =>
                  setList(
                    spec.kind,
                    items.map((old, at) => (at === index ? next : old)),
                  )
                }
                onMove={(by) => {
                  const moved = [...items];
                  const [taken] = moved.splice(index, 1);
                  if (taken) moved.splice(index + by, 0, taken);
                  setList(spec.kind, moved);
                }}
                onRemove={() =>
                  setList(
                    spec.kind,
                    items.filter((_, at) => at !== index),
                  )
                }
              />
            ))}
            <Button variant="secondary" onClick={() => setList(spec.kind, [...items, spec.blank() as Item])}>
              Add {spec.item.toLowerCase()}
            </Button>
          </section>
        );
      })}
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Downloads of the free checklist</legend>
        <TextField
          label="Downloads line"
          optional
          hint="Such as 2,500+ Downloads, counted from your own records; empty for none."
          value={downloads.text}
          error={errors['checklistDownloads.text']}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              checklistDownloads: { ...current.checklistDownloads, text: event.target.value },
            }))
          }
        />
        <TextField
          label="Source (only your team sees it)"
          hint="Needed when a count is shown: the records it is counted from."
          value={downloads.source}
          error={errors['checklistDownloads.source']}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              checklistDownloads: { ...current.checklistDownloads, source: event.target.value },
            }))
          }
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save claims'}
        </Button>
      </div>
    </form>
  );
}
