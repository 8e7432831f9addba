import { formatNad } from '../../../domain/money';
import { isFollowUpOverdue } from '../../../domain/pipeline/board';
import type { PipelineLead } from '../../../shared/pipeline';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { PriorityBadge } from '../admin';

/**
 * What a card on the board says: who, an existing client's opportunity, how many times they asked
 * for it (issue 59: one card per person and need), its value, priority, next follow-up and notes.
 */
export function CardBody({ lead, today }: { lead: PipelineLead; today: string }) {
  const overdue = isFollowUpOverdue(lead.nextFollowUp, today);
  // The client's next open task (issue 18) comes first; the card's own date otherwise.
  const taskOverdue = lead.nextTaskDueAt !== null && lead.nextTaskDueAt < new Date().toISOString();
  return (
    <>
      <span className="block font-semibold break-words text-slate-900">{lead.name}</span>
      {lead.existingClient ? (
        <span className="mt-0.5 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
          Existing client
        </span>
      ) : null}
      {lead.asked > 1 ? (
        <span className="mt-0.5 ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Asked {lead.asked} times
        </span>
      ) : null}
      {lead.company ? <span className="block text-sm text-slate-600 break-words">{lead.company}</span> : null}
      <span className="mt-1 flex flex-wrap items-center justify-between gap-1">
        <span className="text-sm font-semibold text-brand-800">
          {lead.estimatedValueCents === null ? 'No value yet' : formatNad(lead.estimatedValueCents)}
        </span>
        <PriorityBadge priority={lead.priority} />
      </span>
      {lead.nextTaskDueAt ? (
        <span className={`mt-1 block text-xs ${taskOverdue ? 'font-bold text-red-700' : 'text-slate-600'}`}>
          {taskOverdue ? 'Overdue follow-up: ' : 'Follow up: '}
          {formatDateTime(lead.nextTaskDueAt)}
        </span>
      ) : lead.nextFollowUp ? (
        <span className={`mt-1 block text-xs ${overdue ? 'font-bold text-red-700' : 'text-slate-600'}`}>
          {overdue ? 'Overdue follow-up: ' : 'Follow up: '}
          {formatCalendarDate(lead.nextFollowUp)}
        </span>
      ) : null}
      {lead.notes ? <span className="mt-1 line-clamp-2 text-xs text-slate-700">{lead.notes}</span> : null}
      <span className="mt-1 block text-xs text-slate-500">{lead.source}</span>
    </>
  );
}
