import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream, LoggerOptions } from 'pino';

/**
 * Log lines carry no personal data: the path without its query string, no bodies, no IP address,
 * and any e-mail, phone, name, password, token or cookie that reaches a log object is censored.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phone',
  '*.password',
  '*.token',
  '*.fullName',
  '*.firstName',
  '*.lastName',
  '*.idNumber',
  'body',
  '*.body',
];

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?', 1)[0],
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Whether a logger writes lines of a level (pino's `isLevelEnabled`; true for a logger without it). */
export function levelEnabled(logger: FastifyBaseLogger, level: string): boolean {
  const check = (logger as unknown as { isLevelEnabled?: (name: string) => boolean }).isLevelEnabled;
  return typeof check === 'function' ? check.call(logger, level) : true;
}
type PinoLike = FastifyBaseLogger;

/**
 * A request's logger made when it first writes a line (issue 45). Fastify makes a child logger for
 * every request, with its id bound: for a page served from memory that was 3 % of the server's
 * time (a CPU profile under load), though most requests never log. A level that is off costs a
 * comparison, as with pino itself.
 */
class LazyChildLogger {
  private made: PinoLike | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): PinoLike {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!levelEnabled(this.parent, level)) return;
    (this.real[level] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return levelEnabled(this.made ?? this.parent, level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): PinoLike {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made only when it writes (issue 45). */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
