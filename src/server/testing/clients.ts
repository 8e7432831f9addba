import type { TestApp } from './app';
import { validConsultation } from './enquiry-fixtures';

/**
 * A client made the way the site makes them, by an enquiry (a consultation request), with an
 * e-mail, a phone number (unless `contact` gives them) and a sender address of its own; the id of
 * the client it was filed under.
 */
let sequence = 0;
export async function clientByEnquiry(
  testApp: TestApp,
  fullName: string,
  contact: { email?: string; phone?: string } = {},
): Promise<string> {
  sequence += 1;
  const asked = await testApp.app.inject({
    method: 'POST',
    url: '/api/consultation-requests',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      ...validConsultation,
      fullName,
      email: contact.email ?? `enquirer.${sequence}@example.com`,
      phone: contact.phone ?? `+264 81 760 ${String(1000 + sequence)}`,
    }),
    // The per-address limit on public forms is not what these tests are about.
    remoteAddress: `10.250.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
  });
  if (asked.statusCode !== 201) throw new Error(`the enquiry was refused: ${asked.statusCode} ${asked.body}`);
  const row = await testApp.database.handle.db
    .selectFrom('consultation_requests')
    .select('client_id')
    .where('id', '=', asked.json().id)
    .executeTakeFirstOrThrow();
  return row.client_id as string;
}
