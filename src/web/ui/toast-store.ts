/**
 * The toast queue of the spec: one toast at a time (a new one replaces the old), 5000 ms on
 * screen, a dismissed toast removed after 1,000,000 ms. Module state, so any code can call
 * `toast()`; the <Toaster> subscribes to it.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

let mountToaster: (() => void) | null = null;

/**
 * `mount` is called when a toast is raised and no toaster is there to show it: a page built as
 * islands mounts its toaster then (islands/hydrate-island.tsx), not while the visitor's first
 * taps are being answered. The toaster shows the toasts raised before it (`currentToasts`).
 */
export function whenToastHasNoToaster(mount: () => void): void {
  mountToaster = mount;
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  if (listeners.size === 0) mountToaster?.();
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts(): ToastItem[] {
  return toasts;
}
