import { type RecordStatus, recordStatusLabels } from '../../../shared/admin';

/** The spec's colours: pending yellow, completed green, cancelled red, in_progress blue. */
const statusClasses: Record<RecordStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  in_progress: 'bg-blue-100 text-blue-900 ring-blue-300',
};

/** Priorities: high red, medium yellow, low green (the spec's); urgent a deeper red with its own word. */
const priorityClasses: Record<string, string> = {
  urgent: 'bg-red-700 text-white ring-red-800',
  high: 'bg-red-100 text-red-900 ring-red-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-green-100 text-green-900 ring-green-300',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StatusBadge({ status }: { status: string }) {
  const known = status in statusClasses ? (status as RecordStatus) : undefined;
  return (
    <span
      className={`${badge} ${known ? statusClasses[known] : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
    >
      {known ? recordStatusLabels[known] : status}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span
      className={`${badge} capitalize ${priorityClasses[priority] ?? 'bg-slate-100 text-slate-800 ring-slate-300'}`}
    >
      {priority}
    </span>
  );
}
