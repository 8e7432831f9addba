import type { MailMessage, MailTransport } from '../features/notifications';
import type { TestApp } from './app';

/**
 * A mailbox for the tests: the transport the app's own outbox sender hands each message to (as
 * nodemailer would be handed it), so the e-mails go the real way, with the workshop and booking
 * details the app reads when it sends. Give `transport` to `createTestApp` with a short
 * `OUTBOX_POLL_MS`; `deliver` waits until the outbox has sent what is due at the app's time and
 * answers the messages sent since the last call.
 */
export interface Mailbox {
  transport: MailTransport;
  deliver(testApp: TestApp, now: () => Date): Promise<MailMessage[]>;
}

export function createMailbox(): Mailbox {
  const sent: MailMessage[] = [];
  let read = 0;
  return {
    transport: {
      async sendMail(message) {
        sent.push(message);
      },
    },
    async deliver(testApp, now) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const due = await testApp.database.handle.db
          .selectFrom('outbox_messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where((eb) =>
            eb.or([
              eb('status', '=', 'sending'),
              eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now().toISOString())]),
            ]),
          )
          .executeTakeFirstOrThrow();
        if (Number(due.n) === 0) break;
        if (Date.now() > deadline) throw new Error(`the outbox still has ${due.n} e-mails due after 10 s`);
        await new Promise((done) => setTimeout(done, 20));
      }
      const fresh = sent.slice(read);
      read = sent.length;
      return fresh;
    },
  };
}
