import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/server/features/admin/two-factor/totp';
import { todayFirstShown, todayPageSize } from '../src/shared/clients';
import {
  admin,
  consultation,
  expectNoSidewaysScroll,
  openFold,
  openFolds,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * The team (issue 34), in the browser at 1280 and 375 px with axe: the owner invites a person from
 * /admin/team; the invited person opens the link, chooses a password and sets up an authenticator
 * app, and lands in a back office without what an assistant may not open; an assistant cannot see
 * an ID number or export a client, whatever they try.
 */

// Obviously fake.
const idNumber = '85061500123';
const assistant = { email: 'front.desk@example.com', password: 'the front desk’s password' };
let site: RunningSite;
let browser: Browser;
let clientId = '';
let policyId = '';

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  clientId = await consultation(site, 'Helena Shikongo', 'helena@example.com', '081 555 0142');
  const api = await adminFetch(site.baseUrl, admin);
  expect((await api(`/api/admin/clients/${clientId}`, { method: 'PATCH', body: { idNumber } })).status).toBe(
    200,
  );
  const policy = await api('/api/admin/policies', {
    method: 'POST',
    body: {
      clientId,
      insurer: 'Sanlam Namibia',
      product: 'life',
      policyNumber: 'SN-TEAM-1',
      status: 'in-force',
      startDate: '2025-05-01',
      premiumCents: 25_000,
      premiumFrequency: 'monthly',
      commission: { ongoingPercent: 5 },
    },
  });
  expect(policy.status).toBe(201);
  policyId = ((await policy.json()) as { id: string }).id;
  // An assistant made the way the README says: npm run admin -- create <email> --role assistant.
  await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/admin.ts', 'create', assistant.email, '--role', 'assistant'],
    {
      env: {
        ...process.env,
        DATABASE_URL: site.databasePath,
        ADMIN_PASSWORD: assistant.password,
        NODE_ENV: 'test',
      },
    },
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The link of the newest invitation e-mail to `email`, as the outbox holds it until it is sent. */
function invitationLink(email: string): string {
  const row = site.query<{ content: string }>(
    "select content from outbox_messages where enquiry_type = 'team-invitation' and to_address = ? order by created_at desc",
    email,
  )[0];
  const link = (JSON.parse(row?.content ?? '{}') as { link?: string }).link ?? '';
  expect(link).toContain('/admin/invitation?token=');
  return link.replace(/^https?:\/\/[^/]+/, site.baseUrl);
}

async function sectionsShown(page: Page): Promise<string[]> {
  // On a phone the sections are in the menu's dialog.
  const menu = page.getByRole('button', { name: 'Menu' });
  const phone = await menu.isVisible();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  if (phone) {
    await menu.click();
    await dialog.waitFor();
  }
  const links = await page
    .getByRole('navigation', { name: 'Back office' })
    .last()
    .getByRole('link')
    .allTextContents();
  if (phone) {
    // Its Close button: Escape would first close a toast still showing (the top layer).
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  return links;
}

/** `YYYY-MM-DDT09:00` in Windhoek, `days` from today (the follow-up form's value). */
function windhoekMorning(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Africa/Windhoek',
  });
  return `${day}T09:00`;
}

describe('the team', () => {
  it('lets the owner invite a person, and says what is wrong with an invitation (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/team');
    await page.getByRole('heading', { name: 'Team', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'People' }).waitFor();
    expect(await page.getByRole('heading', { name: admin.email }).count()).toBe(1);
    // Bad input: named under each field, nothing sent.
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Valid email is required').waitFor();
    // Someone with an account already: the server says so under the field.
    await page.getByLabel('Name').fill('Myself again');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('There is an account for this e-mail already').waitFor();

    await page.getByLabel('Name').fill('Selma Nangolo');
    await page.getByLabel('Email').fill('selma@example.com');
    await page.getByLabel('Role', { exact: true }).selectOption('assistant');
    await page.getByText('Calendar and bookings, workshops, newsletters').waitFor();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await waitForToast(page, 'Invitation sent');
    await page.getByText(/Selma Nangolo.*assistant: Waiting/).waitFor();
    expect(await sectionsShown(page)).toEqual(
      expect.arrayContaining(['Team', 'Book', 'Audit log', 'Retention']),
    );
    await expectNoAxeViolations(page, 'team page');
    await shoot(page, 'team-1280');
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();
  });

  it('lists the people before the invitation form, no button wrapped to two lines (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/team');
    const people = page.getByRole('heading', { name: 'People' });
    await people.waitFor();
    const top = async (name: string) =>
      (await page.getByRole('heading', { name }).boundingBox())?.y ?? Number.NaN;
    expect(await top('People')).toBeLessThan(await top('Invite a person'));
    // A button's words on more than one line: their boxes at more than one height.
    const wrapped = await page.evaluate(() =>
      [...document.querySelectorAll('main button')].flatMap((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => rect.top);
        const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight) || 20;
        return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > lineHeight * 0.8
          ? [button.textContent ?? '']
          : [];
      }),
    );
    expect(wrapped).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'team-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lets the invited person set a password and a new second factor on a phone, then opens an assistant’s back office (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(invitationLink('selma@example.com'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Join the team' }).waitFor();
    await page.getByText('Welcome, Selma Nangolo.').waitFor();
    await expectNoAxeViolations(page, 'invitation');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'team-invitation-375');
    // Too short, then two different passwords: said under the fields.
    await page.getByLabel('Choose a password').fill('short');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText('The password must be at least 12 characters.').waitFor();
    await page.getByLabel('Choose a password').fill('Selma’s long password');
    await page.getByLabel('The same password again').fill('Selma’s other password');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await page.getByLabel('The same password again').fill('Selma’s long password');
    await page.getByRole('button', { name: 'Set my password' }).click();

    // Her second factor before anything else.
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    expect((await page.request.get(`${site.baseUrl}/api/admin/stats`)).status()).toBe(401);
    await page.getByRole('button', { name: 'Authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill(totpCode(key, new Date()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL(/\/admin\/today$/);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();

    // An assistant's frame: Workshops one tap away instead of the book; no audit, retention or team.
    const bar = await page.getByRole('navigation', { name: 'Most used' }).getByRole('link').allTextContents();
    expect(bar).toEqual(['Today', 'Clients', 'Calendar', 'Pipeline', 'Workshops']);
    const sections = await sectionsShown(page);
    for (const hidden of ['Book', 'Audit log', 'Retention', 'Team', 'Website'])
      expect(sections).not.toContain(hidden);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByText('Selma Nangolo').waitFor();
    await page.getByRole('dialog').getByText('Assistant', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'assistant menu');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
    // The link worked once.
    await page.goto(invitationLink('selma@example.com'));
    await page.getByText('This invitation has expired or was used already.').waitFor();
    expect(unexpected(problems, 400, 410)).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const)
    it(`keeps an ID number and the export from an assistant (${viewport === 'desktop' ? 1280 : 375} px)`, async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await signInAt(page, site.baseUrl, `/admin/clients/${clientId}`, assistant);
      await page.getByRole('heading', { name: 'Helena Shikongo', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Follow-ups' }).waitFor();
      expect(await page.getByText('ID number', { exact: true }).count()).toBe(0);
      expect(await page.getByText(idNumber).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Export/ }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Identification' }).count()).toBe(0);
      // Nor in the page the server renders for them (its reads are the API's, as theirs).
      const rendered = await page.request.get(`${site.baseUrl}/admin/clients/${clientId}`);
      expect(rendered.headers()['cache-control']).toBe('private, no-store');
      const html = await rendered.text();
      expect(html).toContain('Helena Shikongo');
      expect(html).not.toContain(idNumber);
      // The adviser responsible can be set by anyone; the edit dialog has no ID number field.
      if (viewport === 'phone') await openFolds(page);
      await page
        .getByLabel('Adviser responsible')
        .selectOption({ label: 'front.desk@example.com (assistant)' });
      await waitForToast(page, 'Saved');
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByRole('dialog').getByLabel('Phone').waitFor();
      expect(await page.getByRole('dialog').getByLabel('ID number').count()).toBe(0);
      await expectNoAxeViolations(page, `client page for an assistant (${viewport})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (viewport === 'phone') await expectNoSidewaysScroll(page);
      await shoot(page, `team-assistant-client-${viewport === 'desktop' ? 1280 : 375}`);

      // Not hidden by the browser: absent from the answer, and refused when asked for directly.
      const details = await page.request.get(`${site.baseUrl}/api/admin/clients/${clientId}`);
      expect(await details.text()).not.toContain(idNumber);
      const exported = await page.request.post(`${site.baseUrl}/api/admin/clients/${clientId}/export`, {
        headers: { origin: site.baseUrl },
        data: {},
      });
      expect(exported.status()).toBe(403);
      expect(((await exported.json()) as { error: { message: string } }).error.message).toBe(
        'An assistant may not export clients’ records.',
      );
      // A policy: seen, without its commission or the ways to change it.
      await page.goto(`${site.baseUrl}/admin/policies/${policyId}`);
      // The server renders the page for the person signed in: its handlers come with hydration.
      await waitForHydration(page);
      await page.getByText('No. SN-TEAM-1').waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit policy' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Commission' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      // A page of what they may not open says so.
      await page.goto(`${site.baseUrl}/admin/team`);
      // The server renders the page for the person signed in: its handlers come with hydration.
      await waitForHydration(page);
      await page.getByText('An assistant may not manage the team.').waitFor();
      expect(unexpected(problems, 403)).toEqual([]);
      await context.close();
    });

  it('shows “Mine” on Today and the client list, and a long list 25 at a time (375 px)', async () => {
    const other = await consultation(site, 'Petrus Kandjii', 'petrus.k@example.com', '081 555 0177');
    const api = await adminFetch(site.baseUrl, admin);
    // The owner works Petrus (he becomes the owner's client); Helena stays the assistant's.
    expect(
      (
        await api('/api/admin/tasks', {
          method: 'POST',
          body: { clientId: other, title: 'Send Petrus the quote', dueAt: windhoekMorning(2) },
        })
      ).status,
    ).toBe(201);
    for (let index = 1; index <= 30; index += 1)
      expect(
        (
          await api('/api/admin/tasks', {
            method: 'POST',
            body: { clientId, title: `Helena follow-up ${index}`, dueAt: windhoekMorning(2) },
          })
        ).status,
      ).toBe(201);

    // Petrus's ID document runs out in ten days: on everyone's Today, not in the assistant's "mine".
    const form = new FormData();
    form.set('kind', 'id-document');
    form.set('expiresOn', windhoekMorning(10).slice(0, 10));
    form.set(
      'file',
      new Blob(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], {
        type: 'application/pdf',
      }),
      'petrus-id.pdf',
    );
    const uploaded = await api(`/api/admin/clients/${other}/documents`, { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.text()).toBe(201);

    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/today', assistant);
    await openFold(page, /^Documents expiring/);
    await openFold(page, /^Next 7 days/);
    const expiring = page.getByRole('region', { name: /Documents expiring/ });
    await expiring.getByRole('link', { name: 'Petrus Kandjii' }).waitFor();
    const week = page.getByRole('region', { name: /Next 7 days/ });
    await week.getByRole('button', { name: /^Show all \d+$/ }).waitFor();
    const total = Number(
      (await week.getByRole('button', { name: /^Show all/ }).textContent())?.replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThanOrEqual(31);
    // The first few came with the day; "Show all" reads the list from the server a page at a time.
    expect(await week.getByRole('listitem').count()).toBe(todayFirstShown);
    await week.getByRole('button', { name: /^Show all/ }).click();
    await week.getByText(`Page 1 of ${Math.ceil(total / todayPageSize)} (${total} follow-ups)`).waitFor();
    await expect.poll(() => week.getByRole('listitem').count()).toBe(todayPageSize);
    await week.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => week.getByRole('listitem').count()).toBe(total - todayPageSize);
    await week.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => week.getByRole('listitem').count()).toBe(todayPageSize);

    await page.getByRole('button', { name: 'Mine' }).click();
    await page
      .getByText('Your clients’ follow-ups, reviews, appointments, documents and details to confirm')
      .waitFor();
    // Petrus's follow-up is the owner's: the assistant's own list holds Helena's thirty, not his.
    const mineCount = async () =>
      Number(
        /\((\d+) follow-ups\)/.exec((await week.getByText(/^Page 1 of \d+ \(/).textContent()) ?? '')?.[1],
      );
    await expect.poll(mineCount).toBeLessThan(total);
    expect(await mineCount()).toBeGreaterThanOrEqual(30);
    // Nothing expiring: the section is its title and count on a phone.
    await expiring.getByRole('heading', { name: /\(0\)$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page, 'Today, mine');
    await expectNoSidewaysScroll(page);

    await page.goto(`${site.baseUrl}/admin/clients`);
    // The server renders the page for the person signed in: its handlers come with hydration.
    await waitForHydration(page);
    // On a phone the filters are folded under the search.
    await openFolds(page);
    await page.getByLabel('Adviser').selectOption('mine');
    const clients = page.getByRole('list', { name: 'Clients' });
    await clients.getByRole('link', { name: 'Helena Shikongo' }).waitFor();
    await clients.getByRole('link', { name: 'Petrus Kandjii' }).waitFor({ state: 'detached' });
    expect(await clients.getByRole('link').count()).toBe(1);
    await shoot(page, 'team-clients-mine-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
