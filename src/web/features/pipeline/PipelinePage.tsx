import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type KeyboardEvent, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import {
  type BoardClientFilter,
  boardClientFilterLabels,
  boardClientFilters,
} from '../../../domain/clients/stages';
import { formatNad } from '../../../domain/money';
import {
  type PipelineBoard,
  type PipelineLead,
  type PipelineStage,
  pipelinePriorities,
  pipelineStageDescriptions,
  pipelineStageLabel,
  pipelineStages,
} from '../../../shared/pipeline';
import { useDocumentMeta } from '../../layout/Seo';
import { todayInWindhoek } from '../../lib/dates';
import { useSettled } from '../../lib/use-settled';
import { Button } from '../../ui/Button';
import { SideScroll } from '../../ui/SideScroll';
import { toast } from '../../ui/toast-store';
import { AdminGate, LogoutButton } from '../admin';
import { FollowUpDialog } from '../clients';
import { boardUrl, useMovePipelineLead, usePipelineBoard } from './api/pipeline-leads';
import { CardBody } from './CardBody';
import { LeadDialog } from './LeadDialog';

/** Cards a column shows before 'Show more': a board of thousands stays quick to draw and to scan. */
const cardsPerStep = 100;

/**
 * Arrow keys move a picked-up card one column left or right (instead of dnd-kit's default 25 px
 * steps), so a keyboard user needs one key press per stage.
 */
let keyboardTargetCentre: number | null = null;

/** Called when a drag ends (a key press can come before onDragStart runs, so not at the start). */
function resetKeyboardTarget() {
  keyboardTargetCentre = null;
}

const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  // The card's rect catches up with a move one render later: two quick presses must still move
  // two columns, so the next column is counted from where the last press sent the card.
  const centre = collisionRect.left + collisionRect.width / 2;
  const from = keyboardTargetCentre ?? centre;
  // The columns' places read from the page now: dnd-kit measures them a moment after the pick-up.
  const centres = droppableContainers
    .getEnabled()
    .map((container) => container.node.current?.getBoundingClientRect())
    .filter((rect): rect is DOMRect => rect !== undefined)
    .map((rect) => rect.left + rect.width / 2)
    .sort((a, b) => a - b);
  const target =
    direction > 0 ? centres.find((x) => x > from + 1) : [...centres].reverse().find((x) => x < from - 1);
  if (target === undefined) return undefined;
  keyboardTargetCentre = target;
  return { x: currentCoordinates.x + (target - centre), y: currentCoordinates.y };
};

function leadName(lead: PipelineLead | undefined): string {
  return lead ? lead.name : 'The lead';
}

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${leadName(active.data.current?.lead)}, in ${pipelineStageLabel(String(active.data.current?.lead?.status))}. Use the left and right arrow keys to choose a stage, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${leadName(active.data.current?.lead)} is over ${pipelineStageLabel(String(over.id))}.`
      : `${leadName(active.data.current?.lead)} is not over a stage.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${leadName(active.data.current?.lead)} was dropped on ${pipelineStageLabel(String(over.id))}.`
      : `${leadName(active.data.current?.lead)} was dropped back where it was.`,
  onDragCancel: ({ active }) => `Moving ${leadName(active.data.current?.lead)} was cancelled.`,
};

function LeadCard({
  lead,
  today,
  onOpen,
}: {
  lead: PipelineLead;
  today: string;
  onOpen: (lead: PipelineLead) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: lead.id, data: { lead } });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-lead-id={lead.id}
      // Mouse clicks open the card; a key's click (detail 0) is left to onKeyDown, where Space
      // belongs to dragging and Enter opens.
      onClick={(event) => {
        if (event.detail > 0) onOpen(lead);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        listeners?.onKeyDown?.(event);
        if (event.key === 'Enter' && !isDragging && !event.defaultPrevented) onOpen(lead);
      }}
      className={`block w-full cursor-grab rounded-xl border border-slate-200 bg-white p-2.5 text-left shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${isDragging ? 'opacity-40' : ''}`}
    >
      <CardBody lead={lead} today={today} />
    </button>
  );
}

function StageColumn({
  stage,
  column,
  today,
  onOpen,
  onShowMore,
}: {
  stage: (typeof pipelineStages)[number];
  column: PipelineBoard['stages'][number];
  today: string;
  onOpen: (lead: PipelineLead) => void;
  onShowMore: () => void;
}) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: stage.id });
  const description = pipelineStageDescriptions[stage.id];
  const hidden = column.count - column.leads.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage.id}
      className={`flex min-w-0 flex-col rounded-2xl border p-2 transition-colors ${isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-slate-100'}`}
    >
      <header className="px-1 pb-2">
        <h2 id={headingId} className="text-sm font-bold text-slate-900" title={description}>
          {stage.label}
        </h2>
        <p className="text-xs text-slate-700">
          <span data-testid="stage-count">{column.count.toLocaleString('en-US')}</span>
          {/* No money figure where there is none (issue 59: "Medicals 1 · N$ 0.00"). */}
          {column.valueCents > 0 ? ` · ${formatNad(column.valueCents)}` : null}
        </p>
      </header>
      <ul className="flex flex-1 flex-col gap-2" aria-label={`${stage.label} leads`}>
        {column.leads.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} today={today} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="mt-2 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-white"
          onClick={onShowMore}
        >
          Show more ({hidden.toLocaleString('en-US')} not shown)
        </button>
      ) : null}
    </section>
  );
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm" role="alert">
        <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
        <p className="mt-2 text-slate-700">Unable to load pipeline data. Please check your authentication.</p>
        <LogoutButton className="mt-4" />
      </div>
    </div>
  );
}

function Board() {
  const searchId = useId();
  const priorityId = useId();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [priority, setPriority] = useState<string>('all');
  const [clients, setClients] = useState<BoardClientFilter>('all');
  const [limit, setLimit] = useState(cardsPerStep);
  const boardQuery = usePipelineBoard(search, priority, limit, clients);
  const move = useMovePipelineLead([boardUrl(search, priority, limit, clients)]);
  const [followUpFor, setFollowUpFor] = useState<Parameters<typeof FollowUpDialog>[0]['target']>(null);
  const [dialog, setDialog] = useState<{ open: boolean; lead: PipelineLead | null }>({
    open: false,
    lead: null,
  });
  const [dragged, setDragged] = useState<PipelineLead | null>(null);
  const today = todayInWindhoek();
  const sensors = useSensors(
    // A click (under 6 px of movement) opens the card; a longer press-and-move drags it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const board = boardQuery.data;
  if (boardQuery.isPending)
    return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">Loading the pipeline...</p>;
  if (boardQuery.isError || !board) return <AccessDenied />;

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current?.lead as PipelineLead) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    resetKeyboardTarget();
    setDragged(null);
    const lead = active.data.current?.lead as PipelineLead | undefined;
    if (!lead || !over || over.id === lead.status) return;
    move.mutate(
      { id: lead.id, status: over.id as PipelineStage },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Lead status updated' });
          // Moved on with nothing planned: offer to plan the next step.
          if (lead.clientId && !lead.nextTaskDueAt)
            setFollowUpFor({
              clientId: lead.clientId,
              pipelineLeadId: lead.id,
              name: lead.name,
              stage: pipelineStageLabel(String(over.id)),
            });
        },
        onError: () =>
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to update lead' }),
      },
    );
  };

  const filtered = board.matching.count !== board.total.count;
  return (
    <div className="mx-auto max-w-[100rem] px-3 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Sales Pipeline</h1>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
            <div className="flex gap-1">
              <dt>Total leads:</dt>
              <dd className="font-semibold text-slate-900" data-testid="total-leads">
                {board.total.count.toLocaleString('en-US')}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Pipeline value:</dt>
              <dd className="font-semibold text-slate-900" data-testid="pipeline-value">
                {formatNad(board.total.valueCents)}
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-xs">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search leads
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Name, e-mail or company"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-brand-700"
          />
        </div>
        <div>
          <label htmlFor={priorityId} className="block text-sm font-medium text-slate-800">
            Priority
          </label>
          <select
            id={priorityId}
            value={priority}
            onChange={(event) => setPriority(event.target.value)}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700"
          >
            <option value="all">All priorities</option>
            {pipelinePriorities.map((value) => (
              <option key={value} value={value}>
                {value[0]!.toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${priorityId}-clients`} className="block text-sm font-medium text-slate-800">
            Whose
          </label>
          <select
            id={`${priorityId}-clients`}
            value={clients}
            onChange={(event) => setClients(event.target.value as BoardClientFilter)}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700"
          >
            {boardClientFilters.map((value) => (
              <option key={value} value={value}>
                {boardClientFilterLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setDialog({ open: true, lead: null })}>Add Lead</Button>
        {filtered ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            Showing {board.matching.count.toLocaleString('en-US')} of{' '}
            {board.total.count.toLocaleString('en-US')} leads
          </p>
        ) : null}
      </div>

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          resetKeyboardTarget();
          setDragged(null);
        }}
      >
        <SideScroll label="stages">
          {/* Columns wide enough for a Namibian surname on one line ("Nghipondoka", issue 44). */}
          <div className="grid grid-cols-[repeat(7,minmax(11.5rem,1fr))] items-stretch gap-2">
            {pipelineStages.map((stage) => (
              <StageColumn
                key={stage.id}
                stage={stage}
                column={
                  board.stages.find((column) => column.id === stage.id) ?? {
                    id: stage.id,
                    count: 0,
                    valueCents: 0,
                    leads: [],
                  }
                }
                today={today}
                onOpen={(lead) => setDialog({ open: true, lead })}
                onShowMore={() => setLimit((current) => current + cardsPerStep)}
              />
            ))}
          </div>
        </SideScroll>
        {/* No drop animation: the card is drawn in its new column at once (the move is optimistic). */}
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <div
              data-testid="drag-overlay"
              className="rounded-xl border border-brand-500 bg-white p-3 shadow-xl"
            >
              <CardBody lead={dragged} today={today} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>

      <FollowUpDialog target={followUpFor} onClose={() => setFollowUpFor(null)} />
      <LeadDialog
        open={dialog.open}
        lead={dialog.lead}
        onClose={() => setDialog({ open: false, lead: null })}
      />
    </div>
  );
}

/** /pipeline: the sales pipeline board behind the admin gate (spec doc 2). */
export default function PipelinePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return <AdminGate>{() => <Board />}</AdminGate>;
}
