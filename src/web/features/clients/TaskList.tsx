import { utcToWindhoekLocal, windhoekDate } from '../../../domain/windhoek-time';
import type { ClientTask } from '../../../shared/clients';
import { formatDateTime, formatNearDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { PhoneLinks } from '../../ui/PhoneLinks';
import { toast } from '../../ui/toast-store';
import { useUpdateTask } from './api/clients';

const dayMs = 24 * 60 * 60 * 1000;

/** Snooze choices, in Windhoek time: tomorrow morning, in three days, next week. */
export function snoozeChoices(now: Date): { label: string; dueAt: string }[] {
  const morning = (days: number) => `${windhoekDate(new Date(now.getTime() + days * dayMs))}T09:00`;
  return [
    { label: 'Tomorrow 09:00', dueAt: morning(1) },
    { label: 'In 3 days', dueAt: morning(3) },
    { label: 'Next week', dueAt: morning(7) },
  ];
}

function TaskRow({ task, showClient, overdue }: { task: ClientTask; showClient: boolean; overdue: boolean }) {
  const update = useUpdateTask();
  const done = task.doneAt !== null;
  const change = (changes: Parameters<typeof update.mutateAsync>[0]['changes'], message: string) =>
    update.mutateAsync({ id: task.id, changes }).then(
      () => toast({ title: 'Saved', description: message }),
      () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'The task could not be saved. Please try again.',
        }),
    );
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 border-b border-slate-100 py-2.5 last:border-b-0">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        checked={done}
        disabled={update.isPending}
        onChange={(event) =>
          change(
            { done: event.target.checked },
            event.target.checked ? `Done: ${task.title}` : `Not done: ${task.title}`,
          )
        }
        aria-label={`Done: ${task.title}${showClient ? ` (${task.clientName})` : ''}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`font-medium ${done ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
          {task.title}
          {task.standsFor && task.standsFor > 1 ? (
            <span className="font-normal text-slate-600"> (for {task.standsFor} enquiries)</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {showClient ? (
            <>
              <Link to={`/admin/clients/${task.clientId}`} className="font-semibold text-brand-800 underline">
                {task.clientName}
              </Link>
              {' · '}
            </>
          ) : null}
          <span className={`whitespace-nowrap ${overdue && !done ? 'font-semibold text-red-700' : ''}`}>
            {overdue && !done ? 'Overdue: ' : 'Due '}
            {formatNearDateTime(task.dueAt)}
          </span>
        </p>
        {showClient && task.clientPhone ? (
          <p className="text-sm">
            <PhoneLinks
              phone={task.clientPhone}
              phoneE164={task.clientPhoneE164}
              name={task.clientName}
              compact
            />
          </p>
        ) : null}
      </div>
      {done ? null : (
        <details className="relative">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
            Snooze<span className="sr-only"> {task.title}</span>
          </summary>
          <ul className="absolute right-0 z-10 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            {snoozeChoices(new Date()).map((choice) => (
              <li key={choice.label}>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50"
                  onClick={(event) => {
                    event.currentTarget.closest('details')?.removeAttribute('open');
                    void change(
                      { dueAt: choice.dueAt },
                      `Snoozed to ${formatDateTime(`${choice.dueAt}:00+02:00`)}`,
                    );
                  }}
                >
                  {choice.label}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** Follow-ups with done and snooze; on the day list each names its client. */
export function TaskList({
  tasks,
  showClient = false,
  empty,
  now = new Date(),
}: {
  tasks: ClientTask[];
  showClient?: boolean;
  empty: string;
  now?: Date;
}) {
  if (tasks.length === 0) return <p className="py-3 text-slate-600">{empty}</p>;
  const stamp = now.toISOString();
  return (
    <ul>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} showClient={showClient} overdue={task.dueAt < stamp} />
      ))}
    </ul>
  );
}

/** The task's due time as a form's datetime-local value (Windhoek). */
export const dueAtLocal = (task: ClientTask) => utcToWindhoekLocal(task.dueAt);
