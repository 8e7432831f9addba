import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayAnswer } from '../../../shared/clients';
import type { PipelineBoard } from '../../../shared/pipeline';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import {
  beforeAllWorkshops,
  validConsultation,
  validWorkshopRegistration,
} from '../../testing/enquiry-fixtures';

/**
 * One card per person and need (issue 59): a person's second enquiry of a need whose card is
 * still open goes on that card, with one follow-up; another need, another person or a closed card
 * makes a card of its own; a workshop seat is not a sale, so a registration makes none. On each
 * database.
 */

const personEmail = validConsultation.email as string;
const attendeeEmail = validWorkshopRegistration.email as string;

describe.each(dialects)('one card per person and need (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let address = 0;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { exampleWorkshops: true, now: () => beforeAllWorkshops });
    owner = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  const post = (url: string, body: unknown) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  const cardsOf = (email: string) =>
    db()
      .selectFrom('pipeline_leads')
      .select(['id', 'status', 'notes', 'enquiry_type', 'need', 'asked'])
      .where('email', '=', email)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const openTasks = (cardId: string) =>
    db()
      .selectFrom('tasks')
      .select(['title', 'pipeline_lead_id'])
      .where('pipeline_lead_id', '=', cardId)
      .where('done_at', 'is', null)
      .execute();

  it('puts the same request asked again on the open card, with one follow-up', async () => {
    expect((await post('/api/consultation-requests', validConsultation)).statusCode).toBe(201);
    const again = await post('/api/consultation-requests', {
      ...validConsultation,
      urgency: 'urgent',
      details: 'Asking again: my fund statement came.',
    });
    expect(again.statusCode).toBe(201);
    const cards = await cardsOf(personEmail);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.need).toBe('consultation-request:retirement-planning');
    expect(Number(cards[0]?.asked)).toBe(2);
    // 15 Jan 2024 in Windhoek: the second request's first lines on the first card.
    expect(cards[0]?.notes).toContain(
      'Asked again on 15 January 2024: Consultation request: Retirement Planning; Urgency: Urgent',
    );
    expect(await openTasks(cards[0]?.id ?? '')).toEqual([
      { title: 'Contact Test Person', pipeline_lead_id: cards[0]?.id },
    ]);
    // Both requests are stored, each on the client's timeline.
    const requests = await db()
      .selectFrom('consultation_requests')
      .select('client_id')
      .where('email', '=', personEmail)
      .execute();
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((row) => row.client_id)).size).toBe(1);
  });

  it('counts a form sent over and over, and stops growing the notes past 4,000 characters', async () => {
    const again = {
      ...validConsultation,
      fullName: 'Over And Over',
      email: 'over@example.com',
      phone: '+264 81 000 0077',
    };
    // Each note of asking again is about 100 characters: 60 of them would be 6,000.
    for (let time = 0; time < 60; time += 1)
      expect((await post('/api/consultation-requests', again)).statusCode).toBe(201);
    const [card] = await cardsOf('over@example.com');
    expect(Number(card?.asked)).toBe(60);
    expect(card?.notes.length).toBeLessThan(4200);
    expect(card?.notes.length).toBeGreaterThan(3800);
    const board = await owner.request({ method: 'GET', url: '/api/pipeline-board?q=Over%20And%20Over' });
    const lead = (board.json() as PipelineBoard).stages.flatMap((stage) => stage.leads)[0];
    expect(lead).toMatchObject({ name: 'Over And Over', asked: 60 });
  });

  it('makes a card of its own for another need, and for another person', async () => {
    const other = await post('/api/consultation-requests', {
      ...validConsultation,
      topic: 'insurance-protection',
    });
    expect(other.statusCode).toBe(201);
    expect((await cardsOf(personEmail)).map((card) => card.need).sort()).toEqual([
      'consultation-request:insurance-protection',
      'consultation-request:retirement-planning',
    ]);
    await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Another Person',
      email: 'another.person@example.com',
      phone: '+264 81 000 0099',
    });
    expect(await cardsOf('another.person@example.com')).toHaveLength(1);
  });

  it('keeps a card of its own for an enquiry that only claims the person’s number (D31)', async () => {
    // A stranger's own e-mail with the person's phone: filed under the person, unconfirmed, and
    // on a card of its own, for the adviser to file as someone else.
    const response = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Someone Else',
      email: 'someone.else@example.com',
    });
    expect(response.statusCode).toBe(201);
    const cards = await db()
      .selectFrom('pipeline_leads')
      .select(['name', 'need'])
      .where('email', '=', 'someone.else@example.com')
      .execute();
    // Its need is not kept: no later enquiry of the person goes on a card that may be someone else's.
    expect(cards).toEqual([{ name: 'Someone Else', need: null }]);
  });

  it('makes a new card once the open one of that need is closed', async () => {
    const first = (await cardsOf(personEmail)).find(
      (card) => card.need === 'consultation-request:retirement-planning',
    );
    const moved = await owner.request({
      method: 'PATCH',
      url: `/api/pipeline-leads/${first?.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'rejections' }),
    });
    expect(moved.statusCode).toBe(200);
    await post('/api/consultation-requests', validConsultation);
    const cards = await cardsOf(personEmail);
    // Every card here was made at the same moment (the test's clock): compared in order of need.
    expect(cards.map((card) => [card.need, card.status]).sort()).toEqual([
      ['consultation-request:insurance-protection', 'new-lead'],
      ['consultation-request:retirement-planning', 'new-lead'],
      ['consultation-request:retirement-planning', 'rejections'],
    ]);
  });

  it('files a workshop seat that only claims a client’s number as a new person, with the registrant’s name', async () => {
    // The person's number (theirs, confirmed), another's e-mail: filed under the person, waiting.
    const seat = await post('/api/workshop-registrations', {
      ...validWorkshopRegistration,
      fullName: 'Seat Claimer',
      email: 'seat.claimer@example.com',
      phone: validConsultation.phone,
    });
    expect(seat.statusCode).toBe(201);
    const person = (
      await db()
        .selectFrom('workshop_registrations')
        .select('client_id')
        .where('id', '=', seat.json().id)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const filed = await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${person}/contact-details/new-person`,
      payload: { key: 'email:seat.claimer@example.com' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ name: 'Seat Claimer', email: 'seat.claimer@example.com' });
  });

  it('makes no card for a workshop seat, and waits for no first contact', async () => {
    const response = await post('/api/workshop-registrations', validWorkshopRegistration);
    expect(response.statusCode).toBe(201);
    expect(await cardsOf(attendeeEmail)).toEqual([]);
    const registration = await db()
      .selectFrom('workshop_registrations')
      .select('client_id')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    const entry = await db()
      .selectFrom('client_enquiries')
      .select(['kind', 'expects_contact'])
      .where('client_id', '=', registration.client_id ?? '')
      .execute();
    expect(entry).toEqual([{ kind: 'workshop-registration', expects_contact: 0 }]);
    const tasks = await db()
      .selectFrom('tasks')
      .select('title')
      .where('client_id', '=', registration.client_id ?? '')
      .execute();
    expect(tasks).toEqual([]);
    const today = (await owner.request({ method: 'GET', url: '/api/admin/today' })).json() as TodayAnswer;
    expect(JSON.stringify(today)).not.toContain('Test Attendee');
  });
});
