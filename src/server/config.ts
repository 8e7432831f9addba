import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { resolveSiteConfig, type SiteConfig, SiteConfigError } from '../content/site-env';

/**
 * The environment, parsed once at start. A bad or missing setting stops the start with a message
 * naming every variable at fault.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** PostgreSQL connections a server keeps when DATABASE_POOL_SIZE does not say (issue 45; db/index.ts). */
export const defaultPoolSize = 20;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: ./data/app.db. postgres:// or postgresql://: PostgreSQL. Anything else: a SQLite file path. */
  DATABASE_URL: z.string().trim().optional(),
  /**
   * PostgreSQL: connections each server keeps at most (issue 45; see docs/architecture.md). Their
   * sum over the servers must stay under the database's `max_connections`.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(defaultPoolSize),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests a minute one IP may make to each public POST endpoint. */
  RATE_LIMIT_PUBLIC_POST: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * Where rate-limit counters live: 'memory' (one server) or 'database' (shared by every server on
   * the database). Default: database with PostgreSQL, memory with SQLite (one process per file).
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  /** Set when behind a reverse proxy, so the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Where the built front end lives; the tests point it elsewhere. */
  DIST_DIR: z.string().min(1).default('dist'),
  /**
   * Tests only (NODE_ENV=test): the server's clock starts at this ISO time and runs on from there,
   * so a browser test can register for a workshop whose date has passed in real life.
   */
  FAKE_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Both set: this admin account is created, or its password updated, at start (DECISIONS D2). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(1024).optional(),
  /**
   * Whether every back-office account must give a second factor (a passkey or an authenticator
   * app code) after its password (issue 21); on by default with NODE_ENV=production. Off, an
   * account that has enrolled one is still asked for it.
   */
  ADMIN_REQUIRE_2FA: booleanFlag.optional(),
  /** smtp:// or smtps:// (user and password in the URL). Unset: e-mails are kept in the outbox, not sent. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//i, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From of every e-mail; default the site's name and address. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Where enquiry notifications go; default the site's e-mail address. */
  NOTIFY_EMAIL: z.email().optional(),
  /** How often the outbox sender looks for due e-mails, in ms. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** At most this many newsletter copies fall due a minute (issue 33): an SMTP provider's limit. */
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The minute's newsletter run (queues scheduled sends); on unless NODE_ENV=test. */
  NEWSLETTERS: z.enum(['on', 'off']).optional(),
  /** The adviser's 07:00 digest e-mail (issue 18); on unless NODE_ENV=test (the tests run it themselves). */
  DAILY_DIGEST: z.enum(['on', 'off']).optional(),
  /** Registrants' e-mail 24 hours before a workshop (issue 19); on unless NODE_ENV=test. */
  WORKSHOP_REMINDERS: z.enum(['on', 'off']).optional(),
  /** The daily retention job (issue 21): 02:00 Windhoek time; on unless NODE_ENV=test. */
  DATA_RETENTION: z.enum(['on', 'off']).optional(),
  /**
   * The site's own files outside the database (issue 56): the data key's file when DATA_KEY is
   * unset, the ledger of erasures (D36) and the upgrade's hold on writes. Default: the SQLite
   * database's folder, or ./data with PostgreSQL.
   */
  DATA_DIR: z.string().trim().min(1).optional(),
  /** Where `npm run db:backup` writes its backups (issue 46); relative to the working directory. */
  BACKUP_DIR: z.string().trim().min(1).default('backups'),
  /**
   * Run by `npm run db:backup` after each good backup, with the backup's path in $BACKUP_FILE: the
   * copy off the machine (e.g. `rclone copy "$BACKUP_FILE" offsite:adviser-backups`).
   */
  BACKUP_COPY_COMMAND: z.string().trim().min(1).optional(),
});

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string; poolSize?: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseTarget;
  /** The site's own files outside the database (DATA_DIR), absolute. */
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitPublicPost: number;
  rateLimitStore: 'memory' | 'database';
  trustProxy: boolean;
  distDir: string;
  /** Tests only: where the server's clock starts (see FAKE_NOW). */
  fakeNow: Date | undefined;
  /** Whether a second factor is required of every admin account (ADMIN_REQUIRE_2FA). */
  requireSecondFactor: boolean;
  /** The admin account to ensure at start (ADMIN_EMAIL and ADMIN_PASSWORD), if set. */
  adminAccount: { email: string; password: string } | undefined;
  /** Whether this server checks for the adviser's daily digest (once a minute; sent once a day across servers). */
  dailyDigest: boolean;
  /** Whether this server queues the workshop reminders (checked once a minute; each sent once across servers). */
  workshopReminders: boolean;
  /** Whether this server runs the daily retention job (checked once a minute; once a day across servers). */
  dataRetention: boolean;
  mail: {
    smtpUrl: string | undefined;
    /** The From of every e-mail: MAIL_FROM, else the business's name and e-mail as published. */
    from: string;
    /** Where enquiry notifications go: NOTIFY_EMAIL, else the business's e-mail as published. */
    notifyEmail: string;
    pollMs: number;
    /** Whether MAIL_FROM and NOTIFY_EMAIL are set (else they follow the published details). */
    fromSet: boolean;
    notifyEmailSet: boolean;
  };
  /** Newsletters (issue 33): copies due a minute at most, and whether this server runs the minute's queueing. */
  newsletter: { perMinute: number; scheduler: boolean };
  /** Backups (issue 46): their folder and the command that copies each off the machine. */
  backup: { directory: string; copyCommand: string | undefined };
  /**
   * The site the pages, e-mails and letters speak for: the details published in the back office's
   * Website area (issue 58) over the install's settings. Changed in place when a version is
   * published (`applyPublishedSite`), so a reader takes the current details at each use.
   */
  site: SiteConfig;
  /** The install's first values (the SITE_* variables), what the Website area starts from. */
  installSite: SiteConfig;
}

/** The From an e-mail has when MAIL_FROM is not set: the business's name and address. */
function defaultMailFrom(site: SiteConfig): string {
  return `"${site.businessName.replace(/["\\]/g, '')}" <${site.email}>`;
}

/**
 * The site as published from now on (issue 58), in place: every reader of `config.site` takes the
 * new details, and the e-mails' From and the notifications' address follow unless set apart.
 */
export function applyPublishedSite(config: Pick<Config, 'site' | 'mail'>, site: SiteConfig): void {
  Object.assign(config.site, structuredClone(site));
  if (!config.mail.fromSet) config.mail.from = defaultMailFrom(site);
  if (!config.mail.notifyEmailSet) config.mail.notifyEmail = site.email;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start: bad environment settings\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function databaseTarget(url: string | undefined): DatabaseTarget {
  if (url === undefined || url === '') return { dialect: 'sqlite', filename: 'data/app.db' };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url };
  return { dialect: 'sqlite', filename: url.replace(/^(sqlite|file):(\/\/)?/i, '') };
}

/** DATA_DIR when unset: the SQLite database's folder, or ./data with PostgreSQL. */
export function defaultDataDir(target: DatabaseTarget): string {
  return target.dialect === 'sqlite' ? dirname(resolve(target.filename)) : resolve('data');
}

function withPoolSize(target: DatabaseTarget, poolSize: number): DatabaseTarget {
  return target.dialect === 'postgres' ? { ...target, poolSize } : target;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(
    // An empty variable means "not set", as a shell user expects from `PORT= npm start`.
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  let site: SiteConfig | undefined;
  try {
    site = resolveSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) problems.push(...error.problems);
    else throw error;
  }
  if (parsed.success && parsed.data.FAKE_NOW && parsed.data.NODE_ENV !== 'test') {
    problems.push('FAKE_NOW: only allowed with NODE_ENV=test');
  }
  // ADMIN_EMAIL alone is the installer's (deploy/site.env: the first owner, whose password is chosen
  // from a one-time link, issue 56) and does nothing at start; a password needs its address.
  if (parsed.success && parsed.data.ADMIN_EMAIL === undefined && parsed.data.ADMIN_PASSWORD !== undefined) {
    problems.push('ADMIN_PASSWORD: set ADMIN_EMAIL with it');
  }
  if (!parsed.success || site === undefined || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    database: withPoolSize(databaseTarget(values.DATABASE_URL), values.DATABASE_POOL_SIZE),
    dataDir: values.DATA_DIR ? resolve(values.DATA_DIR) : defaultDataDir(databaseTarget(values.DATABASE_URL)),
    logLevel: values.LOG_LEVEL,
    rateLimitPublicPost: values.RATE_LIMIT_PUBLIC_POST,
    rateLimitStore:
      values.RATE_LIMIT_STORE ??
      (databaseTarget(values.DATABASE_URL).dialect === 'postgres' ? 'database' : 'memory'),
    trustProxy: values.TRUST_PROXY,
    distDir: values.DIST_DIR,
    fakeNow: values.FAKE_NOW ? new Date(values.FAKE_NOW) : undefined,
    requireSecondFactor: values.ADMIN_REQUIRE_2FA ?? values.NODE_ENV === 'production',
    adminAccount:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    dailyDigest: (values.DAILY_DIGEST ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    workshopReminders: (values.WORKSHOP_REMINDERS ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    dataRetention: (values.DATA_RETENTION ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? defaultMailFrom(site),
      notifyEmail: values.NOTIFY_EMAIL ?? site.email,
      pollMs: values.OUTBOX_POLL_MS,
      fromSet: values.MAIL_FROM !== undefined,
      notifyEmailSet: values.NOTIFY_EMAIL !== undefined,
    },
    newsletter: {
      perMinute: values.NEWSLETTER_PER_MINUTE,
      scheduler: (values.NEWSLETTERS ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    },
    backup: { directory: values.BACKUP_DIR, copyCommand: values.BACKUP_COPY_COMMAND },
    site,
    installSite: structuredClone(site),
  };
}
