/** A wizard's progress: a bar with its percentage for assistive technology. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
