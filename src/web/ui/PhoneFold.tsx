import { type ReactNode, useId, useState } from 'react';

/**
 * A section that opens on a phone and is always open on a laptop (issue 44: the client's page put
 * what the adviser reaches for between meetings first, the rest folded). Decided by the width in
 * CSS, so the page rendered on the server is right at every width before any script runs.
 */
export function PhoneFold({
  label,
  children,
  urgent = false,
}: {
  label: string;
  children: ReactNode;
  /** Something late (overdue reviews): the folded line says so in amber, not as any other fold. */
  urgent?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        data-fold=""
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`flex min-h-12 w-full items-center justify-between rounded-2xl border px-4 py-3 text-left font-semibold shadow-sm lg:hidden ${urgent ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-900'}`}
      >
        {label}
        <span aria-hidden="true" className="text-xl leading-none text-brand-800">
          {open ? '−' : '+'}
        </span>
      </button>
      {/* Opened on a phone, the section's own heading is for screen readers: the fold's line names it already (issue 59). */}
      <div
        id={id}
        className={`max-lg:[&>*:first-child_h2:first-of-type]:sr-only ${open ? 'mt-2 lg:mt-0' : 'hidden lg:block'}`}
      >
        {children}
      </div>
    </div>
  );
}
