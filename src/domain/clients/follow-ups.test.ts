import { describe, expect, it } from 'vitest';
import { type DayTask, oneFollowUpPerPerson } from './follow-ups';

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
