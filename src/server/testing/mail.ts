import { bookingMailContext } from '../features/booking';
import { firstMailContext } from '../features/notifications';
import { type MailMessage, OutboxSender } from '../features/notifications/sender';
import { workshopMailContext } from '../features/workshops';
import type { TestApp } from './app';

/**
 * Delivers the test app's outbox at the test's time to a transport that keeps each message (as
 * nodemailer is handed it), with the workshop and booking details the app's own sender reads.
 * Answers the messages of this delivery.
 */
export async function deliverOutbox(testApp: TestApp, now: () => Date): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const sender = new OutboxSender(
    testApp.database.handle,
    testApp.config,
    now,
    testApp.app.log,
    {
      async sendMail(message) {
        sent.push(message);
      },
    },
    firstMailContext(
      workshopMailContext(testApp.database.handle),
      bookingMailContext(testApp.database.handle),
    ),
  );
  try {
    while ((await sender.runOnce()) > 0);
  } finally {
    await sender.stop();
  }
  return sent;
}
