import { type RefObject, useEffect } from 'react';

/**
 * A module fetched once, on demand. The forms' validation (the shared zod schemas, ~26 KB gzip)
 * is not part of the JavaScript a page needs before it is interactive (issue 22): a form starts
 * loading it when the visitor first touches the form, and awaits it when it is submitted.
 * A failed load is forgotten, so the next attempt fetches again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Starts a load early (when the visitor first focuses a form); a failure waits for the real use. */
export function preload(get: () => Promise<unknown>): void {
  get().catch(() => undefined);
}

/** Starts the load when focus first enters the element (a form that is not a <form>). */
export function usePreloadOnFocus(ref: RefObject<HTMLElement | null>, get: () => Promise<unknown>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const start = () => preload(get);
    element.addEventListener('focusin', start, { once: true });
    return () => element.removeEventListener('focusin', start);
  }, [ref, get]);
}
