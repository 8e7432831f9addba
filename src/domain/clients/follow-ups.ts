/**
 * One follow-up per person (issue 31): each website enquiry makes its own "Contact <name>" task,
 * so one person's three enquiries made three tasks for the same call. The day shows the person
 * once: their soonest automatic task, standing for the others; tasks the adviser set by hand stay
 * as they are (each is its own thing to do).
 */

export interface DayTask {
  id: string;
  clientId: string;
  dueAt: string;
  /** Made by the site for an enquiry (no adviser set it). */
  automatic: boolean;
}

export function oneFollowUpPerPerson<Task extends DayTask>(
  tasks: readonly Task[],
): (Task & { standsFor: number })[] {
  const automaticByClient = new Map<string, Task[]>();
  for (const task of tasks)
    if (task.automatic)
      automaticByClient.set(task.clientId, [...(automaticByClient.get(task.clientId) ?? []), task]);
  const kept: (Task & { standsFor: number })[] = [];
  for (const task of tasks) {
    if (!task.automatic) {
      kept.push({ ...task, standsFor: 1 });
      continue;
    }
    const same = automaticByClient.get(task.clientId) ?? [task];
    const soonest = same.reduce((best, other) =>
      other.dueAt < best.dueAt || (other.dueAt === best.dueAt && other.id < best.id) ? other : best,
    );
    if (soonest.id === task.id) kept.push({ ...task, standsFor: same.length });
  }
  return kept;
}

/**
 * One place for each thing on the day (issue 44): a person still waiting for a first contact is
 * listed under "Not contacted yet", so the site's own "Contact <name>" tasks for them are not
 * listed again among the follow-ups. Answers the tasks to list, and by person the soonest due of
 * the tasks left out (when the first contact is promised by).
 */
export function withoutWaitingContacts<Task extends DayTask>(
  tasks: readonly Task[],
  waiting: ReadonlySet<string>,
): { tasks: Task[]; contactBy: Map<string, string> } {
  const kept: Task[] = [];
  const contactBy = new Map<string, string>();
  for (const task of tasks) {
    if (!task.automatic || !waiting.has(task.clientId)) {
      kept.push(task);
      continue;
    }
    const by = contactBy.get(task.clientId);
    if (by === undefined || task.dueAt < by) contactBy.set(task.clientId, task.dueAt);
  }
  return { tasks: kept, contactBy };
}

/**
 * A card moved on from the board's first stage (issue 59): the adviser has been in touch, so the
 * person is no longer waiting for a first contact (their site-made "Contact" tasks are done too).
 * Back to the first stage, or from one later stage to another, changes nothing.
 */
export function cardMovedOnIsContact(from: string, to: string, firstStage = 'new-lead'): boolean {
  return from === firstStage && to !== firstStage;
}
