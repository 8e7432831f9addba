import type { Page } from 'playwright-core';
import { type RunningSite, waitForHydration } from './site';

/** Signing a client in to their portal in a browser test (issues 32, 44). */

/** The code in the newest sign-in e-mail to the address (read from the outbox: no mail server here). */
export function codeFromEmail(site: RunningSite, to: string): string {
  const [row] = site.query<{ content: string }>(
    "select content from outbox_messages where enquiry_type = 'portal-code' and to_address = ? order by created_at desc limit 1",
    to,
  );
  return (JSON.parse(row?.content ?? '{}') as { code?: string }).code ?? '';
}

/** Opens `path` (the portal, `/my` by default) and signs in with the code e-mailed to `address`. */
export async function signInToPortal(site: RunningSite, page: Page, address: string, path = '/my') {
  await page.goto(`${site.baseUrl}${path}`);
  await waitForHydration(page);
  await page.getByLabel('Your e-mail address').fill(address);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  // The code step shows once the server has answered, so the e-mail is in the outbox by then.
  await page.getByLabel('The 6-digit code').waitFor();
  await page.getByLabel('The 6-digit code').fill(codeFromEmail(site, address));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
