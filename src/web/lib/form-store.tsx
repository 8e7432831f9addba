import { createContext, type ReactNode, useContext, useRef, useSyncExternalStore } from 'react';

/**
 * A form's values and messages: the FNA wizard's many steps and lists, and the site's short
 * forms (sign-in, the lead dialog, the book order and workshop registration dialogs). Values are
 * updated by path ('personalInfo.income', 'beneficiaries.0.fullName') without changing the
 * untouched branches, so a field re-renders only when its own value or message changes. The rules
 * come from `validate` (a shared zod schema, through `checkWith`; the wizard loads it on demand:
 * issue 22). A changed field is checked as it is typed (`checkAsTyped: 'always'`, the wizard) or
 * only once the form has been submitted (`'afterSubmit'`, the short forms: no message while the
 * visitor is still typing their first answer), a step when the visitor moves on, the whole form
 * on submit (the first field with a message then takes the focus).
 */

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export type Validation<Out> = { ok: true; data: Out } | { ok: false; issues: readonly Issue[] };
type Errors = Readonly<Record<string, string>>;

interface Schema<Out> {
  safeParse(
    values: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/** A zod schema's rules as a store's `validate` (the caller's import decides when zod loads). */
export function checkWith<In, Out>(schema: Schema<Out>): (values: In) => Validation<Out> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: parsed.error.issues };
  };
}

export interface FormStoreOptions {
  /** When a typed change is checked: at once, or only after the first submit. */
  checkAsTyped?: 'always' | 'afterSubmit';
}

export function valueAt(values: unknown, path: string): unknown {
  if (path === '') return values;
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `values` with `value` at `path`: the branches off the path are the same objects. */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const node = values as unknown;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
    ? [...node]
    : { ...(node !== null && typeof node === 'object' ? node : {}) };
  const child = (node as Record<string, unknown> | null | undefined)?.[key];
  (copy as Record<string, unknown>)[key] = rest.length ? withValueAt(child, rest.join('.'), value) : value;
  return copy as T;
}

const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.');
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/** The first message for each path, in the order the rules found them. */
export function messagesOf(issues: readonly Issue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[pathText(issue.path)] ??= issue.message;
  return messages;
}

export class FormStore<In, Out> {
  private values: In;
  private errors: Errors = {};
  private version = 0;
  private submitted = false;
  private readonly listeners = new Set<() => void>();
  private readonly validate: (values: In) => Promise<Validation<Out>>;

  constructor(
    readonly defaultValues: In,
    validate: (values: In) => Validation<Out> | Promise<Validation<Out>>,
    private readonly options: FormStoreOptions = {},
  ) {
    this.values = defaultValues;
    this.validate = async (values) => validate(values);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getValues = (): In => this.values;
  get = (path: string): unknown => valueAt(this.values, path);
  error = (path: string): string | undefined => this.errors[path];

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private setErrors(errors: Errors) {
    this.errors = errors;
    this.emit();
  }

  /** A typed change: stored at once, then checked (its message shown or cleared, fixed ones cleared). */
  setValue(path: string, value: unknown, options: { check?: boolean } = {}): Promise<void> {
    this.values = withValueAt(this.values, path, value);
    const version = ++this.version;
    this.emit();
    const waiting = this.options.checkAsTyped === 'afterSubmit' && !this.submitted;
    if (options.check === false || waiting) return Promise.resolve();
    // Settles once the check is applied (or dropped for a later one); a failed load shows nothing.
    return this.validate(this.values).then(
      (result) => {
        // A later change (or a reset) has its own check.
        if (version !== this.version) return;
        const found = result.ok ? {} : messagesOf(result.issues);
        const errors: Record<string, string> = {};
        for (const shown of Object.keys(this.errors)) if (found[shown]) errors[shown] = found[shown];
        if (found[path]) errors[path] = found[path];
        this.setErrors(errors);
      },
      () => undefined,
    );
  }

  /** A list changed shape (a row added or removed): its rows' messages go, the next check brings them back. */
  setList(path: string, rows: unknown[]) {
    void this.setValue(path, rows, { check: false });
    this.setErrors(
      Object.fromEntries(Object.entries(this.errors).filter(([key]) => !isUnder(key, `${path}`))),
    );
  }

  /** New values, no messages, and (for a form checked after submit) quiet typing again. */
  reset(values: In = this.defaultValues) {
    this.values = values;
    this.version++;
    this.submitted = false;
    this.setErrors({});
  }

  /** Checks the named sections (a step before Next): their messages shown, true when there are none. */
  async trigger(sections: readonly string[]): Promise<boolean> {
    const result = await this.validate(this.values);
    const found = result.ok ? {} : messagesOf(result.issues);
    const inSections = (key: string) => sections.some((section) => isUnder(key, section));
    const errors = Object.fromEntries(Object.entries(this.errors).filter(([key]) => !inSections(key)));
    for (const [key, message] of Object.entries(found)) if (inSections(key)) errors[key] = message;
    this.setErrors(errors);
    return !Object.keys(found).some(inSections);
  }

  /** The whole form checked; valid, `onValid` gets the parsed values, else the first field with a message is focused. */
  handleSubmit(onValid: (values: Out) => unknown) {
    return async (event?: { preventDefault(): void; currentTarget?: unknown }) => {
      event?.preventDefault();
      this.submitted = true;
      // The fields are looked up by name in the submitted form (another form may use the same names).
      const form = event?.currentTarget;
      const scope =
        typeof HTMLFormElement !== 'undefined' && form instanceof HTMLFormElement ? form : undefined;
      const result = await this.validate(this.values);
      if (!result.ok) {
        const errors = messagesOf(result.issues);
        this.setErrors(errors);
        for (const path of Object.keys(errors)) {
          const field = (scope ?? globalThis.document)?.querySelector<HTMLElement>(
            `[name="${CSS.escape(path)}"]`,
          );
          if (field) {
            field.focus();
            break;
          }
        }
        return;
      }
      this.setErrors({});
      await onValid(result.data);
    };
  }
}

const FormContext = createContext<FormStore<unknown, unknown> | null>(null);

export function FormProvider<In, Out>({
  store,
  children,
}: {
  store: FormStore<In, Out>;
  children: ReactNode;
}) {
  return <FormContext.Provider value={store as FormStore<unknown, unknown>}>{children}</FormContext.Provider>;
}

export function useFormStore<In = unknown, Out = unknown>(): FormStore<In, Out> {
  const store = useContext(FormContext);
  if (!store) throw new Error('useFormStore outside a FormProvider');
  return store as FormStore<In, Out>;
}

/** The value at `path` (the whole form without one), re-rendering when it changes. */
export function useValue<T = unknown>(path = ''): T {
  const store = useFormStore();
  const read = () => store.get(path) as T;
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useFieldError(path: string): string | undefined {
  const store = useFormStore();
  const read = () => store.error(path);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** What a text input or text area needs to show and change the value at `name`, and its message. */
export function useTextInput(name: string) {
  const store = useFormStore();
  const value = useValue(name);
  return {
    name,
    value: value === undefined || value === null ? '' : String(value),
    error: useFieldError(name),
    onChange: (event: { target: { value: string } }) => store.setValue(name, event.target.value),
  };
}

let nextKey = 0;

/** The rows of a list at `path`, each with a key that stays with it when a row before it goes. */
export function useList<Row>(path: string) {
  const store = useFormStore();
  const rows = useValue<Row[] | undefined>(path) ?? [];
  const keys = useRef<string[]>([]);
  while (keys.current.length < rows.length) keys.current.push(`row-${nextKey++}`);
  keys.current.length = rows.length;
  return {
    keys: keys.current.slice(),
    append: (row: Row) => store.setList(path, [...rows, row]),
    remove: (index: number) => {
      keys.current.splice(index, 1);
      store.setList(
        path,
        rows.filter((_, at) => at !== index),
      );
    },
  };
}
