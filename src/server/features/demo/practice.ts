import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { exampleClaims } from '../../../content/example-claims';
import { formatCalendarDate } from '../../../domain/book/calendar-dates';
import { expectedCommissionCents } from '../../../domain/book/commissions';
import type { PolicyProduct, PolicyStatus, PremiumFrequency } from '../../../domain/book/policy-labels';
import { windhoekDate } from '../../../domain/windhoek-time';
import { commissionTerms, type PolicyCommission } from '../../../shared/book';
import type { ClientRelation } from '../../../shared/relations';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db';
import { sessionCookieName } from '../../plugins/admin-session';
import { hashToken, newToken } from '../../plugins/tokens';
import { insertSession, saveAccount } from '../admin';
import { multipartBody } from './multipart';
import {
  emailFor,
  firstNames,
  idNumberFor,
  insurers,
  phoneFor,
  seeded,
  streets,
  surnames,
  towns,
  underpayingInsurer,
} from './people';
import {
  accountByEmail,
  accountExists,
  anyClient,
  clientContact,
  endSessionStatement,
  exampleWorkshopsStatement,
  firstActiveOwner,
  policyNumbers,
  rowCount,
} from './repository';

/**
 * `npm run demo` (issue 43): a realistic practice to try the back office on, made through the
 * site's own API in-process (every rule, key and encryption as in real use): about 40 clients in
 * households, about 80 policies over five insurers with commission terms and three months of
 * statements (one insurer paying 80 %), reviews due, documents, enquiries at every stage of the
 * board, bookings this week and next, two workshops ahead and the spec's four past, a newsletter
 * draft, and a second account (an assistant).
 */

export class DemoRefused extends Error {}

export const demoAccounts = {
  owner: { email: 'owner@example.com', password: 'demo owner password', name: 'Alex Example' },
  assistant: { email: 'assistant@example.com', password: 'demo assistant password', name: 'Nangula Example' },
} as const;

export interface DemoSummary {
  clients: number;
  policies: number;
  enquiries: number;
  bookings: number;
  workshops: number;
  signIn: { email: string; password: string | null }[];
}

interface Made {
  id: string;
  name: string;
  dateOfBirth: string;
}

type Call = (method: InjectOptions['method'], url: string, body?: unknown) => Promise<unknown>;

async function samplePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  page.drawText('Example document of the demo practice: no real person.', { x: 60, y: 730, size: 11 });
  return Buffer.from(await pdf.save());
}

export async function fillDemoPractice(
  database: DatabaseHandle,
  config: Config,
  options: {
    /** NODE_ENV is production (set, not defaulted): refused unless forced. */
    production?: boolean;
    force?: boolean;
    now?: Date;
    log?: (line: string) => void;
  } = {},
): Promise<DemoSummary> {
  const log = options.log ?? (() => undefined);
  const { db } = database;
  if (options.production && !options.force)
    throw new DemoRefused('This is a production configuration: npm run demo -- --force if you mean it.');
  if (await anyClient(db))
    throw new DemoRefused('The database already holds clients: the demo fills an empty one only.');

  const now = options.now ?? new Date();
  const signIn: DemoSummary['signIn'] = [];
  // The owner: whoever the site made from ADMIN_EMAIL, else a demo owner.
  let owner = await firstActiveOwner(db);
  if (!owner) {
    await saveAccount(database, { ...demoAccounts.owner, mode: 'create', by: 'demo', role: 'owner' }, now);
    owner = await accountByEmail(db, demoAccounts.owner.email);
    signIn.push({ email: demoAccounts.owner.email, password: demoAccounts.owner.password });
  } else signIn.push({ email: owner.email, password: null });
  if (!(await accountExists(db, demoAccounts.assistant.email))) {
    await saveAccount(
      database,
      { ...demoAccounts.assistant, mode: 'create', by: 'demo', role: 'assistant' },
      now,
    );
    signIn.push({ email: demoAccounts.assistant.email, password: demoAccounts.assistant.password });
  }

  // The site itself, in-process, with a session of the owner's (ended at the end).
  const app: FastifyInstance = await buildApp({
    // Its requests are the demo's own: only warnings are worth a line.
    config: { ...config, requireSecondFactor: false, logLevel: 'warn' },
    database,
    ...(options.now ? { now: () => now } : {}),
  });
  await app.ready();
  const token = newToken();
  const stamp = now.toISOString();
  await database.write([
    insertSession(db, {
      token_hash: hashToken(token),
      admin_id: owner.id,
      created_at: stamp,
      last_seen_at: stamp,
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      ended_at: null,
      second_factor: 'none',
      challenge: null,
      pending_totp_secret: null,
    }),
  ]);
  const origin = new URL(config.site.siteUrl).origin;
  let address = 0;
  const send = async (options: InjectOptions) => {
    address += 1;
    const response = await app.inject({
      ...options,
      remoteAddress: `10.99.${Math.floor(address / 250) % 250}.${address % 250}`,
      headers: { origin, cookie: `${sessionCookieName}=${token}`, ...(options.headers ?? {}) },
    } as InjectOptions);
    if (response.statusCode >= 400)
      throw new Error(
        `${options.method} ${options.url}: ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    return response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
  };
  const call: Call = (method, url, body) =>
    send({
      method,
      url,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    });

  try {
    const summary = await fill(call, send, database, now, log);
    return { ...summary, signIn };
  } finally {
    await database.write([endSessionStatement(db, hashToken(token), new Date().toISOString())]);
    await app.close();
  }
}

async function fill(
  call: Call,
  send: (options: InjectOptions) => Promise<unknown>,
  database: DatabaseHandle,
  now: Date,
  log: (line: string) => void,
): Promise<Omit<DemoSummary, 'signIn'>> {
  const random = seeded(2026);
  const today = windhoekDate(now);
  const year = Number(today.slice(0, 4));
  const birth = (age: number) => formatCalendarDate(year - age, random.int(1, 12), random.int(1, 28));
  let serial = 0;
  let phone = 0;
  const used = new Set<string>();
  const person = (surname?: string) => {
    for (;;) {
      const first = random.pick(firstNames);
      const last = surname ?? random.pick(surnames);
      if (!used.has(`${first} ${last}`)) {
        used.add(`${first} ${last}`);
        return { first, last };
      }
    }
  };
  const address = () => `${random.int(1, 120)} ${random.pick(streets)}, ${random.pick(towns)}`;

  const addClient = async (
    names: { first: string; last: string },
    age: number,
    extra: {
      source?: string;
      sourceDetail?: string;
      relations?: { otherClientId: string; relation: ClientRelation }[];
      contact?: boolean;
    } = {},
  ): Promise<Made> => {
    const dateOfBirth = birth(age);
    serial += 1;
    phone += 1;
    const name = `${names.first} ${names.last}`;
    const made = (await call('POST', '/api/admin/clients', {
      name,
      ...(extra.contact === false
        ? {}
        : { email: emailFor(names.first, names.last), phone: phoneFor(phone) }),
      idNumber: idNumberFor(dateOfBirth, serial),
      address: age >= 18 ? address() : '',
      source: extra.source ?? 'existing',
      sourceDetail: extra.sourceDetail ?? '',
      relations: extra.relations ?? [],
      confirmedNew: true,
    })) as { id: string };
    return { id: made.id, name, dateOfBirth };
  };

  // Households: a main member, a spouse, sometimes children.
  const households: { main: Made; spouse: Made | null; children: Made[] }[] = [];
  for (let index = 0; index < 10; index += 1) {
    const family = random.pick(surnames);
    const main = await addClient(person(family), random.int(32, 62));
    const spouse =
      index < 8
        ? await addClient(person(family), random.int(30, 60), {
            relations: [{ otherClientId: main.id, relation: 'spouse' }],
          })
        : null;
    const children: Made[] = [];
    if (index < 6)
      children.push(
        await addClient(person(family), random.int(4, 16), {
          contact: false,
          relations: [{ otherClientId: main.id, relation: 'parent' }],
        }),
      );
    households.push({ main, spouse, children });
  }
  const singles: Made[] = [];
  for (let index = 0; index < 16; index += 1)
    singles.push(
      await addClient(
        person(),
        random.int(24, 58),
        index % 4 === 0 ? { source: 'referral', sourceDetail: households[index % 10]?.main.name ?? '' } : {},
      ),
    );
  log(`  ${households.length} households and ${singles.length} more clients`);

  // Policies: five insurers, commission terms, started over the last eight years.
  const policies: {
    id: string;
    clientId: string;
    insurer: string;
    product: PolicyProduct;
    startDate: string;
    premiumCents: number;
    premiumFrequency: PremiumFrequency;
    status: PolicyStatus;
    commission: PolicyCommission | null;
    /** `YYYY-MM` of the month it lapsed in (D33): commission was due in the months before. */
    lapsedIn?: string;
  }[] = [];
  let number = 1000;
  // A lapse is dated the 15th of last month: the statements of the months before still pay it.
  const lastMonth = new Date(Date.UTC(year, Number(today.slice(5, 7)) - 2, 15)).toISOString().slice(0, 10);
  const addPolicy = async (
    client: Made,
    product: PolicyProduct,
    fields: Partial<{
      status: PolicyStatus;
      premiumFrequency: PremiumFrequency;
      premiumCents: number;
      startDate: string;
      coverCents: number | null;
      insurer: string;
    }> = {},
  ) => {
    number += 1;
    const insurer = fields.insurer ?? random.pick(insurers);
    const status = fields.status ?? 'in-force';
    const premiumFrequency = fields.premiumFrequency ?? 'monthly';
    const premiumCents = fields.premiumCents ?? random.int(18, 240) * 500;
    // Most started years ago; one in five in the last twelve months (the book's placed-by-month).
    const monthsBack = random.next() < 0.2 ? random.int(0, 11) : random.int(12, 96);
    const startDate =
      fields.startDate ??
      new Date(Date.UTC(year, Number(today.slice(5, 7)) - 1 - monthsBack, 1)).toISOString().slice(0, 10);
    const commission: PolicyCommission | null =
      premiumFrequency === 'single'
        ? { firstYearPercent: 1.5, firstYearPaid: 'upfront' }
        : { firstYearPercent: 75, firstYearPaid: 'over-12-months', ongoingPercent: 2.5 };
    // A lapsed policy was in force first: recorded so, then lapsed with its date.
    const lapses = status === 'lapsed' && startDate < lastMonth;
    const made = (await call('POST', '/api/admin/policies', {
      clientId: client.id,
      insurer,
      product,
      policyNumber: `${insurer.slice(0, 2).toUpperCase()}-${number}`,
      status: lapses ? 'in-force' : status,
      startDate,
      premiumCents,
      premiumFrequency,
      coverCents: fields.coverCents === undefined ? random.int(10, 150) * 10_000_00 : fields.coverCents,
      commission,
    })) as { id: string };
    if (lapses) await call('PATCH', `/api/admin/policies/${made.id}`, { status, statusDate: lastMonth });
    policies.push({
      id: made.id,
      clientId: client.id,
      insurer,
      product,
      startDate,
      premiumCents,
      premiumFrequency,
      status,
      commission,
      ...(lapses ? { lapsedIn: lastMonth.slice(0, 7) } : {}),
    });
  };
  for (const { main, spouse } of households) {
    await addPolicy(main, 'life');
    await addPolicy(main, 'disability', { status: random.next() < 0.2 ? 'lapsed' : 'in-force' });
    await addPolicy(main, 'retirement-annuity', { premiumCents: random.int(10, 60) * 10_000 });
    await addPolicy(main, 'funeral', { premiumCents: random.int(8, 30) * 1_000, coverCents: 3_000_000 });
    if (spouse) {
      await addPolicy(spouse, 'life');
      await addPolicy(spouse, 'medical-aid', { premiumFrequency: 'monthly', coverCents: null });
    }
  }
  for (const [index, client] of singles.entries()) {
    if (index >= 12) continue; // four prospects with nothing yet
    await addPolicy(client, random.pick(['life', 'funeral', 'education', 'short-term'] as const));
    if (index % 3 === 0)
      await addPolicy(client, 'investment', {
        premiumFrequency: 'single',
        premiumCents: random.int(5, 75) * 10_000_00,
        coverCents: null,
        insurer: 'Allan Gray Namibia',
      });
    else await addPolicy(client, 'dread-disease', { premiumFrequency: index % 2 ? 'quarterly' : 'annually' });
  }
  // Something applied for, starting next month: not cover yet.
  await addPolicy(singles[12] as Made, 'life', {
    status: 'applied',
    startDate: formatCalendarDate(
      year + (today.slice(5, 7) === '12' ? 1 : 0),
      (Number(today.slice(5, 7)) % 12) + 1,
      1,
    ),
  });
  log(`  ${policies.length} policies`);

  // Three months of statements, the last three whole months; one insurer paying 80 %.
  const months = [3, 2, 1].map((back) => {
    const date = new Date(Date.UTC(year, Number(today.slice(5, 7)) - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
  const lines = ['Insurer,Policy number,Month,Amount'];
  const numbers = new Map((await policyNumbers(database.db)).map((row) => [row.id, row.policy_number]));
  // Two clients' monthly policies in force with the underpaying insurer are not on its latest
  // statement: their premiums did not come in (issue 59: Today lists them, with the client's number).
  const unpaidClients = new Map<string, string>();
  for (const policy of policies)
    if (
      unpaidClients.size < 2 &&
      !unpaidClients.has(policy.clientId) &&
      policy.insurer === underpayingInsurer &&
      policy.status === 'in-force' &&
      policy.premiumFrequency === 'monthly' &&
      policy.startDate.slice(0, 7) < (months[0] as string)
    )
      unpaidClients.set(policy.clientId, policy.id);
  const unpaidLast = new Set(unpaidClients.values());
  for (const policy of policies) {
    if (policy.status !== 'in-force' && !policy.lapsedIn) continue;
    for (const month of months) {
      if (month < policy.startDate.slice(0, 7)) continue;
      if (policy.lapsedIn && month >= policy.lapsedIn) continue;
      if (unpaidLast.has(policy.id) && month === months[2]) continue;
      const due = expectedCommissionCents(
        { premiumCents: policy.premiumCents, premiumFrequency: policy.premiumFrequency },
        commissionTerms(policy.commission),
        policy.startDate.slice(0, 7),
        month,
      );
      if (due <= 0) continue;
      const paid = policy.insurer === underpayingInsurer ? Math.round(due * 0.8) : due;
      lines.push(`${policy.insurer},${numbers.get(policy.id)},${month},${(paid / 100).toFixed(2)}`);
    }
  }
  await call('POST', '/api/admin/commissions/import', { csv: lines.join('\n'), store: true });
  log(
    `  ${lines.length - 1} statement lines over ${months.join(', ')}; ${unpaidLast.size} premiums unpaid on the last`,
  );

  // Reviews: held over the past year for most; a few fall due this month, a few are overdue.
  const reviewed = [
    ...households.flatMap(({ main, spouse }) => (spouse ? [main, spouse] : [main])),
    ...singles.slice(0, 12),
  ];
  for (const [index, client] of reviewed.entries()) {
    const monthsAgo = index % 6 === 0 ? 13 + (index % 4) : index % 6 === 1 ? 11 : random.int(2, 10);
    const held = new Date(Date.UTC(year, Number(today.slice(5, 7)) - 1 - monthsAgo, random.int(3, 25)));
    await call('POST', `/api/admin/clients/${client.id}/reviews`, {
      heldOn: held.toISOString().slice(0, 10),
      outcome: index % 5 === 3 ? 'changes-advised' : 'no-change',
      notes: index % 5 === 3 ? 'Raised the life cover after the new baby.' : '',
    });
  }

  // Documents: ID copies and a record of advice.
  for (const { main } of households.slice(0, 4)) {
    const body = multipartBody(
      { kind: 'id-document', expiresOn: '' },
      {
        name: `ID ${main.name}.pdf`,
        bytes: await samplePdf(`ID document: ${main.name}`),
        type: 'application/pdf',
      },
    );
    await send({ method: 'POST', url: `/api/admin/clients/${main.id}/documents`, ...body });
  }
  const advised = households[1]?.main as Made;
  const advice = multipartBody(
    { kind: 'record-of-advice', expiresOn: '' },
    {
      name: 'Record of advice.pdf',
      bytes: await samplePdf(`Record of advice: ${advised.name}`),
      type: 'application/pdf',
    },
  );
  await send({ method: 'POST', url: `/api/admin/clients/${advised.id}/documents`, ...advice });

  // Enquiries from the website at every stage of the board, two of them existing clients'.
  const topics = [
    'retirement-planning',
    'insurance-protection',
    'savings-investments',
    'debt-management',
    'business-planning',
  ] as const;
  const enquirers: { name: string; email: string; phone: string }[] = [];
  for (let index = 0; index < 9; index += 1) {
    const names = person();
    phone += 1;
    enquirers.push({
      name: `${names.first} ${names.last}`,
      email: emailFor(names.first, names.last),
      phone: phoneFor(phone),
    });
  }
  const existing = [households[2]?.main, singles[1]].filter(Boolean) as Made[];
  for (const [index, who] of enquirers.entries()) {
    if (index % 3 === 2)
      await call('POST', '/api/quote-requests', {
        personalInfo: {
          firstName: who.name.split(' ')[0],
          lastName: who.name.split(' ').slice(1).join(' '),
          email: who.email,
          phone: who.phone,
        },
        insuranceNeeds: {
          coverFor: 'family',
          types: ['life', 'funeral'],
          situation: 'Two children at school; no cover through work.',
        },
      });
    else
      await call('POST', '/api/consultation-requests', {
        topic: topics[index % topics.length],
        customTopic: '',
        urgency: index % 2 ? 'soon' : 'planning',
        details: 'I would like to understand my options and what it would cost each month.',
        fullName: who.name,
        email: who.email,
        phone: who.phone,
        consent: true,
      });
  }
  for (const client of existing) {
    const row = await clientContact(database.db, client.id);
    await call('POST', '/api/consultation-requests', {
      topic: 'savings-investments',
      customTopic: '',
      urgency: 'soon',
      details: 'My fixed deposit matures next month: where should it go?',
      fullName: client.name,
      email: row.email,
      phone: row.phone,
      consent: true,
    });
  }
  const board = (await call('GET', '/api/pipeline-board?limit=100')) as {
    stages: { leads: { id: string; name: string }[] }[];
  };
  const cards = board.stages.flatMap((stage) => stage.leads).reverse();
  const stages = ['quotation', 'signature', 'documentation', 'medicals', 'acceptance', 'rejections'] as const;
  for (const [index, stage] of stages.entries()) {
    const card = cards[index];
    if (card)
      await call('PATCH', `/api/pipeline-leads/${card.id}`, {
        status: stage,
        ...(index < 3 ? { estimatedValue: String(random.int(3, 40) * 500) } : {}),
      });
  }
  // The adviser worked a few: a call logged, the next step planned.
  for (const client of [households[0]?.main, singles[2], singles[5]].filter(Boolean) as Made[])
    await call('POST', `/api/admin/clients/${client.id}/contacts`, {
      channel: 'call',
      outcome: 'Spoke about the yearly review; they want to add cover for the children.',
      followUp: { title: `Send ${client.name.split(' ')[0]} the quote`, dueAt: `${today}T15:00` },
    });
  log(`  ${enquirers.length + existing.length} enquiries on the board`);

  // Bookings this week and next, in the adviser's free times.
  const slots = (await call('GET', `/api/booking/slots?from=${today}&days=14`)) as {
    slots: { start: string }[];
  };
  let bookings = 0;
  for (const [index, at] of [2, 9, 17, 30].entries()) {
    const slot = slots.slots[Math.min(at, slots.slots.length - 1)];
    const who = enquirers[index];
    if (!slot || !who || slots.slots.length < 4) break;
    await call('POST', '/api/bookings', {
      topic: 'retirement-planning',
      customTopic: '',
      urgency: 'soon',
      details: 'Booked a time to talk it through.',
      fullName: who.name,
      email: who.email,
      phone: who.phone,
      consent: true,
      start: slot.start,
      kind: index % 2 ? 'phone' : 'office',
    });
    bookings += 1;
  }

  // Workshops: the spec's four (past), two ahead with seats taken.
  await database.write([exampleWorkshopsStatement(database.db, now.toISOString())]);
  const ahead = [
    { title: 'Retirement Planning Masterclass, next edition', days: 12, price: 14_900 },
    { title: 'Funeral cover: what to look for', days: 26, price: 0 },
  ];
  for (const workshop of ahead) {
    const starts = new Date(
      Date.UTC(year, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + workshop.days, 7),
    );
    const made = (await call('POST', '/api/admin/workshops', {
      title: workshop.title,
      summary: 'A morning workshop with time for your own questions.',
      format: 'in-person',
      venue: 'Conference room, Windhoek',
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
      priceCents: workshop.price,
      capacity: 20,
      status: 'published',
    })) as { id: string };
    for (const who of enquirers.slice(5, 8))
      await call('POST', '/api/workshop-registrations', {
        workshopId: made.id,
        workshopName: workshop.title,
        fullName: who.name,
        email: who.email,
        phone: who.phone,
      });
  }

  await call('POST', '/api/admin/newsletters', {
    subject: 'Your money this month: the tax year ahead',
    previewText: 'Three things to check before February',
    bodyMarkdown:
      'Dear reader,\n\nThe tax year ends in February. Three things worth checking now:\n\n- your retirement annuity contributions\n- your medical aid tax credit\n- your will\n\nReply to this e-mail to book a short review.',
    workshops: true,
  });

  // The home page's claims: the spec's examples, marked as such on the site (issue 58, D34).
  await call('PATCH', '/api/admin/website/draft', { claims: exampleClaims });
  await call('POST', '/api/admin/website/publish');

  const counted = (table: 'clients' | 'policies' | 'client_enquiries') => rowCount(database.db, table);
  return {
    clients: await counted('clients'),
    policies: await counted('policies'),
    enquiries: await counted('client_enquiries'),
    bookings,
    workshops: 6,
  };
}
