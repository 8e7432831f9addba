/**
 * The back office under a full database (issue 7): 10,000 records in every table the dashboard
 * lists, then how long one admin waits for each list page, a search, the counts and the whole
 * board. Requests are sent one after another (one adviser at a laptop), 100 times each; the budget
 * is p95 under 100 ms. Issue 18: the rows belong to 10,000 clients with 50,000 enquiries on their
 * timelines (consultation, quote, questionnaire, funeral, workshop; the newsletter on top), a
 * follow-up each, and the client search, the client page and Today are timed too.
 */
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { totpCode } from '../src/server/features/admin/two-factor/totp';
import { timeDocuments } from './bench-documents';
import { type BackOfficeTiming, percentile } from './bench-timing';

const recordsPerTable = 10_000;
const rounds = 100;

/** Free slots for the next 30 days are read by every visitor who books (issue 20). */
export const slotsBudgetMs = 50;
export const benchBookings = 2_000;

const stages = [
  'new-lead',
  'quotation',
  'signature',
  'documentation',
  'medicals',
  'acceptance',
  'rejections',
];
const priorities = ['low', 'medium', 'high', 'urgent'];
const statuses = ['pending', 'in_progress', 'completed', 'cancelled'];

/** 10,000 obviously fake rows in each dashboard table, written straight into the site's SQLite file; a client's id to time. */
export function seedBackOffice(databasePath: string): { sampleClientId: string } {
  let sampleClientId = '';
  const database = new SqliteDatabase(databasePath);
  database.pragma('busy_timeout = 5000');
  const at = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return database.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
  };
  database.transaction(() => {
    for (let index = 0; index < recordsPerTable; index++) {
      const leadId = randomUUID();
      const name = { first: `Bench${index}`, last: `Person${index % 97}` };
      const email = `bench${index}@example.com`;
      // One number per client: 081 000 0042 is +264 81 000 0042.
      const digits = String(index).padStart(7, '0');
      const phone = `081 ${digits.slice(0, 3)} ${digits.slice(3)}`;
      const clientId = randomUUID();
      if (index === 4242) sampleClientId = clientId;
      const client = {
        id: clientId,
        name: `${name.first} ${name.last}`,
        email,
        phone,
        id_number: '',
        possible_duplicate_of: null,
        merged_into: null,
        last_activity_at: at(index),
        created_at: at(index),
        updated_at: at(index),
      };
      insert('clients', client).run(Object.values(client));
      for (const key of [`email:${email}`, `phone:+26481${digits}`]) {
        insert('client_keys', { key, client_id: clientId, created_at: at(index) }).run(
          key,
          clientId,
          at(index),
        );
      }
      const lead = {
        id: leadId,
        first_name: name.first,
        last_name: name.last,
        email,
        phone,
        source: 'Start Saving',
        questionnaire_type: 'savings',
        questionnaire_responses: JSON.stringify({ 0: 'An emergency fund', 1: 'Under N$ 5,000' }),
        created_at: at(index),
        client_id: clientId,
      };
      insert('leads', lead).run(Object.values(lead));
      const rows: [string, Record<string, unknown>][] = [
        [
          'consultation_requests',
          {
            id: randomUUID(),
            topic: 'retirement-planning',
            custom_topic: '',
            urgency: 'soon',
            details: 'Benchmark: will my pension fund be enough?',
            full_name: `${name.first} ${name.last}`,
            email,
            phone,
            consent: 1,
            status: statuses[index % 4],
            created_at: at(index),
          },
        ],
        [
          'quote_requests',
          {
            id: randomUUID(),
            first_name: name.first,
            last_name: name.last,
            email,
            phone,
            cover_for: 'family',
            insurance_types: '["life","funeral"]',
            situation: '',
            status: statuses[index % 4],
            created_at: at(index),
          },
        ],
        [
          'workshop_registrations',
          {
            id: randomUUID(),
            lead_id: leadId,
            workshop_id: 'retirement-planning',
            workshop_name: 'Retirement Planning Workshop',
            status: 'pending',
            created_at: at(index),
          },
        ],
        [
          'newsletter_subscriptions',
          {
            id: randomUUID(),
            email,
            is_active: index % 10 === 0 ? 0 : 1,
            created_at: at(index),
            updated_at: at(index),
          },
        ],
        [
          'funeral_applications',
          {
            id: randomUUID(),
            first_name: name.first,
            last_name: name.last,
            email,
            phone,
            id_number: '',
            age: 40,
            gender: 'female',
            payment_frequency: 'monthly',
            additional_info: '',
            total_monthly_cents: 13_568,
            total_annual_cents: 154_676,
            total_cover_cents: 8_500_000,
            status: 'pending',
            created_at: at(index),
          },
        ],
        [
          'pipeline_leads',
          {
            id: randomUUID(),
            name: `${name.first} ${name.last}`,
            email,
            phone,
            company: index % 3 === 0 ? `Bench Trading ${index} CC` : '',
            status: stages[index % stages.length],
            priority: priorities[index % priorities.length],
            source: 'Website',
            enquiry_type: null,
            enquiry_id: null,
            estimated_value_cents: (index % 50) * 100_000,
            expected_close_date: null,
            notes: 'Benchmark lead: wants a quote for life cover and a retirement review.',
            last_contact_date: null,
            next_follow_up: index % 5 === 0 ? '2026-01-15' : null,
            created_at: at(index),
            updated_at: at(index),
          },
        ],
      ];
      const kinds: Record<string, string> = {
        consultation_requests: 'consultation-request',
        quote_requests: 'quote-request',
        workshop_registrations: 'workshop-registration',
        newsletter_subscriptions: 'newsletter',
        funeral_applications: 'funeral-application',
      };
      for (const [table, row] of rows) {
        const owned = { ...row, client_id: clientId };
        insert(table, owned).run(Object.values(owned));
        const kind = kinds[table];
        if (!kind) continue;
        const entry = {
          id: randomUUID(),
          client_id: clientId,
          kind,
          enquiry_id: row.id,
          summary: `${kind}: benchmark enquiry`,
          expects_contact: kind === 'newsletter' ? 0 : 1,
          // One client in ten is still waiting for a first contact.
          first_contacted_at: index % 10 === 0 ? null : at(index + 30),
          created_at: at(index),
        };
        insert('client_enquiries', entry).run(Object.values(entry));
      }
      const questionnaire = {
        id: randomUUID(),
        client_id: clientId,
        kind: 'questionnaire',
        enquiry_id: leadId,
        summary: 'Questionnaire: Start Saving',
        expects_contact: 1,
        first_contacted_at: at(index + 30),
        created_at: at(index),
      };
      insert('client_enquiries', questionnaire).run(Object.values(questionnaire));
      // A follow-up each, spread over the days around now: overdue, today, the coming weeks; a third done.
      const due = new Date(Date.now() + ((index % 40) - 10) * 6 * 60 * 60 * 1000).toISOString();
      const task = {
        id: randomUUID(),
        client_id: clientId,
        pipeline_lead_id: null,
        title: `Call ${name.first} about the quote`,
        due_at: due,
        done_at: index % 3 === 0 ? at(index + 60) : null,
        created_by: null,
        created_at: at(index),
        updated_at: at(index),
      };
      insert('tasks', task).run(Object.values(task));
    }
  })();
  // 2,000 booked consultations two hours apart (about 83 days back and 83 ahead), for the free
  // slots: some 360 of them fall in the 30 days asked for, with free times between them.
  const firstBooking = Math.ceil(Date.now() / 3_600_000) * 3_600_000 - (benchBookings / 2) * 2 * 3_600_000;
  database.transaction(() => {
    for (let index = 0; index < benchBookings; index++) {
      const start = firstBooking + index * 2 * 3_600_000;
      const booking = {
        id: randomUUID(),
        consultation_request_id: randomUUID(),
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 30 * 60_000).toISOString(),
        kind: 'phone',
        status: 'booked',
        manage_token_hash: null,
        sequence: 0,
        created_at: at(index),
        updated_at: at(index),
      };
      insert('bookings', booking).run(Object.values(booking));
    }
  })();
  database.close();
  return { sampleClientId };
}

/** This month (UTC) moved by `offset` months, YYYY-MM. */
function month(offset: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The book of business's reads (issue 31), over 30,000 policies (bench-book.ts). */
function bookReads(householdClientId: string): [string, string][] {
  return [
    ['book (30,000 policies)', '/api/admin/book'],
    ['commissions, 12 months', `/api/admin/commissions?from=${month(-11)}&to=${month(0)}`],
    ['reviews due, 30 days', '/api/admin/reviews?within=30'],
    ['household page', `/api/admin/clients/${householdClientId}/household`],
    ['policies, page 1', '/api/admin/policies'],
    ['policies, in force renewing next month', `/api/admin/policies?status=in-force&renewsIn=${month(1)}`],
    ['policies, search by number', '/api/admin/policies?q=bench-004242'],
  ];
}

/**
 * The server runs as in production, where a second factor is required (issue 21): the bench's new
 * account sets up an authenticator app with a computed code, as the adviser would with a phone.
 */
async function giveSecondFactor(baseUrl: string, cookie: string, state: string): Promise<void> {
  if (state === 'done') return;
  if (state !== 'enrol') throw new Error(`bench sign-in: unexpected second-factor state ${state}`);
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
  const setup = (await (await post('/api/admin/two-factor/enrol/totp', {})).json()) as { secret: string };
  const confirmed = await post('/api/admin/two-factor/enrol/totp/confirm', {
    code: totpCode(setup.secret, new Date()),
  });
  if (!confirmed.ok)
    throw new Error(`bench second factor failed: ${confirmed.status} ${await confirmed.text()}`);
}

/** Signs in (with the second factor where one is asked for); the session's cookie. */
export async function benchSignIn(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
  await giveSecondFactor(baseUrl, cookie, ((await login.json()) as { secondFactor: string }).secondFactor);
  return cookie;
}

/** Times each back-office read, sequentially, with the browser's compression header (signed in unless given a session). */
export async function timeBackOffice(
  baseUrl: string,
  admin: { email: string; password: string },
  seeded: { sampleClientId: string; householdClientId: string },
  session?: string,
) {
  const cookie = session ?? (await benchSignIn(baseUrl, admin));
  const reads: [string, string][] = [
    ['dashboard counts', '/api/admin/stats'],
    ['leads, page 1', '/api/leads'],
    ['leads, page 100', '/api/leads?page=100'],
    ['leads, search', '/api/leads?q=person42'],
    ['consultation requests', '/api/consultation-requests'],
    ['quote requests', '/api/quote-requests'],
    ['funeral applications', '/api/funeral-cover-applications'],
    ['workshop registrations', '/api/workshop-registrations'],
    ['workshop registrations, search', '/api/workshop-registrations?q=bench999'],
    ['newsletter', '/api/newsletter-subscriptions'],
    ['pipeline tab', '/api/pipeline-leads/search'],
    ['board (100 cards a stage)', '/api/pipeline-board'],
    ['board, search and priority', '/api/pipeline-board?q=trading&priority=high'],
    ['clients, page 1 (last activity)', '/api/admin/clients'],
    ['clients, search by name', '/api/admin/clients?q=person42'],
    ['clients, search +264 81 000 4242', `/api/admin/clients?q=${encodeURIComponent('+264 81 000 4242')}`],
    ['clients, not yet contacted', '/api/admin/clients?filter=not-contacted'],
    ['client page (timeline)', `/api/admin/clients/${seeded.sampleClientId}`],
    ['Today', '/api/admin/today'],
    // Issue 34: search from anywhere (clients, policies, enquiries at once).
    ['search everywhere, a name', '/api/admin/search?q=person42'],
    ['search everywhere, +264 81 000 4242', `/api/admin/search?q=${encodeURIComponent('+264 81 000 4242')}`],
    ['search everywhere, a policy number', '/api/admin/search?q=bench-004242'],
    ...bookReads(seeded.householdClientId),
    [
      `free slots, 30 days, ${benchBookings.toLocaleString('en-GB')} bookings`,
      `/api/booking/slots?from=${new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10)}&days=30`,
    ],
  ];
  const timings: BackOfficeTiming[] = [];
  // Not held to the budget: the spec's whole-list call (10,000 cards, about 5 MB), which the board does not use.
  const fullList: [string, string] = ['GET /api/pipeline-leads (all cards)', '/api/pipeline-leads'];
  for (const [label, path] of [...reads, fullList]) {
    const times: number[] = [];
    let bytes = 0;
    const count = path === fullList[1] ? 20 : rounds;
    for (let round = 0; round < count + 5; round++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { cookie, 'accept-encoding': 'br, gzip' },
      });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      // The first five warm the caches and the JIT.
      if (round >= 5) times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    timings.push({
      label,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      bytes,
      budgeted: path !== fullList[1],
      ...(path.startsWith('/api/booking/slots') ? { budgetMs: slotsBudgetMs } : {}),
    });
  }
  timings.push(await timeCommissionsAfterChange(baseUrl, cookie));
  // Documents last: their uploads add to the database the reads above measured.
  timings.push(...(await timeDocuments(baseUrl, cookie, seeded.sampleClientId)));
  return timings;
}

/**
 * Issue 56: the commissions report keeps what it read of the book until the book changes, so the
 * row above times it as it is opened again. This one times it as the adviser opens it just after
 * changing a policy (a premium, alternately up and down; the change itself is not timed): the book
 * read again, what the report cost on every opening before. Printed beside the budgeted row, not
 * held to the budget: on PostgreSQL it is over it (the closing note of issue 56 says by how much).
 */
async function timeCommissionsAfterChange(baseUrl: string, cookie: string): Promise<BackOfficeTiming> {
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const list = (await (await fetch(`${baseUrl}/api/admin/policies?status=in-force`, { headers })).json()) as {
    items: { id: string; premiumCents: number }[];
  };
  const policy = list.items[0];
  if (!policy) throw new Error('no policy in force to change');
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds + 5; round++) {
    const changed = await fetch(`${baseUrl}/api/admin/policies/${policy.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ premiumCents: policy.premiumCents + (round % 2) * 100 }),
    });
    if (!changed.ok) throw new Error(`policy change: ${changed.status} ${await changed.text()}`);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/commissions?from=${month(-11)}&to=${month(0)}`, {
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`commissions: ${response.status}`);
    if (round >= 5) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return {
    label: 'commissions, 12 months, a policy just changed',
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    bytes,
    budgeted: false,
  };
}
