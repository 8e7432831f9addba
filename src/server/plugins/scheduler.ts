import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job once a minute in each server (the daily digest, the workshop reminders). A job makes
 * itself safe to run on several servers at once (each claims its period in `scheduled_job_runs`);
 * this only calls it, logs what it did, and waits for a run in progress when the server stops.
 */
export class MinuteScheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    /** One check; answers a line for the log when it did something, else nothing. */
    private readonly run: () => Promise<string | undefined>,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = 60_000,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref?.();
  }

  private tick(): void {
    this.running = this.run().then(
      (done) => {
        if (done) this.log.info({ job: this.name }, done);
      },
      (error: unknown) => this.log.error({ err: error, job: this.name }, `${this.name} failed`),
    );
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
