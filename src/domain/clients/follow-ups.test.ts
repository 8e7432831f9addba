import { describe, expect, it } from 'vitest';
import {
  cardMovedOnIsContact,
  type DayTask,
  oneFollowUpPerPerson,
  withoutWaitingContacts,
} from './follow-ups';

const task = (id: string, clientId: string, dueAt: string, automatic = true): DayTask => ({
  id,
  clientId,
  dueAt,
  automatic,
});

describe('one follow-up per person', () => {
  it('shows a person’s automatic tasks once, the soonest, standing for the others', () => {
    const maria = [
      task('m2', 'maria', '2026-11-25T10:00:00.000Z'),
      task('m1', 'maria', '2026-11-25T08:00:00.000Z'),
      task('m3', 'maria', '2026-11-26T08:00:00.000Z'),
    ];
    const result = oneFollowUpPerPerson([
      ...maria,
      task('p1', 'petrus', '2026-11-25T09:00:00.000Z'),
      // Set by the adviser: kept, even beside Maria's automatic one.
      task('h1', 'maria', '2026-11-25T11:00:00.000Z', false),
      task('h2', 'maria', '2026-11-25T12:00:00.000Z', false),
    ]);
    expect(result.map(({ id, standsFor }) => [id, standsFor])).toEqual([
      ['m1', 3],
      ['p1', 1],
      ['h1', 1],
      ['h2', 1],
    ]);
  });

  it('keeps the order it was given, and breaks a tie of due times by id', () => {
    const result = oneFollowUpPerPerson([
      task('b', 'maria', '2026-11-25T08:00:00.000Z'),
      task('a', 'maria', '2026-11-25T08:00:00.000Z'),
      task('c', 'anna', '2026-11-24T08:00:00.000Z'),
    ]);
    expect(result.map((kept) => kept.id)).toEqual(['a', 'c']);
  });

  it('is nothing for no tasks', () => {
    expect(oneFollowUpPerPerson([])).toEqual([]);
  });
});

describe('one place for each thing on the day (issue 44)', () => {
  it('leaves out the site’s contact tasks of people listed as not contacted yet, keeping the adviser’s own', () => {
    const tasks = [
      task('t1', 'waiting', '2026-11-28T08:00:00.000Z', true),
      task('t2', 'waiting', '2026-11-27T08:00:00.000Z', true),
      // The adviser's own follow-up for the same person stays: it is its own thing to do.
      task('t3', 'waiting', '2026-11-29T08:00:00.000Z', false),
      // Someone contacted already: their automatic task (a later enquiry's) is a follow-up.
      task('t4', 'contacted', '2026-11-27T09:00:00.000Z', true),
    ];
    const { tasks: kept, contactBy } = withoutWaitingContacts(tasks, new Set(['waiting']));
    expect(kept.map((item) => item.id)).toEqual(['t3', 't4']);
    // The first contact is due by the soonest of the tasks left out.
    expect([...contactBy]).toEqual([['waiting', '2026-11-27T08:00:00.000Z']]);
  });

  it('keeps everything when nobody is waiting', () => {
    const tasks = [task('t1', 'a', '2026-11-28T08:00:00.000Z', true)];
    expect(withoutWaitingContacts(tasks, new Set()).tasks).toEqual(tasks);
  });
});

describe('cardMovedOnIsContact (issue 59)', () => {
  it.each<[string, string, boolean]>([
    ['new-lead', 'quotation', true],
    ['new-lead', 'acceptance', true],
    ['new-lead', 'rejections', true],
    ['new-lead', 'new-lead', false],
    ['quotation', 'signature', false],
    ['signature', 'new-lead', false],
  ])('%s to %s: %s', (from, to, contact) => {
    expect(cardMovedOnIsContact(from, to)).toBe(contact);
  });
});
