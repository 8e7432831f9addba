import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mailWarnAfterMs } from '../../../domain/site/site-health';
import type { Config } from '../../config';
import type { OutboxHealth, OutboxWatch } from '../../context';
import type { DatabaseHandle } from '../../db';
import type { OutboxMessagesTable } from '../../db/schema';
import { blankedOnceSent, type MailContext, renderEmail } from './messages';
import {
  claimDueStatement,
  claimedMessageStatement,
  type DueKinds,
  type DueStatus,
  dueMessages,
  keepUnsentStatement,
  newsletterCopiesGoing,
  queueUnsentStatement,
  sentStatement,
} from './outbox-repository';

/**
 * Delivers the outbox (issue 10). Each round claims a few due messages (status 'sending' with a
 * claim that expires), so two servers on one database, or a round after a restart, never send the
 * same message twice while a claim stands; sends them; marks each sent, or schedules a retry with
 * a growing pause, or gives up after 24 hours (or at once when the SMTP server refuses it for
 * good). Without SMTP_URL a message is kept as 'unsent' and logged; once SMTP is configured, the
 * next start queues them again.
 */

export const claimMs = 2 * 60_000;
export const giveUpAfterMs = 24 * 60 * 60_000;
const batchSize = 10;
/** Without SMTP, messages are only marked: many at a time. */
const unsentBatchSize = 200;
/** How many of a round's unsent messages its log line names. */
const unsentNamed = 20;

/** The pause before the next try after `attempts` failed tries: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * When the sender goes round again: at once after a full batch (there may be more waiting), else
 * after the poll interval. Without SMTP a batch is the unsent one's 200: with the SMTP batch's 10,
 * a busy site ran a round every few milliseconds, each reading past every message changed since
 * the last vacuum (PostgreSQL: 25 rounds a second under the bench's mixed load; issue 45).
 */
export function nextRoundDelayMs(handled: number, smtp: boolean, pollMs: number): number {
  return handled >= (smtp ? batchSize : unsentBatchSize) ? 0 : pollMs;
}

/** What the sender hands the transport (nodemailer's message fields). */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation, sent as nodemailer sends one: a text/calendar alternative. */
  icalEvent?: { method: string; filename: string; content: string };
  /** Headers of its own (a newsletter's `List-Unsubscribe`, issue 33). */
  headers?: Record<string, string>;
  /** Where replies go (an e-mail the adviser wrote on a client's page). */
  replyTo?: string;
}

export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close?(): void;
}

/** Reads a workshop or booking e-mail's current details (their features provide them; see app.ts). */
export type MailContextLoader = (row: {
  enquiry_type: string;
  enquiry_id: string;
  audience: string;
  content: string;
}) => Promise<MailContext | undefined>;

/** Several loaders as one: the first that knows the row answers. */
export function firstMailContext(...loaders: MailContextLoader[]): MailContextLoader {
  return async (row) => {
    for (const load of loaders) {
      const found = await load(row);
      if (found) return found;
    }
    return undefined;
  };
}

export function smtpTransport(url: string): MailTransport {
  // Timeouts short enough that a server that is down fails the try, not the round.
  const withTimeouts = new URL(url);
  // Pooled: a newsletter's thousand copies go over a few connections kept open, not one each (a
  // provider counts connections too; issue 33). `pool=false` in SMTP_URL turns it off.
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
    ['pool', 'true'],
  ] as const)
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, value);
  return nodemailer.createTransport(withTimeouts.toString()) as unknown as MailTransport;
}

type OutboxRow = OutboxMessagesTable;

/** The longest due first. */
function byDueTime(a: { next_attempt_at: string }, b: { next_attempt_at: string }): number {
  return a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : 0;
}

/** SMTP replies 5xx for a message it will never take (unknown mailbox, refused sender). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The error in a line, without the addresses an SMTP reply may quote (logs hold no personal data). */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]').slice(0, 500);
}

/** A round running longer than this (an SMTP server that holds the connection) is stalled. */
const roundStallMs = 5 * 60 * 1000;

export class OutboxSender implements OutboxWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<number> | null = null;
  private stopped = true;
  /** For `health()`, on the app's clock (ms): when the round in progress began (null: none runs), */
  private roundStartedAt: number | null = null;
  /** when the last round ended, */
  private lastRoundEndedAt: number | null = null;
  /** and when the sender started. */
  private startedAt: number | null = null;
  /** Since when every message tried has failed for a reason that is the server's, not the address's (null: one went since). */
  private failingSince: number | null = null;
  private lastFailure: string | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly config: Pick<Config, 'mail' | 'site'> & Partial<Pick<Config, 'newsletter'>>,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly transport: MailTransport | undefined = config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl)
      : undefined,
    private readonly mailContext?: MailContextLoader,
    /**
     * Whether an upgrade holds writes (issue 56, plugins/write-hold.ts): no round sends then, so a
     * release on probation never sends what a rollback would put back in the queue to send again.
     */
    private readonly held: () => boolean = () => false,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.startedAt = this.now().getTime();
    if (this.transport) {
      // Kept while no SMTP server was configured: send them now.
      await this.database.write([queueUnsentStatement(this.database.db, this.now().toISOString())]);
    }
    this.schedule(0);
  }

  /** Stops after the round in progress, so no claimed message is left half-sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close?.();
  }

  /** One round: claims the due messages and sends them; the number handled. */
  async runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.roundStartedAt = this.now().getTime();
    this.running = this.round().finally(() => {
      this.running = null;
      this.roundStartedAt = null;
      this.lastRoundEndedAt = this.now().getTime();
    });
    return this.running;
  }

  /**
   * Stalled: a round has run for over five minutes, or none has ended for twenty poll intervals
   * (at least a minute) since the last one or the start. A failing SMTP server is not a stall: its
   * rounds end, and the adviser is told on Today (domain/site/site-health.ts).
   */
  /**
   * What `GET /api/health` says of the sender (issue 46): 'failing' when every message it tried
   * has failed for longer than `mailWarnAfterMs` (issue 56), a connection refused or a server busy.
   */
  health(): OutboxHealth {
    if (this.stopped) return 'stopped';
    const now = this.now().getTime();
    if (this.roundStartedAt !== null && now - this.roundStartedAt > roundStallMs) return 'stalled';
    const quietLimit = Math.max(60_000, 20 * this.config.mail.pollMs);
    const since = this.lastRoundEndedAt ?? this.startedAt;
    if (this.roundStartedAt === null && since !== null && now - since > quietLimit) return 'stalled';
    if (this.failingSince !== null && now - this.failingSince > mailWarnAfterMs) return 'failing';
    return 'running';
  }

  /** Since when sending has failed (ms on the app's clock) and the mail server's last words, while it does. */
  failure(): { since: number; lastError: string | null } | null {
    return this.failingSince === null ? null : { since: this.failingSince, lastError: this.lastFailure };
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(async () => {
      this.timer = undefined;
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'outbox round failed');
      }
      this.schedule(nextRoundDelayMs(handled, this.transport !== undefined, this.config.mail.pollMs));
    }, delay);
    this.timer.unref?.();
  }

  private async round(): Promise<number> {
    const { db } = this.database;
    const now = this.now();
    const stamp = now.toISOString();
    if (this.held()) return 0;
    if (!this.transport) return this.keepUnsent(stamp);
    // A read first: an idle site does not write every second.
    if ((await this.dueIds(stamp, 1)).length === 0) return 0;
    const ids = await this.claimableIds(now);
    if (ids.length === 0) return 0;
    const [claimed] = await this.database.write([
      claimDueStatement(db, ids, stamp, new Date(now.getTime() + claimMs).toISOString()),
    ]);
    // The longest due first, as they were chosen.
    const rows = ((claimed ?? []) as OutboxRow[]).sort(byDueTime);
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  /**
   * The next due messages to claim: up to a batch of anything but newsletter copies, and of those
   * only what this minute still allows (`NEWSLETTER_PER_MINUTE`, issue 33): the copies sent in the
   * last 60 seconds and those being sent, by any server, count against it. A server that was down
   * finds its backlog due at once and still sends it at that pace.
   */
  private async claimableIds(now: Date): Promise<string[]> {
    const { db } = this.database;
    const stamp = now.toISOString();
    const others = await this.dueIds(stamp, batchSize, 'others');
    const perMinute = this.config.newsletter?.perMinute;
    let allowance = batchSize;
    if (perMinute !== undefined) {
      const recent = await newsletterCopiesGoing(db, new Date(now.getTime() - 60_000).toISOString());
      allowance = Math.min(batchSize, Math.max(0, perMinute - recent));
    }
    const newsletters = allowance > 0 ? await this.dueIds(stamp, allowance, 'newsletters') : [];
    return [...others, ...newsletters];
  }

  /**
   * The due messages, the longest due first, at most `limit` (of one kind, if asked): those queued
   * whose time has come, and those whose claim ran out (a server stopped while sending).
   */
  private async dueIds(stamp: string, limit: number, kinds?: DueKinds): Promise<string[]> {
    const { db } = this.database;
    const read = (status: DueStatus) => dueMessages(db, status, stamp, limit, kinds).execute();
    const [queued, expired] = [await read('queued'), await read('sending')];
    return [...queued, ...expired]
      .sort(byDueTime)
      .slice(0, limit)
      .map((row) => row.id);
  }

  /**
   * Without SMTP: the due messages are marked 'unsent' in one statement (nothing is sent, so
   * nothing needs claiming) and the round says how many in the log, naming the first few.
   */
  private async keepUnsent(stamp: string): Promise<number> {
    const { db } = this.database;
    const ids = await this.dueIds(stamp, unsentBatchSize);
    if (ids.length === 0) return 0;
    const [kept] = await this.database.write([keepUnsentStatement(db, ids, stamp)]);
    const rows = (kept ?? []) as Pick<OutboxRow, 'id' | 'enquiry_type' | 'audience'>[];
    // One line a round, naming the first few: one a message was thousands of lines a second under load.
    if (rows.length > 0)
      this.log.warn(
        {
          count: rows.length,
          messages: rows
            .slice(0, unsentNamed)
            .map((row) => ({ outboxId: row.id, enquiryType: row.enquiry_type, audience: row.audience })),
        },
        'e-mails not sent: no SMTP configured (kept in the outbox)',
      );
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db } = this.database;
    const context = { outboxId: row.id, enquiryType: row.enquiry_type, audience: row.audience };
    if (!this.transport) return; // round() keeps them as unsent instead
    try {
      const details = await this.mailContext?.(row);
      // A newsletter whose subscriber unsubscribed since it was queued is not sent (issue 33).
      if (details && 'newsletter' in details && !details.deliver) {
        await this.database.write([
          claimedMessageStatement(db, row.id, { status: 'skipped', claimed_until: null, content: '{}' }),
        ]);
        return;
      }
      const { calendar, ...email } = await renderEmail(
        row,
        { site: this.config.site, adviserEmail: this.config.mail.notifyEmail },
        details,
        this.now(),
      );
      await this.transport.sendMail({
        from: this.config.mail.from,
        ...email,
        ...(calendar ? { icalEvent: calendar } : {}),
      });
    } catch (error) {
      const now = this.now();
      const attempts = row.attempts + 1;
      const nextAttempt = now.getTime() + retryDelayMs(attempts);
      const permanent = isPermanent(error);
      const giveUp = permanent || nextAttempt - Date.parse(row.created_at) > giveUpAfterMs;
      // One bad address (a 5xx) is that message's; anything else is the mail server failing.
      if (!permanent) {
        this.failingSince ??= now.getTime();
        this.lastFailure = describe(error);
      }
      await this.database.write([
        claimedMessageStatement(db, row.id, {
          status: giveUp ? 'failed' : 'queued',
          attempts,
          next_attempt_at: new Date(nextAttempt).toISOString(),
          claimed_until: null,
          last_error: describe(error),
        }),
      ]);
      this.log.warn(
        { ...context, attempts, error: describe(error) },
        giveUp ? 'e-mail failed' : 'e-mail will be retried',
      );
      return;
    }
    await this.database.write([
      sentStatement(db, row.id, {
        now: this.now().toISOString(),
        // A portal sign-in code or a confirmation link is not kept once it is on its way (only its hash stays).
        blankContent: blankedOnceSent.includes(row.enquiry_type),
      }),
    ]);
    this.failingSince = null;
    this.lastFailure = null;
    this.log.info(context, 'e-mail sent');
  }
}
