import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/**
 * Form fields with a visible label, an optional hint, and the error message under the field
 * (announced with the field through aria-describedby and aria-invalid).
 */

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-invalid:border-red-700';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
}

function describedBy(ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * The label, hint and error around one control, with the ids that tie them to it: the control is
 * given `id`, `aria-invalid` and `aria-describedby` (one frame for TextField and TextArea).
 */
function FieldFrame({
  label,
  hint,
  error,
  optional,
  className,
  control,
}: FieldFrameProps & {
  className: string;
  control: (described: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([hint !== undefined && hintId, error !== undefined && errorId]),
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field's frame props (label, hint, error, optional, class), and the rest for its control. */
function splitFrame<Rest>({
  label,
  hint,
  error,
  optional,
  className = '',
  ...control
}: FieldFrameProps & { className?: string | undefined } & Rest) {
  return [{ label, hint, error, optional, className }, control] as const;
}

/**
 * A native file field styled as a button with the chosen file's name beside it: it fills its
 * column and never runs past a phone's edge (issue 59: an unstyled "Choose File" at 380 px).
 */
export const fileInputClass =
  'mt-1.5 block w-full max-w-full min-w-0 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50';

export function TextField({
  ref,
  ...props
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(described) => (
        <input {...described} ref={ref} className={`${controlClasses} mt-1.5`} {...input} />
      )}
    />
  );
}

export function TextArea({
  ref,
  ...props
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const [frame, textarea] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(described) => (
        <textarea {...described} ref={ref} className={`${controlClasses} mt-1.5`} {...textarea} />
      )}
    />
  );
}

export interface OptionCard<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * A group of radio buttons (or checkboxes with `multiple`) drawn as tappable cards. Native inputs,
 * so arrow keys, Space and screen readers behave as people expect.
 */
export function OptionCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns = 1,
  legendClassName = 'font-medium text-slate-800',
}: {
  legend: ReactNode;
  name: string;
  options: readonly OptionCard<T>[];
  error?: string | undefined;
  columns?: 1 | 2;
  legendClassName?: string;
} & (
  | { multiple?: false; value: T | undefined; onChange: (value: T) => void }
  | { multiple: true; value: readonly T[]; onChange: (value: T[]) => void }
)) {
  const id = useId();
  const multiple = Array.isArray(value);
  const isChecked = (option: T) => (Array.isArray(value) ? value.includes(option) : value === option);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={`mt-3 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => {
                if (Array.isArray(value)) {
                  const next = value.includes(option.value)
                    ? value.filter((entry) => entry !== option.value)
                    : [...value, option.value];
                  (onChange as (value: T[]) => void)(next);
                } else {
                  (onChange as (value: T) => void)(option.value);
                }
              }}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description ? (
                <span className="block text-sm text-slate-600">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A labelled native select: its options as a list, or as children; an error under it as the
 * other fields show it.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  children,
  disabled,
  error,
  name,
}: {
  label: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClasses} mt-1.5 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600`}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden honeypot field: people never see or fill it; bots do (see shared/fields.ts). */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave empty)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
