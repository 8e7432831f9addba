import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsAnalysisSection, SectionAnswers } from '../../../shared/needs-analysis';
import { RequestError } from '../../lib/request';
import { type SaveStatus, SessionSaver, type SessionTransport, saveDelayMs } from './session';

/** The saver against a fake server whose answers each test controls. */
function setup(options: { id?: string | null } = {}) {
  const answers: Partial<Record<NeedsAnalysisSection, SectionAnswers>> = {};
  const calls: { section: NeedsAnalysisSection; answers: SectionAnswers }[] = [];
  const statuses: SaveStatus[] = [];
  const gone: string[] = [];
  const saved: NeedsAnalysisSection[] = [];
  let pending: NeedsAnalysisSection[] = [];
  const failures: unknown[] = [];
  let release: (() => void) | null = null;
  let holdNext = false;
  const transport: SessionTransport = {
    create: async () => 'new-id',
    complete: async () => {
      throw new Error('not used');
    },
    patch: async (_id, section, body) => {
      calls.push({ section, answers: structuredClone(body) });
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
  const saver = new SessionSaver(
    transport,
    (section) => answers[section] ?? {},
    {
      status: (status) => statuses.push(status),
      saved: (section) => saved.push(section),
      pending: (sections) => {
        pending = sections;
      },
      gone: (reason) => gone.push(reason),
    },
    options.id === undefined ? 'session-1' : options.id,
  );
  const change = (section: NeedsAnalysisSection, values: SectionAnswers) => {
    answers[section] = { ...answers[section], ...values };
    saver.changed(section);
  };
  return {
    saver,
    change,
    calls,
    statuses,
    gone,
    saved,
    failures,
    pending: () => pending,
    hold: () => {
      holdNext = true;
    },
    release: () => release?.(),
  };
}

describe('the needs analysis session saver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a burst of changes to one section as one request with the last answers', async () => {
    const test = setup();
    test.change('debtReview', { hasDebts: 'yes' });
    await vi.advanceTimersByTimeAsync(saveDelayMs - 100);
    test.change('debtReview', { hasArrears: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs - 100);
    expect(test.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(test.calls).toEqual([{ section: 'debtReview', answers: { hasDebts: 'yes', hasArrears: 'no' } }]);
    expect(test.statuses.at(-1)).toBe('saved');
    expect(test.saved).toEqual(['debtReview']);
    expect(test.pending()).toEqual([]);
  });

  it('sends one request per changed section', async () => {
    const test = setup();
    test.change('debtReview', { hasDebts: 'no' });
    test.change('savingsEmergency', { hasEmergencyFund: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.calls.map((call) => call.section)).toEqual(['debtReview', 'savingsEmergency']);
  });

  it('sends a change made while its section is on the way again after it: the last change lands', async () => {
    const test = setup();
    test.hold();
    test.change('housingAssets', { ownsHome: 'yes' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.calls).toHaveLength(1);
    test.change('housingAssets', { ownsHome: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    // Still one at a time.
    expect(test.calls).toHaveLength(1);
    test.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(test.calls.map((call) => call.answers)).toEqual([{ ownsHome: 'yes' }, { ownsHome: 'no' }]);
    expect(test.statuses.at(-1)).toBe('saved');
  });

  it('keeps a failed save and tries again after 2 s, then 5 s', async () => {
    const test = setup();
    test.failures.push(new TypeError('Failed to fetch'), new RequestError(503, '', 'Service Unavailable'));
    test.change('retirementPlanning', { hasRetirementSavings: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.statuses.at(-1)).toBe('retrying');
    expect(test.pending()).toEqual(['retirementPlanning']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(test.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(test.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(test.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(test.calls).toHaveLength(3);
    expect(test.statuses.at(-1)).toBe('saved');
    expect(test.pending()).toEqual([]);
  });

  it('stops at a completed session (409) and reports it', async () => {
    const test = setup();
    test.failures.push(new RequestError(409, '{}', 'Conflict'));
    test.change('debtReview', { hasDebts: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.gone).toEqual(['completed']);
    test.change('debtReview', { hasDebts: 'yes' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(test.calls).toHaveLength(1);
  });

  it('reports an unknown session (404) and carries on under a new id with every section', async () => {
    const test = setup();
    test.failures.push(new RequestError(404, '{}', 'Not Found'));
    test.change('debtReview', { hasDebts: 'no' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.gone).toEqual(['missing']);
    test.saver.restart('session-2', ['clientProfile', 'debtReview']);
    await vi.advanceTimersByTimeAsync(0);
    expect(test.calls.map((call) => call.section)).toEqual(['debtReview', 'debtReview', 'clientProfile']);
    expect(test.saver.id).toBe('session-2');
  });

  it('does not send again what went with the creation of the session', async () => {
    const test = setup({ id: null });
    test.change('clientProfile', { fullName: 'Ann' });
    test.saver.restart('session-4', [], ['clientProfile']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(test.calls).toHaveLength(0);
    expect(test.pending()).toEqual([]);
  });

  it('does not retry answers the server refused (400) until the next change', async () => {
    const test = setup();
    test.failures.push(new RequestError(400, '{}', 'Bad Request'));
    test.change('clientProfile', { fullName: 'A' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.statuses.at(-1)).toBe('refused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(test.calls).toHaveLength(1);
    test.change('clientProfile', { fullName: 'Ann' });
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(test.calls.at(-1)!.answers).toEqual({ fullName: 'Ann' });
  });

  it('without a session only remembers the changes; flush sends them once there is one', async () => {
    const test = setup({ id: null });
    test.change('clientProfile', { fullName: 'Ann' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(test.calls).toHaveLength(0);
    expect(test.pending()).toEqual(['clientProfile']);
    test.saver.id = 'session-3';
    await expect(test.saver.flush()).resolves.toBe(true);
    expect(test.calls).toHaveLength(1);
  });

  it('flush sends at once and says whether everything was saved', async () => {
    const test = setup();
    test.change('agreementNextSteps', { agreesToFollowUp: 'yes' });
    await expect(test.saver.flush()).resolves.toBe(true);
    expect(test.calls).toHaveLength(1);
    test.failures.push(new TypeError('Failed to fetch'));
    test.change('agreementNextSteps', { preferredContactMethod: 'email' });
    await expect(test.saver.flush()).resolves.toBe(false);
  });
});
