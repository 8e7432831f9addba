import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts,
  dismissToast,
  subscribeToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
} from './toast-store';

describe('toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('has the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'Success!', description: "You've been subscribed to our newsletter." });
    toast({ title: 'Error', description: 'Failed to subscribe to newsletter.', variant: 'destructive' });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { dismiss } = toast({ title: 'Thank you!' });
    dismiss();
    expect(currentToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts((toasts) => seen.push(toasts.length));
    toast({ title: 'One' });
    unsubscribe();
    toast({ title: 'Two' });
    expect(seen).toEqual([1]);
  });
});
