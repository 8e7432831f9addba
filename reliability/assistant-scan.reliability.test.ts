import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficePages } from '../src/content/back-office-pages';
import { analyseFna } from '../src/domain/fna/analysis';
import { formatNad } from '../src/domain/money';
import { routeTable } from '../src/server/plugins/route-access';
import { testAccounts } from '../src/server/testing/admin';
import { createTestDatabase, type TestDatabase } from '../src/server/testing/databases';
import { adviceRecordPdf } from '../src/server/testing/documents';
import { freePort } from '../src/server/testing/postgres-server';
import { type FnaInput, fnaSchema } from '../src/shared/fna';
import { completeFna } from '../src/shared/fna.fixtures';
import { kill, requireBuild, type Server, startServer } from './support';

/**
 * What an assistant receives (D29, issue 42), decided by the value and not by the key it travels
 * under. Against the built server over HTTP: a database filled through the API with a distinctive
 * ID number, bank account, health answer, FNA income and shortfall, commission amount and a file
 * named after the ID number; then every GET route of the route table (with every id there is) and
 * every back-office page, as the assistant, each 2xx body (a PDF's text too) scanned for those
 * values. The same scan first finds each of them in the owner's answers, so it cannot pass blind.
 */

requireBuild();

const owner = testAccounts.owner;
const assistant = testAccounts.assistant;
// Obviously fake values, distinctive enough to appear nowhere by chance.
const idNumber = '91021512345';
const bankAccount = '1047736652';
const healthAnswer = 'Hypertensive since Zq-7734';
const monthlyIncome = 87_654;
const commissionCents = 271_828;

const fna: FnaInput = {
  ...completeFna,
  consentInfo: { ...completeFna.consentInfo, identityNumber: idNumber },
  personalInfo: {
    ...completeFna.personalInfo,
    idNumber,
    dateOfBirth: '1991-02-15',
    income: monthlyIncome,
    email: 'scan.client@example.com',
    cell: '081 700 9001',
    fullName: 'Scan Example',
    surname: 'Client',
  },
  bankingDetails: { ...completeFna.bankingDetails, accountNumber: bankAccount },
  medicalInfo: { ...completeFna.medicalInfo, medicalStatement: healthAnswer },
};
// The server's own figure: the schema's output, as the server analyses it.
const shortfall = formatNad(Math.max(0, analyseFna(fnaSchema.parse(fna)).death.shortfallCents)).replace(
  'N$ ',
  '',
);

/** Each protected value, in the forms it may be written: as typed, as an amount, in cents. */
const protectedValues: Record<string, string[]> = {
  'ID number': [idNumber, '91 02 15', '1991-02-15'],
  'bank account': [bankAccount],
  'health answer': [healthAnswer],
  'FNA income': ['87,654', String(monthlyIncome * 100)],
  'FNA shortfall': [shortfall],
  commission: ['2,718.28', String(commissionCents), '2718.28'],
};

let database: TestDatabase;
let server: Server;
let origin = '';
const ids: Record<string, string> = {};

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function send(
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
    redirect: 'manual',
  });
  return response;
}

async function json<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await send(cookie, method, url, body);
  const text = await response.text();
  expect(response.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** A body as text: a PDF's text by poppler's pdftotext, anything else as UTF-8. */
function textOf(response: Response, bytes: Buffer): string {
  if ((response.headers.get('content-type') ?? '').includes('application/pdf'))
    return execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
  return bytes.toString('utf8');
}

/** Every GET the route table has, with each id substituted, and the back-office pages. */
function addresses(): string[] {
  const queries: Record<string, string> = {
    '/api/admin/commissions': '?from=2026-01&to=2026-12',
  };
  const candidates = Object.values(ids);
  const urls = new Set<string>();
  for (const { route } of routeTable()) {
    const [method, path] = route.split(' ') as [string, string];
    if (method !== 'GET') continue;
    const query = queries[path] ?? '';
    if (!path.includes(':')) urls.add(`${path}${query}`);
    else for (const id of candidates) urls.add(`${path.replace(/:[A-Za-z]+/g, id)}${query}`);
  }
  for (const page of backOfficePages) {
    if (!page.path.includes(':')) urls.add(page.path);
    else for (const id of [ids.client, ids.policy]) urls.add(page.path.replace(':id', id as string));
  }
  return [...urls];
}

/** Which protected values each 2xx answer to the cookie holds: `{ value name: [urls] }`. */
async function scan(cookie: string): Promise<{ found: Record<string, string[]>; answered: number }> {
  const found: Record<string, string[]> = {};
  let answered = 0;
  for (const url of addresses()) {
    const response = await send(cookie, 'GET', url);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status < 200 || response.status >= 300) continue;
    answered += 1;
    const text = textOf(response, bytes);
    for (const [name, forms] of Object.entries(protectedValues))
      if (forms.some((form) => text.includes(form))) found[name] = [...(found[name] ?? []), url];
  }
  return { found, answered };
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  if (database.target.dialect !== 'sqlite') throw new Error('sqlite expected');
  const { saveAccount } = await import('../src/server/features/admin');
  await saveAccount(database.handle, { ...assistant, mode: 'create', by: 'test' }, new Date());
  server = await startServer(database.target.filename, await freePort(), {
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  });
  origin = server.baseUrl;
  const cookie = await signIn(owner);

  // The FNA, submitted as a visitor would: its client gets the ID number.
  const submitted = await json<{ id: string }>('', 'POST', '/api/fna/submit', fna);
  ids.fna = submitted.id;
  const [row] = (await database.handle.db
    .selectFrom('fna_submissions')
    .select('client_id')
    .where('id', '=', submitted.id)
    .execute()) as { client_id: string }[];
  ids.client = row?.client_id as string;
  const policy = await json<{ id: string }>(cookie, 'POST', '/api/admin/policies', {
    clientId: ids.client,
    insurer: 'Sanlam Namibia',
    product: 'life',
    policyNumber: 'SCAN-1',
    status: 'in-force',
    startDate: '2026-01-01',
    premiumCents: 45_000,
    premiumFrequency: 'monthly',
    coverCents: 150_000_000,
    commission: { firstYearPercent: 60, firstYearPaid: 'upfront', ongoingPercent: 5 },
  });
  ids.policy = policy.id;
  await json(cookie, 'POST', `/api/admin/policies/${ids.policy}/commissions`, {
    month: '2026-02',
    amountCents: commissionCents,
  });
  // A document named after the ID number, as clients name them.
  const form = new FormData();
  form.set('kind', 'id-document');
  form.set(
    'file',
    new Blob([new Uint8Array(await adviceRecordPdf(`Identity document of Scan Example, ${idNumber}`))], {
      type: 'application/pdf',
    }),
    `ID-${idNumber}.pdf`,
  );
  const uploaded = await send(cookie, 'POST', `/api/admin/clients/${ids.client}/documents`, form);
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  ids.document = ((await uploaded.json()) as { id: string }).id;
  const requested = await json<{ id: string }>(
    cookie,
    'POST',
    `/api/admin/clients/${ids.client}/document-requests`,
    {
      kinds: ['payslip'],
    },
  );
  ids.request = requested.id;
  const cards = await json<{ id: string }[] | { items: { id: string }[] }>(
    cookie,
    'GET',
    '/api/pipeline-leads',
  );
  const card = (Array.isArray(cards) ? cards : cards.items)[0];
  if (card) ids.card = card.id;
});

afterAll(async () => {
  if (server) await kill(server);
  await database?.drop();
});

describe('what an assistant receives', () => {
  it('finds every protected value in the owner’s answers (the scan is not blind)', async () => {
    const { found, answered } = await scan(await signIn(owner));
    expect(answered).toBeGreaterThan(50);
    expect(Object.keys(found).sort()).toEqual(Object.keys(protectedValues).sort());
  });

  it('finds none in any answer or back-office page the assistant gets', async () => {
    const { found, answered } = await scan(await signIn(assistant));
    expect(answered).toBeGreaterThan(30);
    expect(found).toEqual({});
  });
});
