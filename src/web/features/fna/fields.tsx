import { type ReactNode, useId } from 'react';
import { FormSelectField, FormTextArea, FormTextField } from '../../lib/form-fields';
import { useFieldError, useFormStore, useValue } from '../../lib/form-store';
import { TextField } from '../../ui/Field';

/**
 * The FNA wizard's fields, bound to the wizard's form store by their path
 * ('personalInfo.income'); each shows its message under it, as the spec asks.
 */

interface FieldProps {
  name: string;
  label: ReactNode;
  optional?: boolean;
  className?: string;
}

export function Text({
  name,
  label,
  optional,
  className,
  type = 'text',
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'date' }) {
  return <FormTextField label={label} optional={optional} className={className} type={type} name={name} />;
}

export function LongText({ name, label, optional, className }: FieldProps) {
  return <FormTextArea label={label} optional={optional} className={className} rows={3} name={name} />;
}

/**
 * A number (N$ amount, percentage, years). Left empty it is 0, unless `required`: then the
 * spec's message shows. The field keeps what is typed (uncontrolled: a number input reads "" while
 * "1." is being typed, and writing 0 back would undo the typing); a reset of the form remounts it.
 */
export function NumberInput({
  name,
  label,
  optional,
  className,
  required,
  step = '0.01',
}: FieldProps & { required?: boolean; step?: string }) {
  const store = useFormStore();
  const initial = store.get(name);
  return (
    <TextField
      label={label}
      optional={optional}
      className={className}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      name={name}
      defaultValue={initial === undefined || initial === null ? '' : String(initial)}
      error={useFieldError(name)}
      onChange={(event) => {
        const typed = event.target.value;
        store.setValue(name, typed === '' ? (required ? undefined : 0) : Number(typed));
      }}
    />
  );
}

export function Choice({
  name,
  label,
  options,
  className,
}: FieldProps & { options: readonly (string | { value: string; label: string })[] }) {
  return (
    <div className={className}>
      <FormSelectField
        label={label}
        name={name}
        options={options.map((option) =>
          typeof option === 'string' ? { value: option, label: option } : option,
        )}
      />
    </div>
  );
}

export function Check({ name, label, className = '' }: FieldProps) {
  const id = useId();
  const store = useFormStore();
  const checked = useValue(name) === true;
  const error = useFieldError(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          name={name}
          checked={checked}
          onChange={(event) => store.setValue(name, event.target.checked)}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function YesNo({ name, label, className = '' }: FieldProps) {
  const id = useId();
  const store = useFormStore();
  const value = useValue(name);
  const error = useFieldError(name);
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1 flex gap-4">
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={answer}
              className="size-4 accent-brand-700"
              checked={value === answer}
              onChange={() => store.setValue(name, answer)}
              id={`${id}-${answer}`}
            />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

export function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h3 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Figures worked out from what was entered, labelled. */
export function Figures({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  return (
    <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4" aria-live="polite">
      <p className="font-semibold text-slate-900">{title}</p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[1fr_auto]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900 sm:text-right" data-figure={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
