import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors, Outcome } from '../../../domain/calculators/inputs';
import { useUrlState } from '../../lib/url-state';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/Field';

export { SelectField } from '../../ui/Field';

import { useConsultation } from '../consultation';
import Chart, { type ChartProps } from './charts';

/** Keeps digits and the first decimal point: what the spec lets a number field hold. */
export function numericText(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1
    ? cleaned
    : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, '')}`;
}

/** A field's text as a number: blank is undefined (the domain decides what blank means). */
export function parseNumber(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * A calculator's answer, computed once the visitor asks (Calculate), not at each keystroke before:
 * every field read as a number and given to the domain's calculation, which names what is wrong
 * or gives the result (one place for what each calculator page did alike).
 */
export function calculatorAnswer<Field extends string, Result>(
  form: { submitted: boolean; values: Record<Field, string> },
  fields: readonly Field[],
  calculate: (inputs: Partial<Record<Field, number>>) => Outcome<Result, Field>,
): { result: Result | null; errors: FieldErrors<Field> } {
  if (!form.submitted) return { result: null, errors: {} };
  const outcome = calculate(
    Object.fromEntries(fields.map((field) => [field, parseNumber(form.values[field])])) as Partial<
      Record<Field, number>
    >,
  );
  return outcome.ok ? { result: outcome.result, errors: {} } : { result: null, errors: outcome.errors };
}

type QueryChanges = Record<string, string | string[] | null>;

/**
 * A calculator's inputs, kept in the URL. The result shows once the visitor calculates (or opens
 * a link that holds inputs) and then follows the inputs as they change.
 *
 * The fields read what was typed from React state first: the URL updates a moment later, and a
 * field that waited for it would drop the keys typed in between.
 */
export function useCalculatorForm<Field extends string>(
  fields: readonly Field[],
  defaults: Partial<Record<Field, string>> = {},
) {
  const { params, hydrated, update: updateUrl } = useUrlState();
  const [submitted, setSubmitted] = useState(false);
  const [typed, setTyped] = useState<Record<string, string | string[] | null>>({});
  // A shared link with inputs shows its result at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the URL becomes readable
  useEffect(() => {
    if (hydrated && fields.some((field) => params.has(field))) setSubmitted(true);
  }, [hydrated]);
  const get = (key: string): string | null => {
    if (key in typed) {
      const value = typed[key];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    }
    return params.get(key);
  };
  const getAll = (key: string): string[] => {
    if (key in typed) {
      const value = typed[key];
      return value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    }
    return params.getAll(key);
  };
  const update = (changes: QueryChanges) => {
    setTyped((current) => ({ ...current, ...changes }));
    updateUrl(changes);
  };
  const values = Object.fromEntries(
    fields.map((field) => [field, get(field) ?? defaults[field] ?? '']),
  ) as Record<Field, string>;
  return {
    values,
    submitted,
    getAll,
    /** `extra`: other query values to write in the same step (two updates in one tick would race). */
    submit: (extra: QueryChanges = {}) => {
      setSubmitted(true);
      // Defaults become part of the link, so it restores the same result.
      update({ ...Object.fromEntries(fields.map((field) => [field, values[field]])), ...extra });
    },
    setValue: (field: Field, text: string) => update({ [field]: text }),
    /** A field's value, its change and its error, for a `NumberField` or `SelectField`. */
    bind: (field: Field, errors: FieldErrors<Field>) => ({
      value: values[field],
      onChange: (text: string) => update({ [field]: text }),
      error: errors[field],
    }),
    reset: (extra: QueryChanges = {}) => {
      setSubmitted(false);
      update({ ...Object.fromEntries(fields.map((field) => [field, null])), ...extra });
    },
    update,
  };
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  whole,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Whole numbers only (ages, counts). */
  whole?: boolean;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      optional={optional}
      error={error}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const text = numericText(event.target.value);
        onChange(whole ? text.replace('.', '') : text);
      }}
    />
  );
}

/** The calculator's card: its inputs, its buttons, and the result below. */
export function CalculatorCard({
  title,
  intro,
  onSubmit,
  children,
  buttons = <Button type="submit">Calculate</Button>,
  result,
}: {
  title: string;
  intro: string;
  onSubmit: () => void;
  children: ReactNode;
  /** The form's buttons: Calculate unless said. */
  buttons?: ReactNode;
  result: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <form
        className="mt-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">{buttons}</div>
      </form>
      {/* Announced when it appears or changes. */}
      <div aria-live="polite">{result}</div>
    </section>
  );
}

export interface ResultLine {
  label: string;
  value: string;
  /** Shown stronger: a total. */
  strong?: boolean;
}

export function ResultPanel({
  headline,
  figure,
  lines,
  assumptions,
  chart,
  action,
  note,
}: {
  headline: string;
  figure: string;
  lines: ResultLine[];
  assumptions: string[];
  chart?: ReactNode;
  action: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="mt-8 rounded-2xl bg-brand-50 p-5 sm:p-6" data-testid="calculator-result">
      <h3 className="text-lg font-semibold text-brand-900">{headline}</h3>
      <p className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl" data-testid="result-figure">
        {figure}
      </p>
      {note ? <div className="mt-3 text-slate-800">{note}</div> : null}
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {lines.map((line) => (
          <div
            key={line.label}
            className="flex flex-wrap justify-between gap-x-4 border-b border-brand-100 py-1.5"
          >
            <dt className="text-slate-700">{line.label}</dt>
            <dd
              className={`ml-auto text-right text-slate-900 ${line.strong ? 'font-bold' : 'font-semibold'}`}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      {chart ? <div className="mt-6">{chart}</div> : null}
      <div className="mt-6">
        <h4 className="font-semibold text-slate-900">Assumptions</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">{action}</div>
    </div>
  );
}

/** Retirement, mortgage, tax, vehicle and debt results lead to a quote (the spec). */
export function QuoteAction({ label }: { label: string }) {
  return (
    <ButtonLink to="/quote" variant="accent">
      {label}
    </ButtonLink>
  );
}

/** Life cover and the others open the consultation dialog (the spec). */
export function ConsultationAction({ label }: { label: string }) {
  const { openConsultation } = useConsultation();
  return (
    <Button variant="accent" onClick={openConsultation}>
      {label}
    </Button>
  );
}

/** A result's line chart (charts.tsx: the page's own SVG, nothing to load). */
export function ResultChart(props: ChartProps) {
  return (
    <figure>
      <figcaption className="mb-2 font-semibold text-slate-900">{props.title}</figcaption>
      <Chart {...props} />
    </figure>
  );
}

/**
 * The tax and vehicle calculators show a calculating state (the spec): the button reads
 * 'Calculating...' for a moment before the result appears.
 */
export function useCalculating(onDone: () => void, delayMs = 400) {
  const [calculating, setCalculating] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!calculating) return;
    const timer = setTimeout(() => {
      setCalculating(false);
      done.current();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [calculating, delayMs]);
  return { calculating, start: () => setCalculating(true) };
}
