import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireFlowName, questionnaireFlows } from '../src/content/questionnaires';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** Each of the eight questionnaire flows answered and stored, plus the modal's rules and its failure path. */

let site: RunningSite;
let browser: Browser;
const adviserName = 'Alex Example';

beforeAll(async () => {
  site = await startSite({ SITE_ADVISER_NAME: adviserName });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Answers the open question with the first option (all options for "multiple"), a text, a date or 7. */
async function answerQuestion(page: Page, type: string, options: readonly string[] | undefined) {
  const dialog = page.getByRole('dialog');
  const next = dialog.getByRole('button', { name: /^(Next|Continue)$/ });
  expect(await next.isDisabled()).toBe(true);
  switch (type) {
    case 'choice':
      await dialog.getByLabel(options?.[0] ?? '', { exact: true }).check();
      break;
    case 'multiple':
      for (const option of options?.slice(0, 2) ?? [])
        await dialog.getByLabel(option, { exact: true }).check();
      break;
    case 'text':
      await dialog.getByLabel('Your answer').fill('  Should I cash out my pension when I change jobs?  ');
      break;
    case 'date':
      await dialog.getByLabel('Date').fill('2027-03-18');
      break;
    case 'scale':
      await dialog.getByText('7', { exact: true }).click();
      break;
  }
  expect(await next.isEnabled()).toBe(true);
  await next.click();
}

describe('questionnaire modal', () => {
  it.each(
    questionnaireFlows.map((flow, index) => [questionnaireFlowName(flow, adviserName), flow, index] as const),
  )('completes and stores "%s"', async (name, flow, index) => {
    const { context, page, problems } = await openPage(browser, index % 2 === 0 ? 'phone' : 'desktop');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();

    for (const [questionIndex, question] of flow.questions.entries()) {
      await dialog.getByText(`Question ${questionIndex + 1} of ${flow.questions.length}`).waitFor();
      expect(await dialog.getByRole('heading', { name: question.question }).isVisible()).toBe(true);
      const button = questionIndex === flow.questions.length - 1 ? 'Continue' : 'Next';
      expect(await dialog.getByRole('button', { name: button }).count()).toBe(1);
      await answerQuestion(page, question.type, question.options);
    }

    // The contact form: Back returns to the last question with its answer kept.
    await dialog.getByRole('heading', { name: 'Where should we send your recommendations?' }).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText(`Question ${flow.questions.length} of ${flow.questions.length}`).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    const fullName = index % 2 === 0 ? `Tester${index} van der Merwe` : `Tester${index}`;
    await dialog.getByLabel('Name').fill(fullName);
    await dialog.getByLabel('E-mail').fill(`tester${index}@example.com`);
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Phone').fill('081 000 0000');
    expect(await submit.isEnabled()).toBe(true);
    if (index === 0) await expectNoAxeViolations(page, 'questionnaire contact form');
    const stored = page.waitForResponse('**/api/leads');
    await submit.click();
    expect((await stored).status()).toBe(201);
    const toastText = await waitForToast(page, 'Thank you!');
    expect(toastText).toContain('within 24 hours with personalized recommendations');
    await dialog.waitFor({ state: 'hidden' });

    const rows = site.query<Record<string, string>>(
      'select * from leads where email = ?',
      `tester${index}@example.com`,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(row.first_name).toBe(`Tester${index}`);
    expect(row.last_name).toBe(index % 2 === 0 ? 'van der Merwe' : '');
    expect(row.source).toBe(name);
    expect(row.questionnaire_type).toBe(flow.id);
    const answers = JSON.parse(row.questionnaire_responses ?? '{}');
    expect(Object.keys(answers)).toHaveLength(flow.questions.length);
    const cards = site.query('select * from pipeline_leads where enquiry_id = ?', row.id);
    expect(cards).toEqual([expect.objectContaining({ status: 'new-lead', enquiry_type: 'questionnaire' })]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stays open with the answers when the submission fails', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Start Saving/ }).click();
    const flow = questionnaireFlows.find((candidate) => candidate.id === 'start-saving');
    for (const question of flow?.questions ?? []) await answerQuestion(page, question.type, question.options);
    const dialog = page.getByRole('dialog', { name: 'Start Saving' });
    await dialog.getByLabel('Name').fill('Failing Tester');
    await dialog.getByLabel('E-mail').fill('failing@example.com');
    await dialog.getByLabel('Phone').fill('081 000 0000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const failure = await waitForToast(page, 'Submission failed');
    expect(failure).toContain('+264 61 000 0000');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Failing Tester');
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByLabel(flow?.questions[2]?.options?.[0] ?? '', { exact: true }).isChecked()).toBe(
      true,
    );
    expect(site.query('select * from leads where email = ?', 'failing@example.com')).toEqual([]);
    await context.close();
  });

  it('shows "Submitting..." while sending and refuses an e-mail the browser rejects', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/leads', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Create Budget/ }).click();
    const flow = questionnaireFlows.find((candidate) => candidate.id === 'create-budget');
    for (const question of flow?.questions ?? []) await answerQuestion(page, question.type, question.options);
    const dialog = page.getByRole('dialog', { name: 'Create Budget' });
    await dialog.getByLabel('Name').fill('Pending Tester');
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByLabel('Phone').fill('081 000 0000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // The browser's own e-mail check stops the form: nothing is sent.
    expect(
      await dialog.getByLabel('E-mail').evaluate((input) => (input as HTMLInputElement).validity.valid),
    ).toBe(false);
    await dialog.getByLabel('E-mail').fill('pending@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const pending = dialog.getByRole('button', { name: 'Submitting...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await dialog.waitFor({ state: 'hidden' });
    expect(site.query('select * from leads where email = ?', 'pending@example.com')).toHaveLength(1);
    await context.close();
  });
});
