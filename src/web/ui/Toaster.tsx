import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, TOAST_DURATION } from './toast-store';

const noToasts: never[] = [];

/**
 * The one notification region: F8 focuses it, a toast can be swiped right (50 px) to dismiss,
 * and each stays 5000 ms (Radix's defaults, which are the spec's).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => noToasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          {item.title ? <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title> : null}
          {item.description ? (
            <RadixToast.Description className="text-sm opacity-90">{item.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-20 sm:max-w-sm" />
    </RadixToast.Provider>
  );
}
