import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkWith, FormStore, messagesOf, valueAt, withValueAt } from './form-store';

const schema = z.object({
  person: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().min(18, 'Adults only') }),
  rows: z.array(z.object({ label: z.string().min(1, 'Label is required') })),
  note: z.string().max(5, 'Too long'),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

const check = checkWith<In, Out>(schema);
const empty: In = { person: { name: '', age: 20 }, rows: [], note: '' };

describe('paths', () => {
  const values = { a: { b: [{ c: 1 }, { c: 2 }] }, d: { e: 'x' } };

  it.each([
    ['a.b.1.c', 2],
    ['a.b.0', { c: 1 }],
    ['d.e', 'x'],
    ['a.missing.deeper', undefined],
    ['d.e.f', undefined],
  ])('reads %s', (path, expected) => {
    expect(valueAt(values, path)).toEqual(expected);
  });

  it('writes a copy that shares every branch off the path', () => {
    const next = withValueAt(values, 'a.b.1.c', 3);
    expect(next.a.b[1]).toEqual({ c: 3 });
    expect(values.a.b[1]).toEqual({ c: 2 });
    expect(Array.isArray(next.a.b)).toBe(true);
    expect(next.d).toBe(values.d);
    expect(next.a.b[0]).toBe(values.a.b[0]);
  });

  it('keeps the first message of each path', () => {
    expect(
      messagesOf([
        { path: ['a', 0, 'b'], message: 'first' },
        { path: ['a', 0, 'b'], message: 'second' },
        { path: ['c'], message: 'other' },
      ]),
    ).toEqual({ 'a.0.b': 'first', c: 'other' });
  });
});

describe('FormStore', () => {
  it('checks a typed field as it changes, and shows no message for fields not touched', async () => {
    const store = new FormStore(empty, check);
    const listener = vi.fn();
    store.subscribe(listener);
    const checked = store.setValue('note', 'far too long');
    expect(store.get('note')).toBe('far too long');
    expect(listener).toHaveBeenCalled();
    await checked;
    expect(store.error('note')).toBe('Too long');
    // The empty name breaks a rule too, but nobody has touched it yet.
    expect(store.error('person.name')).toBeUndefined();
    await store.setValue('note', 'ok');
    expect(store.error('note')).toBeUndefined();
  });

  it('applies only the check of the last change when several are in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async (values: In) => {
      await gate;
      return check(values);
    };
    const store = new FormStore(empty, slow);
    const first = store.setValue('note', 'far too long');
    const second = store.setValue('note', 'ok');
    release();
    await Promise.all([first, second]);
    expect(store.error('note')).toBeUndefined();
  });

  it('checks a step’s sections before Next, and only theirs', async () => {
    const store = new FormStore({ ...empty, rows: [{ label: '' }], note: 'far too long' }, check);
    expect(await store.trigger(['person'])).toBe(false);
    expect(store.error('person.name')).toBe('Name is required');
    expect(store.error('note')).toBeUndefined();
    store.setValue('person.name', 'Ann');
    expect(await store.trigger(['person'])).toBe(true);
    expect(store.error('person.name')).toBeUndefined();
    expect(await store.trigger(['rows'])).toBe(false);
    expect(store.error('rows.0.label')).toBe('Label is required');
  });

  it('drops a list’s messages when a row goes, so they never sit under the wrong row', async () => {
    const store = new FormStore({ ...empty, rows: [{ label: '' }, { label: 'kept' }] }, check);
    await store.trigger(['rows']);
    expect(store.error('rows.0.label')).toBe('Label is required');
    store.setList('rows', [{ label: 'kept' }]);
    expect(store.error('rows.0.label')).toBeUndefined();
    expect(store.get('rows')).toEqual([{ label: 'kept' }]);
  });

  it('submits the parsed values when every rule holds, and shows every message when not', async () => {
    const store = new FormStore(empty, check);
    const onValid = vi.fn();
    await store.handleSubmit(onValid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(store.error('person.name')).toBe('Name is required');
    store.setValue('person.name', 'Ann');
    await store.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledWith({ person: { name: 'Ann', age: 20 }, rows: [], note: '' });
    expect(store.error('person.name')).toBeUndefined();
  });

  it('starts again from other values on reset, without messages', async () => {
    const store = new FormStore(empty, check);
    await store.handleSubmit(() => undefined)();
    store.reset({ ...empty, note: 'x' });
    expect(store.error('person.name')).toBeUndefined();
    expect(store.getValues().note).toBe('x');
    expect(store.defaultValues).toBe(empty);
  });

  it('checks typing only after the first submit when asked to (the short forms), and quiet again after a reset', async () => {
    const store = new FormStore(empty, check, { checkAsTyped: 'afterSubmit' });
    await store.setValue('note', 'far too long');
    expect(store.error('note')).toBeUndefined();
    await store.handleSubmit(() => undefined)();
    expect(store.error('note')).toBe('Too long');
    expect(store.error('person.name')).toBe('Name is required');
    // After the attempt, a change is checked as it is typed: a fixed field loses its message.
    await store.setValue('person.name', 'Ann');
    expect(store.error('person.name')).toBeUndefined();
    expect(store.error('note')).toBe('Too long');
    store.reset();
    expect(store.getValues()).toBe(empty);
    await store.setValue('note', 'still far too long');
    expect(store.error('note')).toBeUndefined();
  });
});
