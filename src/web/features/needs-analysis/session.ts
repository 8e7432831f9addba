import type { Recommendation, RecommendationSummary } from '../../../domain/needs-analysis/recommendations';
import type { NeedsAnalysisSection, SectionAnswers } from '../../../shared/needs-analysis';
import { apiRequest, RequestError } from '../../lib/request';

/**
 * The needs analysis's saved session in the browser (issue 9, DECISIONS D15). Every change of a
 * section is sent as `PATCH /api/client-needs-analysis/{id}` with that one section, after a pause
 * in typing (one request for a burst of changes), one request at a time, and the last change
 * always lands: a change made while its section is on the way is sent again after it. A failed
 * save is kept and retried with growing pauses; the unsent sections are listed in the draft, so a
 * reload sends them too.
 */

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'retrying' | 'refused';

export interface SessionTransport {
  create(clientProfile: SectionAnswers): Promise<string>;
  patch(id: string, section: NeedsAnalysisSection, answers: SectionAnswers): Promise<void>;
  complete(id: string): Promise<CompletedAnalysis>;
}

export interface CompletedAnalysis {
  id: string;
  status: string;
  recommendations: Recommendation[];
  summary: RecommendationSummary;
}

const base = '/api/client-needs-analysis';

export const httpTransport: SessionTransport = {
  async create(clientProfile) {
    const created = await apiRequest<{ id: string }>(base, { method: 'POST', body: { clientProfile } });
    return created.id;
  },
  async patch(id, section, answers) {
    await apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { [section]: answers } });
  },
  complete(id) {
    return apiRequest<CompletedAnalysis>(`${base}/${encodeURIComponent(id)}/complete`, { method: 'POST' });
  },
};

/** Pauses before the next try of a failed save: 2 s, 5 s, 15 s, then every 30 s. */
export const retryDelays = [2_000, 5_000, 15_000, 30_000] as const;
export const saveDelayMs = 800;

export interface SaverEvents {
  status(status: SaveStatus): void;
  /** A section reached the server. */
  saved(section: NeedsAnalysisSection): void;
  /** The unsent sections changed (for the draft). */
  pending(sections: NeedsAnalysisSection[]): void;
  /** The server no longer takes changes to this session: completed (409) or unknown (404). */
  gone(reason: 'completed' | 'missing'): void;
}

export class SessionSaver {
  private readonly dirty = new Set<NeedsAnalysisSection>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<boolean> | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly transport: SessionTransport,
    private readonly answersOf: (section: NeedsAnalysisSection) => SectionAnswers,
    private readonly events: SaverEvents,
    public id: string | null = null,
  ) {}

  get pendingSections(): NeedsAnalysisSection[] {
    return [...this.dirty];
  }

  /** A section changed: save it after the pause (a later change restarts the pause). */
  changed(section: NeedsAnalysisSection): void {
    this.dirty.add(section);
    this.events.pending(this.pendingSections);
    if (!this.id || this.stopped) return;
    this.failures = 0;
    this.events.status('waiting');
    this.schedule(saveDelayMs);
  }

  /** Sends every unsent section now; true when all of them are saved. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (!this.stopped && this.id) {
      if (this.running) {
        await this.running;
        continue;
      }
      if (this.dirty.size === 0) return true;
      this.running = this.sendAll().finally(() => {
        this.running = null;
      });
      if (!(await this.running)) return false;
    }
    return this.dirty.size === 0;
  }

  /** The page is going away: hand what is unsent to the browser to deliver (fetch keepalive). */
  sendOnExit(): void {
    if (!this.id || this.stopped) return;
    for (const section of this.dirty) {
      void fetch(`${base}/${encodeURIComponent(this.id)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [section]: this.answersOf(section) }),
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined);
    }
  }

  /**
   * Carries on under a new session id (none before, or one the server did not know), sending
   * `sections`; `created` went with the creation and is not sent again.
   */
  restart(
    id: string,
    sections: readonly NeedsAnalysisSection[],
    created: readonly NeedsAnalysisSection[] = [],
  ): void {
    this.id = id;
    this.stopped = false;
    this.failures = 0;
    for (const section of created) this.dirty.delete(section);
    for (const section of sections) this.dirty.add(section);
    this.events.pending(this.pendingSections);
    void this.flush();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async sendAll(): Promise<boolean> {
    const id = this.id;
    if (!id) return false;
    this.events.status('saving');
    for (const section of [...this.dirty]) {
      this.dirty.delete(section);
      try {
        await this.transport.patch(id, section, this.answersOf(section));
      } catch (error) {
        // A change made while this one was on the way is already marked; this one is not lost either.
        this.dirty.add(section);
        this.events.pending(this.pendingSections);
        this.failed(error);
        return false;
      }
      this.events.saved(section);
    }
    this.failures = 0;
    this.events.pending(this.pendingSections);
    if (this.dirty.size === 0) this.events.status('saved');
    return true;
  }

  private failed(error: unknown): void {
    const status = error instanceof RequestError ? error.status : 0;
    if (status === 409 || status === 404) {
      this.stop();
      this.events.gone(status === 409 ? 'completed' : 'missing');
      return;
    }
    if (status === 400) {
      // The same answers would be refused again: wait for the visitor's next change.
      this.events.status('refused');
      return;
    }
    // Offline, a server error or the rate limit: try again later.
    const delay = retryDelays[Math.min(this.failures, retryDelays.length - 1)]!;
    this.failures += 1;
    this.events.status('retrying');
    this.schedule(delay);
  }
}
