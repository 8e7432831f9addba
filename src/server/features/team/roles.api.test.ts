import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/book/calendar-dates';
import { windhoekDate } from '../../../domain/windhoek-time';
import type { ClientDetails, ClientList, TodayAnswer } from '../../../shared/clients';
import type { SearchResults } from '../../../shared/search';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { multipart, samplePdf } from '../../testing/documents';
import { familyOfFour } from '../../testing/funeral-fixtures';

/**
 * What each role sees (issue 34), on both databases: the fields an assistant may not see are
 * absent from the answers (not hidden by the browser), they cannot be written or searched by, and
 * each client has an adviser responsible that the client list and Today filter by.
 */
const today = () => windhoekDate(new Date());

describe.each(dialects)('roles in the answers (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let adviser: AdminClient;
  let assistant: AdminClient;
  let client = '';
  let policy = '';
  let funeral = '';
  // Obviously fake: an 11-digit number of the Namibian shape.
  const idNumber = '85061500123';

  const body = (value: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value),
  });

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
    adviser = await signInAdmin(testApp, testAccounts.adviser);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
    client = await clientByEnquiry(testApp, 'Ndapewa Iipinge');
    const patched = await owner.request({
      method: 'PATCH',
      url: `/api/admin/clients/${client}`,
      ...body({ idNumber }),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const created = await owner.request({
      method: 'POST',
      url: '/api/admin/policies',
      ...body({
        clientId: client,
        insurer: 'Sanlam Namibia',
        product: 'life',
        policyNumber: 'SAN-ROLE-1',
        status: 'in-force',
        startDate: '2025-03-01',
        premiumCents: 45_000,
        premiumFrequency: 'monthly',
        commission: { firstYearPercent: 60, firstYearPaid: 'upfront', ongoingPercent: 5 },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    policy = created.json().id;
    const applied = await testApp.app.inject({
      method: 'POST',
      url: '/api/funeral-cover-applications',
      ...body(familyOfFour),
      remoteAddress: '10.99.0.1',
    });
    expect(applied.statusCode).toBe(201);
    funeral = applied.json().id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves the ID number out of every answer an assistant gets, and keeps it for the others', async () => {
    const asAssistant = await assistant.request({ method: 'GET', url: `/api/admin/clients/${client}` });
    expect(asAssistant.statusCode).toBe(200);
    const details = asAssistant.json() as ClientDetails;
    expect(details.name).toBe('Ndapewa Iipinge');
    expect('idNumber' in details).toBe(false);
    expect(asAssistant.body).not.toContain(idNumber);
    for (const other of [owner, adviser]) {
      const seen = (await other.request({ method: 'GET', url: `/api/admin/clients/${client}` })).json();
      expect(seen.idNumber).toBe(idNumber);
    }
    // A funeral application's ID number: neither in the record nor in its readable view.
    const application = await assistant.request({
      method: 'GET',
      url: `/api/funeral-cover-applications/${funeral}`,
    });
    expect(application.statusCode).toBe(200);
    expect(application.body).not.toContain(familyOfFour.mainApplicant.idNumber);
    expect(application.body).not.toContain('ID number');
    const forOwner = await owner.request({
      method: 'GET',
      url: `/api/funeral-cover-applications/${funeral}`,
    });
    expect(forOwner.body).toContain(familyOfFour.mainApplicant.idNumber);
    const list = await assistant.request({ method: 'GET', url: '/api/funeral-cover-applications' });
    expect(list.body).not.toContain(familyOfFour.mainApplicant.idNumber);
  });

  it('does not find anyone by an ID number for an assistant', async () => {
    const find = async (who: AdminClient, url: string) => (await who.request({ method: 'GET', url })).json();
    expect(((await find(owner, `/api/admin/clients?q=${idNumber}`)) as ClientList).total).toBe(1);
    expect(((await find(assistant, `/api/admin/clients?q=${idNumber}`)) as ClientList).total).toBe(0);
    expect(((await find(assistant, `/api/admin/search?q=${idNumber}`)) as SearchResults).clients.total).toBe(
      0,
    );
    expect(((await find(owner, `/api/admin/search?q=${idNumber}`)) as SearchResults).clients.total).toBe(1);
    const funeralId = familyOfFour.mainApplicant.idNumber;
    expect((await find(owner, `/api/funeral-cover-applications?q=${funeralId}`)).total).toBe(1);
    expect((await find(assistant, `/api/funeral-cover-applications?q=${funeralId}`)).total).toBe(0);
  });

  it('refuses a change that names a field the role may not see, and takes the rest', async () => {
    const refused = await assistant.request({
      method: 'PATCH',
      url: `/api/admin/clients/${client}`,
      ...body({ name: 'Ndapewa Iipinge-Shilongo', idNumber: '' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'An assistant may not see ID numbers, identity documents or the documents clients send.',
      fields: {
        idNumber: 'An assistant may not see ID numbers, identity documents or the documents clients send.',
      },
    });
    const taken = await assistant.request({
      method: 'PATCH',
      url: `/api/admin/clients/${client}`,
      ...body({ phone: '+264 81 760 9999' }),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const stored = (await owner.request({ method: 'GET', url: `/api/admin/clients/${client}` })).json();
    expect(stored).toMatchObject({ name: 'Ndapewa Iipinge', idNumber, phone: '+264 81 760 9999' });
  });

  it('shows an assistant the policy without its commission, and refuses the book and its commissions', async () => {
    const seen = await assistant.request({ method: 'GET', url: `/api/admin/policies/${policy}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ policyNumber: 'SAN-ROLE-1' });
    expect('commission' in seen.json()).toBe(false);
    expect(
      (await owner.request({ method: 'GET', url: `/api/admin/policies/${policy}` })).json().commission,
    ).toEqual({
      firstYearPercent: 60,
      firstYearPaid: 'upfront',
      ongoingPercent: 5,
    });
    for (const [method, url, message] of [
      [
        'GET',
        '/api/admin/commissions',
        'An assistant may not change policies or see the book’s commissions.',
      ],
      ['GET', '/api/admin/book', 'An assistant may not change policies or see the book’s commissions.'],
      ['POST', `/api/admin/clients/${client}/export`, 'An assistant may not export clients’ records.'],
      ['GET', '/api/consultation-requests/export.csv', 'An assistant may not export clients’ records.'],
      ['POST', `/api/admin/clients/${client}/erase`, 'An assistant may not erase clients.'],
      ['GET', '/api/admin/retention', 'An assistant may not open retention.'],
      ['GET', '/api/admin/audit', 'An assistant may not open the audit log.'],
      [
        'GET',
        '/api/fna-submissions',
        'An assistant may not open financial needs analyses, needs-analysis finances or advice records.',
      ],
      [
        'GET',
        `/api/admin/clients/${client}/identification`,
        'An assistant may not see ID numbers, identity documents or the documents clients send.',
      ],
    ] as const) {
      const response = await assistant.request({ method, url, ...(method === 'POST' ? body({}) : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('makes the first person to work a client their adviser responsible; "mine" filters by it', async () => {
    const other = await clientByEnquiry(testApp, 'Tangeni Haufiku');
    const fresh = (
      await owner.request({ method: 'GET', url: `/api/admin/clients/${other}` })
    ).json() as ClientDetails;
    expect(fresh.adviserId).toBeNull();
    // Nobody's yet: in everyone's "mine" among the enquiries waiting for a first contact.
    const waiting = (who: AdminClient) =>
      who
        .request({ method: 'GET', url: '/api/admin/today?adviser=mine' })
        .then((response) => response.json().notContacted.map((item: { clientId: string }) => item.clientId));
    expect(await waiting(owner)).toContain(other);
    expect(await waiting(assistant)).toContain(other);

    const noted = await assistant.request({
      method: 'POST',
      url: `/api/admin/clients/${other}/notes`,
      ...body({ body: 'Called back: wants a meeting next week.' }),
    });
    expect(noted.statusCode, noted.body).toBe(201);
    await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${other}/notes`,
      ...body({ body: 'Second note, by the owner.' }),
    });
    const worked = (
      await owner.request({ method: 'GET', url: `/api/admin/clients/${other}` })
    ).json() as ClientDetails;
    const assistantId = worked.adviserId;
    expect(worked.adviserName).toBe(testAccounts.assistant.email);

    const mine = async (who: AdminClient) =>
      (
        (await who.request({ method: 'GET', url: '/api/admin/clients?adviser=mine' })).json() as ClientList
      ).items.map((item) => item.id);
    expect(await mine(assistant)).toContain(other);
    expect(await mine(owner)).not.toContain(other);
    expect(await waiting(owner)).not.toContain(other);

    // Changeable, to someone of the team only.
    const people = (await assistant.request({ method: 'GET', url: '/api/admin/team/people' })).json() as {
      id: string;
      name: string;
    }[];
    const ownerId = people.find((person) => person.name === testAccounts.owner.email)?.id;
    expect(ownerId).toBeTruthy();
    const moved = await assistant.request({
      method: 'PATCH',
      url: `/api/admin/clients/${other}`,
      ...body({ adviserId: ownerId }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().adviserId).toBe(ownerId);
    expect(await mine(owner)).toContain(other);
    expect(await mine(assistant)).not.toContain(other);
    expect(assistantId).not.toBe(ownerId);

    // A later form gives the owner's client's number with another address: the detail to confirm
    // is in the owner's "mine" on Today, not in the assistant's (in everyone's day without it).
    const filedUnder = await clientByEnquiry(testApp, 'Tangeni Haufiku', {
      email: 'tangeni.other@example.com',
      phone: moved.json().phone,
    });
    expect(filedUnder).toBe(other);
    const toConfirm = async (who: AdminClient, mine: boolean) => {
      const day = (
        await who.request({ method: 'GET', url: `/api/admin/today${mine ? '?adviser=mine' : ''}` })
      ).json() as TodayAnswer;
      const clients = day.detailsToConfirm.map((item) => item.clientId);
      expect(day.detailsToConfirmTotal).toBeGreaterThanOrEqual(clients.length);
      return { clients, total: day.detailsToConfirmTotal };
    };
    const everyone = await toConfirm(assistant, false);
    expect(everyone.clients).toContain(other);
    expect((await toConfirm(owner, true)).clients).toContain(other);
    const assistants = await toConfirm(assistant, true);
    expect(assistants.clients).not.toContain(other);
    expect(assistants.total).toBeLessThan(everyone.total);

    const unknown = await owner.request({
      method: 'PATCH',
      url: `/api/admin/clients/${other}`,
      ...body({ adviserId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ adviserId: 'Choose someone from the team' });
    const bad = await owner.request({ method: 'GET', url: '/api/admin/clients?adviser=theirs' });
    expect(bad.statusCode).toBe(400);
  });

  it('filters the reviews due by the adviser responsible too', async () => {
    // The policy started 2025-03-01: its yearly review fell due 2026-03-01, overdue since.
    const due = async (who: AdminClient, mine: boolean) =>
      (
        await who.request({
          method: 'GET',
          url: `/api/admin/reviews?within=30${mine ? '&adviser=mine' : ''}`,
        })
      )
        .json()
        .items.map((item: { clientId: string }) => item.clientId);
    expect(await due(owner, false)).toContain(client);
    // Changing the ID number is not working the client: nobody's yet.
    expect(await due(owner, true)).not.toContain(client);
    await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${client}/notes`,
      ...body({ body: 'Review to book.' }),
    });
    expect(await due(owner, true)).toContain(client);
    expect(await due(assistant, true)).not.toContain(client);
  });

  it('filters Today’s appointments and documents by the adviser responsible, nobody’s shown to all', async () => {
    // A booking and a document of a client nobody has picked up yet: in everyone's "mine".
    const slots = (
      await testApp.app.inject({ method: 'GET', url: `/api/booking/slots?from=${today()}&days=14` })
    ).json().slots as { start: string }[];
    const start = slots[0]?.start as string;
    expect(start).toBeTruthy();
    const booked = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      ...body({
        topic: 'retirement-planning',
        customTopic: '',
        urgency: 'soon',
        details: 'Cover for the family.',
        fullName: 'Booked Nangula',
        email: 'booked.nangula@example.com',
        phone: '+264 81 555 0101',
        consent: true,
        start,
        kind: 'whatsapp-video',
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookedClient = (
      await testApp.database.handle.db
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('id', '=', booked.json().consultationRequestId)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const upload = multipart(
      { kind: 'id-document', expiresOn: addDays(today(), 10) },
      { name: 'id.pdf', bytes: samplePdf, type: 'application/pdf' },
    );
    const stored = await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${bookedClient}/documents`,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(stored.statusCode, stored.body).toBe(201);

    const day = start.slice(0, 10);
    const appointments = async (who: AdminClient, mine: boolean) =>
      (
        await who.request({
          method: 'GET',
          url: `/api/admin/calendar?from=${day}&days=1${mine ? '&adviser=mine' : ''}`,
        })
      )
        .json()
        .items.filter((item: { type: string }) => item.type === 'booking')
        .map((item: { clientId: string }) => item.clientId);
    const expiring = async (who: AdminClient, mine: boolean) =>
      (
        await who.request({
          method: 'GET',
          url: `/api/admin/documents/expiring?within=30${mine ? '&adviser=mine' : ''}`,
        })
      )
        .json()
        .items.map((item: { clientId: string }) => item.clientId);
    for (const who of [owner, adviser, assistant]) {
      expect(await appointments(who, true)).toContain(bookedClient);
      expect(await expiring(who, true)).toContain(bookedClient);
    }
    // The adviser picks them up: theirs, and no longer in the others' "mine" (still in everyone's).
    const noted = await adviser.request({
      method: 'POST',
      url: `/api/admin/clients/${bookedClient}/notes`,
      ...body({ body: 'Confirmed the video call.' }),
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(await appointments(adviser, true)).toContain(bookedClient);
    expect(await expiring(adviser, true)).toContain(bookedClient);
    expect(await appointments(owner, true)).not.toContain(bookedClient);
    expect(await expiring(owner, true)).not.toContain(bookedClient);
    expect(await appointments(owner, false)).toContain(bookedClient);
    expect(await expiring(owner, false)).toContain(bookedClient);
    const received = await owner.request({
      method: 'GET',
      url: '/api/admin/documents/received?adviser=mine',
    });
    expect(received.statusCode).toBe(200);
    for (const url of [
      `/api/admin/calendar?from=${day}&days=1&adviser=theirs`,
      '/api/admin/documents/received?adviser=theirs',
      '/api/admin/documents/expiring?adviser=theirs',
    ]) {
      const refused = await owner.request({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.fields).toEqual({ adviser: 'Choose anyone or mine' });
    }
  });

  it('leaves a review’s notes, records of advice and documents out of an assistant’s timeline', async () => {
    const logged = await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${client}/reviews`,
      ...body({
        heldOn: '2026-11-20',
        outcome: 'no-change',
        notes: 'Income up; raise the retirement annuity.',
      }),
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const timeline = async (who: AdminClient) =>
      ((await who.request({ method: 'GET', url: `/api/admin/clients/${client}` })).json() as ClientDetails)
        .timeline;
    const ownerSees = await timeline(owner);
    expect(ownerSees.find((entry) => entry.kind === 'review')?.detail).toContain(
      'raise the retirement annuity',
    );
    const assistantSees = await timeline(assistant);
    expect(assistantSees.some((entry) => entry.kind === 'review')).toBe(false);
    expect(JSON.stringify(assistantSees)).not.toContain('retirement annuity');
    // The rest of the story stays: the enquiry and the notes.
    expect(assistantSees.some((entry) => entry.kind === 'enquiry')).toBe(true);
  });
});
