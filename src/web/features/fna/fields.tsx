import { type ReactNode, useId } from 'react';
import { type FieldError, get, useController, useFormContext } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '../../ui/Field';

/**
 * The FNA wizard's fields, bound to the one react-hook-form of the wizard by their path
 * ('personalInfo.income'); each shows its message under it, as the spec asks.
 */

function useError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
}

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
  const { register } = useFormContext();
  return (
    <TextField
      label={label}
      optional={optional}
      className={className}
      type={type}
      error={useError(name)}
      {...register(name)}
    />
  );
}

export function LongText({ name, label, optional, className }: FieldProps) {
  const { register } = useFormContext();
  return (
    <TextArea
      label={label}
      optional={optional}
      className={className}
      rows={3}
      error={useError(name)}
      {...register(name)}
    />
  );
}

/**
 * A number (N$ amount, percentage, years). Left empty it is 0, unless `required`: then the
 * spec's message shows.
 */
export function NumberInput({
  name,
  label,
  optional,
  className,
  required,
  step = '0.01',
}: FieldProps & { required?: boolean; step?: string }) {
  const { register } = useFormContext();
  return (
    <TextField
      label={label}
      optional={optional}
      className={className}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      error={useError(name)}
      {...register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === null || value === undefined ? (required ? undefined : 0) : Number(value),
      })}
    />
  );
}

export function Choice({
  name,
  label,
  options,
  className,
}: FieldProps & { options: readonly (string | { value: string; label: string })[] }) {
  const { field, fieldState } = useController({ name });
  return (
    <div className={className}>
      <SelectField
        label={label}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        error={fieldState.error?.message}
        options={options.map((option) =>
          typeof option === 'string' ? { value: option, label: option } : option,
        )}
      />
    </div>
  );
}

/** A tick box, controlled (an uncontrolled one lost its tick after the step had been validated). */
export function Check({ name, label, className = '' }: FieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
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
  const { register } = useFormContext();
  const error = useError(name);
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1 flex gap-4">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={value}
              className="size-4 accent-brand-700"
              {...register(name)}
              id={`${id}-${value}`}
            />
            {value === 'yes' ? 'Yes' : 'No'}
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
