import { type ReactNode, useId, useState } from 'react';

/**
 * A section that opens on a phone and is always open on a laptop (issue 44: the client's page put
 * what the adviser reaches for between meetings first, the rest folded). Decided by the width in
 * CSS, so the page rendered on the server is right at every width before any script runs.
 */
export function PhoneFold({ label, children }: { label: string; children: ReactNode }) {
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
        className="flex min-h-12 w-full items-center justify-between rounded-2xl border border-slate-200 bg-white px-4 py-3 text-left font-semibold text-slate-900 shadow-sm lg:hidden"
      >
        {label}
        <span aria-hidden="true" className="text-xl leading-none text-brand-800">
          {open ? '−' : '+'}
        </span>
      </button>
      <div id={id} className={open ? 'mt-2 lg:mt-0' : 'hidden lg:block'}>
        {children}
      </div>
    </div>
  );
}
