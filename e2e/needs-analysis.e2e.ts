import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsAnalysisSteps } from '../src/shared/needs-analysis';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  openSection,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** The client needs analysis (issue 9): ten steps, the saved session, resume, recommendations, submit. */

let site: RunningSite;
let browser: Browser;

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };

beforeAll(async () => {
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const url = () => `${site.baseUrl}/client-needs-analysis`;
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const onStep = (page: Page, n: number, title: string) =>
  page.getByText(`Step ${n} of 10: ${title}`, { exact: true }).waitFor();
/** A radio card by its question (the group's legend) and its answer. */
const choose = (page: Page, question: string, answer: string) =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
const select = (page: Page, question: string, answer: string) =>
  page.getByLabel(question).selectOption({ label: answer });
const type = (page: Page, label: string, value: string) =>
  page.getByLabel(label, { exact: true }).fill(value);

interface StoredAnalysis {
  id: string;
  status: string;
  client_profile: string;
  savings_emergency: string;
  affordability_budget: string;
  agreement_next_steps: string;
  recommendations: string | null;
}
const stored = (id: string) => site.query<StoredAnalysis>('select * from needs_analyses where id = ?', id)[0];
const sessionId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('needs-analysis-session') ?? '{}').id as string);

/** Polls until the condition holds (saves are debounced and land a moment later). */
async function eventually(check: () => boolean | Promise<boolean>, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('client needs analysis', () => {
  it('runs through all ten steps with a reload in the middle, and stores the analysis with its recommendations', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(url());
    await waitForHydration(page);

    // 1. Greeting
    await onStep(page, 1, 'Greeting and overview');
    expect(await page.getByText('10% complete').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'needs analysis step 1');
    await next(page);

    // 2. Client Profile, with its conditional reveals
    await onStep(page, 2, 'Client Profile');
    await type(page, 'Full name', 'Test Visitor Nam');
    await type(page, 'Email', 'not-an-address');
    await page.getByLabel('Phone number').click();
    await page.getByText('Please enter a valid email address').waitFor();
    await type(page, 'Email', 'visitor@example.com');
    await type(page, 'Phone number', '081 000 0090');
    expect(await page.getByLabel('How many people depend on you?').count()).toBe(0);
    await choose(page, 'Does anyone depend on your income?', 'Yes');
    await type(page, 'How many people depend on you?', '3');
    await choose(page, 'Do you have a chronic condition or a disability?', 'No');
    expect(await page.getByLabel('Tell us about it').count()).toBe(0);
    await select(page, 'Your monthly income before tax', 'N$20,000 - N$35,000');
    await expectNoAxeViolations(page, 'needs analysis step 2');
    // Nothing is stored until the visitor leaves step 2.
    expect(site.query('select id from needs_analyses')).toHaveLength(0);
    await next(page);
    expect(await waitForToast(page, 'Analysis Started')).toContain(
      'Your needs analysis session has been created successfully.',
    );

    // 3. Housing and Assets
    await onStep(page, 3, 'Housing and Assets');
    const id = await sessionId(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(stored(id)!.client_profile)).toMatchObject({
      fullName: 'Test Visitor Nam',
      hasDependents: 'yes',
      dependentsCount: 3,
    });
    expect(stored(id)!.status).toBe('in_progress');
    await choose(page, 'Do you own your home?', 'Yes');
    expect(await page.getByLabel('Years left on the home loan').count()).toBe(0);
    await type(page, 'Home loan still owed (N$)', '900 000');
    await page.getByLabel('Years left on the home loan').waitFor();
    await page
      .getByText('Your home loan should be covered by life and disability cover', { exact: false })
      .waitFor();
    await choose(page, 'How many vehicles do you own?', 'None');
    expect(await page.getByRole('group', { name: 'Is a vehicle financed?' }).count()).toBe(0);
    expect(await waitForToast(page, 'Progress Saved')).toContain('Your responses have been saved.');
    await next(page);

    // 4. Income Protection
    await onStep(page, 4, 'Income Protection');
    await choose(page, 'Are you the main income earner in your household?', 'Yes');
    await choose(page, 'Do you have income protection?', 'No');
    await choose(page, 'Do you have disability cover?', 'No');
    await page.getByText('disability cover should come first', { exact: false }).waitFor();
    await next(page);

    // 5. Family Protection
    await onStep(page, 5, 'Family Protection');
    await choose(page, 'Do you have life insurance?', 'No');
    await select(page, 'If you died today', '1 to 3 months');
    await page.getByText('Urgent:').waitFor();
    await choose(page, 'Do you have funeral cover?', 'Yes');
    await choose(page, 'Are you concerned about paying for your children’s education?', 'Yes');
    await expectNoAxeViolations(page, 'needs analysis step 5');
    await next(page);

    // 6. Debt Review: the debt-free message, then the questions and the priority
    await onStep(page, 6, 'Debt Review');
    await choose(page, 'Do you have any debt?', 'No');
    await page.getByText('Well done: you owe nothing.', { exact: false }).waitFor();
    await choose(page, 'Do you have any debt?', 'Yes');
    await choose(page, 'Are any accounts behind on payments?', 'Yes');
    await page.getByText('Debt priority:').waitFor();
    expect(await page.getByText('High', { exact: true }).count()).toBe(1);
    await next(page);

    // 7. Savings and Emergency
    await onStep(page, 7, 'Savings and Emergency');
    await choose(page, 'Do you have money put aside for emergencies?', 'Some, but not enough');
    await page.getByLabel('How many months of expenses would it cover?').waitFor();
    await choose(page, 'Do you have money put aside for emergencies?', 'No');
    expect(await page.getByLabel('How many months of expenses would it cover?').count()).toBe(0);
    await choose(page, 'Do you save every month?', 'Sometimes');
    await select(page, 'How much do you save a month?', 'Under N$500');
    await choose(page, 'When will you need the money you save?', 'Long term (more than 5 years)');
    await choose(
      page,
      'How should your savings be invested?',
      'Growth: highest return over time, ups and downs',
    );
    await page.getByText('Long-term goals: a growth unit trust', { exact: false }).waitFor();

    // A reload in the middle resumes the session: the same id, the same step, the answers.
    await eventually(
      () => JSON.parse(stored(id)!.savings_emergency).savingsMethodPreference === 'growth',
      'the savings section to be saved',
    );
    await page.reload();
    await waitForHydration(page);
    await onStep(page, 7, 'Savings and Emergency');
    expect(await sessionId(page)).toBe(id);
    expect(
      await page
        .getByRole('group', { name: 'Do you save every month?' })
        .getByRole('radio', { name: 'Sometimes' })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('How much do you save a month?').inputValue()).toBe('under-500');
    expect(site.query('select id from needs_analyses')).toHaveLength(1);
    expect(JSON.parse(stored(id)!.savings_emergency)).toEqual({
      hasEmergencyFund: 'no',
      savesRegularly: 'sometimes',
      monthlySavingsAmount: 'under-500',
      savingsGoalTerm: 'long-term',
      savingsMethodPreference: 'growth',
    });
    await next(page);

    // 8. Retirement Planning
    await onStep(page, 8, 'Retirement Planning');
    await choose(page, 'Do you have retirement savings', 'No');
    expect(await page.getByLabel('What are they worth today?').count()).toBe(0);
    await page.getByText('Retirement annuity: your own retirement fund', { exact: false }).waitFor();
    await next(page);

    // 9. Affordability and Budget: the analysis once income and essentials are filled
    await onStep(page, 9, 'Affordability and Budget');
    await type(page, 'Monthly income after tax (N$)', '20000');
    expect(await page.getByText('Budget analysis', { exact: true }).count()).toBe(0);
    await type(page, 'Essential expenses (N$)', '14000');
    await type(page, 'Debt repayments (N$)', '2000');
    await page.getByText('Budget Alert', { exact: true }).waitFor();
    await type(page, 'Essential expenses (N$)', '9000');
    await page.getByText('Budget Alert', { exact: true }).waitFor({ state: 'detached' });
    const analysis = page.getByRole('complementary', { name: 'Budget analysis' });
    const row = (label: string) =>
      analysis.locator('dl > div', { has: page.getByText(label, { exact: true }) });
    // 20,000 - 9,000 - 2,000 = 9,000; 15% = 3,000 shown as half; 20% = 4,000 shown as half; 9,000 - 7,000
    expect(await row('Available after essentials and debt').locator('dd').textContent()).toBe('N$ 9,000.00');
    expect(await row('Insurance (10-15%)').locator('dd').textContent()).toBe('N$ 1,500.00');
    expect(await row('Savings (10-20%)').locator('dd').textContent()).toBe('N$ 2,000.00');
    expect(await row('Remaining for lifestyle').locator('dd').textContent()).toBe('N$ 2,000.00');
    await page.getByText('The 50/30/20 rule', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'needs analysis step 9');
    await next(page);

    // 10. Recommendations: one of each priority, the summary, the estimate, the next steps
    await onStep(page, 10, 'Recommendations');
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    for (const category of [
      'Emergency Fund',
      'Life Insurance',
      'Income Protection',
      'Retirement',
      'Debt Management',
      'Education',
      'Investments',
    ])
      await page.getByRole('heading', { name: category, exact: true }).waitFor();
    // 3 dependants: 10 x annual income of the N$20,000 - N$35,000 band's middle: 27,500 x 12 x 10
    await page.getByText('Term Life Cover (10x annual income)').waitFor();
    await page.getByText('N$ 3,300,000', { exact: false }).waitFor();
    const count = (label: string) =>
      page
        .locator('dl div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    expect(await count('High Priority')).toBe('4');
    expect(await count('Medium Priority')).toBe('2');
    expect(await count('Future Planning (Low)')).toBe('1');
    // 4 x 400 + 2 x 300 = 2,200; 4 x 1,200 + 2 x 800 = 6,400
    await page.getByText('N$ 2,200 - N$ 6,400').waitFor();

    const submit = page.getByRole('button', { name: 'Submit My Analysis' });
    expect(await submit.isDisabled()).toBe(true);
    await choose(page, 'How should we contact you?', 'WhatsApp');
    expect(await submit.isDisabled()).toBe(true);
    await select(page, 'When suits you best?', 'Morning (8am-12pm)');
    await choose(
      page,
      'May our adviser contact you to discuss these recommendations?',
      'Yes, please contact me',
    );
    await eventually(async () => !(await submit.isDisabled()), 'submit to be enabled');
    await expectNoAxeViolations(page, 'needs analysis step 10');
    await submit.click();
    expect(await waitForToast(page, 'Analysis Complete')).toContain(
      'Your comprehensive needs analysis is complete. Our advisor will contact you soon.',
    );
    await page.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();
    await page.getByText('within 24 hours', { exact: false }).waitFor();

    // Stored with the server's own recommendations, the next steps, and a card on the board.
    const record = stored(id)!;
    expect(record.status).toBe('completed');
    const recommendations = JSON.parse(record.recommendations ?? '[]') as { priority: string }[];
    expect(recommendations.map((item) => item.priority).sort()).toEqual([
      'High',
      'High',
      'High',
      'High',
      'Low',
      'Medium',
      'Medium',
    ]);
    expect(JSON.parse(record.agreement_next_steps)).toEqual({
      preferredContactMethod: 'whatsapp',
      preferredContactTime: 'morning',
      agreesToFollowUp: 'yes',
    });
    expect(JSON.parse(record.affordability_budget)).toEqual({
      monthlyIncome: 20000,
      essentialExpenses: 9000,
      debtRepayments: 2000,
    });
    expect(site.query('select source, priority from pipeline_leads where enquiry_id = ?', id)).toEqual([
      { source: 'Needs Analysis', priority: 'high' },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('needs-analysis-session'))).toBeNull();
    await expectNoAxeViolations(page, 'needs analysis thank you');
    expect(problems).toEqual([]);
    await context.close();

    // The adviser opens it in the back office: the recommendations and the answers under their questions.
    const office = await openPage(browser, 'desktop');
    await office.page.goto(`${site.baseUrl}/admin`);
    await waitForHydration(office.page);
    await office.page.getByLabel('Email').fill(admin.email);
    await office.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await office.page.getByRole('button', { name: 'Sign In' }).click();
    await office.page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await openSection(office.page, 'Dashboard');
    await office.page.getByRole('tab', { name: 'Needs Analyses' }).click();
    const listed = office.page.getByRole('row', { name: /Test Visitor Nam/ });
    await listed.getByRole('button', { name: /View Test Visitor Nam/ }).click();
    const dialog = office.page.getByRole('dialog', { name: 'Needs Analysis Details' });
    await dialog.getByText('Debt Consolidation Plan').waitFor();
    await dialog.getByText('Do you have money put aside for emergencies?').waitFor();
    await dialog.getByText('Long term (more than 5 years)').waitFor();
    await dialog.getByText('N$ 900,000.00').waitFor();
    await expectNoAxeViolations(office.page, 'needs analysis in the back office');
    await office.context.close();
  });

  it('keeps the visitor on step 2 with the spec’s message when the session cannot start, and starts on the next try', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(url());
    await waitForHydration(page);
    await next(page);
    await type(page, 'Full name', 'Offline Visitor');
    await page.route('**/api/client-needs-analysis', (route) => route.fulfill({ status: 503, body: '{}' }));
    await next(page);
    expect(await waitForToast(page, 'Error')).toContain('Failed to start analysis. Please try again.');
    await onStep(page, 2, 'Client Profile');
    await page.unroute('**/api/client-needs-analysis');
    await next(page);
    await onStep(page, 3, 'Housing and Assets');
    await waitForToast(page, 'Analysis Started');
    await context.close();
  });

  it('keeps an answer that could not be saved and sends it when the connection is back', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(url());
    await waitForHydration(page);
    await next(page);
    await onStep(page, 2, 'Client Profile');
    await next(page);
    await onStep(page, 3, 'Housing and Assets');
    const id = await sessionId(page);
    await page.route('**/api/client-needs-analysis/*', (route) => route.abort('internetdisconnected'));
    await choose(page, 'Do you own your home?', 'No');
    await page.getByText('Not saved yet: no connection. We will keep trying.').first().waitFor();
    expect(
      JSON.parse(
        site.query<{ h: string }>('select housing_assets as h from needs_analyses where id = ?', id)[0]!.h,
      ),
    ).toEqual({});
    await page.unroute('**/api/client-needs-analysis/*');
    await eventually(
      () =>
        JSON.parse(
          site.query<{ h: string }>('select housing_assets as h from needs_analyses where id = ?', id)[0]!.h,
        ).ownsHome === 'no',
      'the retried save',
    );
    await page.getByText('All answers saved').waitFor();
    await context.close();
  });

  it('shows the message under a typed amount that does not read, and keeps nothing for it', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(url());
    await waitForHydration(page);
    // One step at a time: a click before the step has changed would be a second click on it.
    for (let step = 1; step < 9; step += 1) {
      await next(page);
      await onStep(page, step + 1, needsAnalysisSteps[step]!.title);
    }
    await type(page, 'Monthly income after tax (N$)', 'lots');
    await page.getByLabel('Essential expenses (N$)').click();
    await page.getByText('Enter an amount in N$ (0 or more, at most 2 decimals)').waitFor();
    expect(
      await page.getByLabel('Monthly income after tax (N$)', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await type(page, 'Monthly income after tax (N$)', '25 000');
    await page
      .getByText('Enter an amount in N$ (0 or more, at most 2 decimals)')
      .waitFor({ state: 'detached' });
    await context.close();
  });
});
