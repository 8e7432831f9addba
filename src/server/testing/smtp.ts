import { SMTPServer } from 'smtp-server';
import { freePort } from './postgres-server';

/** An e-mail as a real SMTP server received it. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedEmail[];
  /** Recipients refused for good (550), as an unknown mailbox is. */
  refuse: Set<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, for the outbox tests. It can
 * be stopped and started again on the same port, as a mail server that goes down and comes back.
 */
export async function createSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedEmail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse.has(address.address)) {
            const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

/** A quoted-printable body as text (soft line breaks joined, =XX escapes decoded). */
export function decodedMail(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A header of a raw message, its folded lines joined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** Waits (polling every 25 ms) until `check` holds, failing after `timeout` ms with `what`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}
