import { createContext, type ReactNode, useContext, useRef, useSyncExternalStore } from 'react';

/**
 * A form's values and messages, for a form of many steps and lists (the FNA wizard). Values are
 * updated by path ('personalInfo.income', 'beneficiaries.0.fullName') without changing the
 * untouched branches, so a field re-renders only when its own value or message changes. The rules
 * come from `validate` (the shared zod schema, loaded on demand: issue 22), as in react-hook-form's
 * "onChange" mode: a changed field is checked as it is typed, a step when the visitor moves on, the
 * whole form on submit (the first field with a message then takes the focus).
 */

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export type Validation<Out> = { ok: true; data: Out } | { ok: false; issues: readonly Issue[] };
type Errors = Readonly<Record<string, string>>;

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
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly defaultValues: In,
    private readonly validate: (values: In) => Promise<Validation<Out>>,
  ) {
    this.values = defaultValues;
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
    if (options.check === false) return Promise.resolve();
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

  reset(values: In) {
    this.values = values;
    this.version++;
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
  handleSubmit(onValid: (values: Out) => Promise<void> | void) {
    return async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const result = await this.validate(this.values);
      if (!result.ok) {
        const errors = messagesOf(result.issues);
        this.setErrors(errors);
        for (const path of Object.keys(errors)) {
          const field = typeof document === 'undefined' ? undefined : document.getElementsByName(path)[0];
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
