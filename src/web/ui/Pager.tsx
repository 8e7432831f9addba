/**
 * Previous / Next under a paged list, with "Page 2 of 7 (312 records)" read out as it changes;
 * one line of the total when everything fits on one page.
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  /** What the navigation is called for screen readers ("Consultations pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** Singular and plural: ['record', 'records']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]}`;
  if (total <= pageSize)
    return (
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {count}
      </p>
    );
  const buttonClasses = 'rounded-md border border-slate-300 px-3 py-1.5 font-semibold disabled:opacity-50';
  return (
    <nav className="mt-4 flex items-center justify-between gap-3 text-sm" aria-label={label}>
      <button type="button" className={buttonClasses} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages} ({count})
      </span>
      <button
        type="button"
        className={buttonClasses}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
