import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientDetails,
  type ClientList,
  type ClientTask,
  type TodayAnswer,
  todayFirstShown,
  todayPageSize,
} from '../../../shared/clients';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation, validQuote } from '../../testing/enquiry-fixtures';
import { familyOfFour } from '../../testing/funeral-fixtures';

/** The client book (issue 18, DECISIONS D21) through HTTP, on each database. */

describe.each(dialects)('client book (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  // The clock the app reads; tests move it on.
  let clock = new Date('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: unknown) =>
    testApp.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
  const adminCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    admin.request({
      method,
      url,
      ...(body === undefined ? {} : { headers: json, payload: JSON.stringify(body) }),
    });
  /** Every line of the day's lists: Today's first few, then each list read a page at a time (issue 44). */
  const wholeDay = async () => {
    const section = async <Item>(name: string) => {
      const items: Item[] = [];
      for (let page = 1; ; page++) {
        const answer = await adminCall('GET', `/api/admin/today/${name}?page=${page}`);
        expect(answer.statusCode, answer.body).toBe(200);
        const {
          items: some,
          total,
          pageSize,
        } = answer.json() as { items: Item[]; total: number; pageSize: number };
        items.push(...some);
        if (page * pageSize >= total) break;
      }
      return items;
    };
    const first = (await adminCall('GET', '/api/admin/today')).json() as TodayAnswer;
    const day = {
      overdue: await section<ClientTask>('overdue'),
      dueToday: await section<ClientTask>('due-today'),
      nextSevenDays: await section<ClientTask>('next-seven-days'),
      notContacted: await section<TodayAnswer['notContacted'][number]>('not-contacted'),
    };
    // Today's lists are the first few of the whole, with the totals.
    expect(first.overdue).toEqual(day.overdue.slice(0, todayFirstShown));
    expect(first.totals.overdue).toBe(day.overdue.length);
    expect(first.totals.nextSevenDays).toBe(day.nextSevenDays.length);
    return day;
  };
  const details = async (id: string) => {
    const response = await adminCall('GET', `/api/admin/clients/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ClientDetails;
  };
  const search = async (q: string, extra = '') => {
    const response = await adminCall('GET', `/api/admin/clients?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ClientList;
  };
  const clientOf = async (
    table: 'consultation_requests' | 'quote_requests' | 'funeral_applications',
    id: string,
  ) => {
    const row = await testApp.database.handle.db
      .selectFrom(table)
      .select('client_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.client_id as string;
  };
  const consultation = async (fields: Partial<typeof validConsultation>) => {
    const response = await post('/api/consultation-requests', { ...validConsultation, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  it('makes one client of two enquiries whose phone is written two ways, with both on the timeline', async () => {
    clock = new Date('2026-11-24T08:00:00.000Z');
    const first = await consultation({ fullName: 'Maria Shikongo', email: '', phone: '081 123 4567' });
    clock = new Date('2026-11-24T09:00:00.000Z');
    const quote = await post('/api/quote-requests', {
      ...validQuote,
      personalInfo: {
        firstName: 'Maria',
        lastName: 'Shikongo',
        email: 'maria@example.com',
        phone: '+264 81 123 4567',
      },
    });
    expect(quote.statusCode).toBe(201);
    const clientId = await clientOf('consultation_requests', first);
    expect(await clientOf('quote_requests', quote.json().id)).toBe(clientId);

    const client = await details(clientId);
    expect(client).toMatchObject({
      id: clientId,
      name: 'Maria Shikongo',
      // The e-mail the consultation left out came with a later form: the visitor's claim, not
      // filled in, waiting for the adviser (D31).
      email: '',
      phone: '081 123 4567',
      phoneE164: '+264811234567',
      awaitingContact: true,
      openCardStage: 'new-lead',
    });
    expect(client.detailsToConfirm).toEqual([
      {
        key: 'email:maria@example.com',
        channel: 'email',
        value: 'maria@example.com',
        source: 'quote-request',
        sourceLabel: 'Quote request',
        enquiryId: quote.json().id,
        enquirySummary: expect.any(String),
        at: '2026-11-24T09:00:00.000Z',
      },
    ]);
    expect(client.emailAddresses).toEqual([{ address: 'maria@example.com', confirmed: false }]);
    const enquiries = client.timeline.filter((entry) => entry.kind === 'enquiry');
    // Newest first, each with its kind, time and the record's id.
    expect(enquiries.map((entry) => [entry.enquiryKind, entry.at, entry.id])).toEqual([
      ['quote-request', '2026-11-24T09:00:00.000Z', quote.json().id],
      ['consultation-request', '2026-11-24T08:00:00.000Z', first],
    ]);
    expect(enquiries[1]?.href).toBe(`/admin?tab=consultations&record=${first}`);
    // Each enquiry made a "Contact <name>" task due 24 hours later, on its card.
    expect(client.tasks.map((task) => [task.title, task.dueAt])).toEqual([
      ['Contact Maria Shikongo', '2026-11-25T08:00:00.000Z'],
      ['Contact Maria Shikongo', '2026-11-25T09:00:00.000Z'],
    ]);
    expect(client.cards).toHaveLength(2);
    // The dashboard's record and the board's card lead to the client.
    const ofRecord = await adminCall('GET', `/api/admin/record-client/${quote.json().id}`);
    expect(ofRecord.json()).toEqual({ clientId });
    const board = (await adminCall('GET', '/api/pipeline-board?q=shikongo')).json() as {
      stages: { leads: { clientId: string; nextTaskDueAt: string }[] }[];
    };
    const cards = board.stages.flatMap((stage) => stage.leads);
    expect(cards.map((card) => [card.clientId, card.nextTaskDueAt])).toEqual([
      [clientId, '2026-11-25T08:00:00.000Z'],
      [clientId, '2026-11-25T08:00:00.000Z'],
    ]);
    // Found by the phone in any format, by e-mail, by name.
    for (const q of ['0811234567', '+264 81 123 4567', '264811234567', '4567', 'MARIA@example', 'shikongo']) {
      const found = await search(q);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(clientId);
    }
  });

  it('joins an e-mail match and flags it when the phone belongs to another client', async () => {
    const byEmail = await consultation({
      fullName: 'Petrus One',
      email: 'petrus@example.com',
      phone: '081 200 0001',
    });
    const byPhone = await consultation({
      fullName: 'Petrus Two',
      email: 'other@example.com',
      phone: '081 200 0002',
    });
    const mixed = await consultation({
      fullName: 'Petrus',
      email: 'PETRUS@example.com ',
      phone: '0812000002',
    });
    const emailClient = await clientOf('consultation_requests', byEmail);
    const phoneClient = await clientOf('consultation_requests', byPhone);
    expect(emailClient).not.toBe(phoneClient);
    expect(await clientOf('consultation_requests', mixed)).toBe(emailClient);
    const client = await details(emailClient);
    expect(client.possibleDuplicateOf).toBe(phoneClient);
    expect(client.possibleDuplicate).toEqual({ id: phoneClient, name: 'Petrus Two' });
    const flagged = await search('', '&filter=possible-duplicate');
    expect(flagged.items.map((item) => item.id)).toContain(emailClient);
    expect(flagged.items.map((item) => item.id)).not.toContain(phoneClient);
  });

  it('merges two clients (the old id leads to the merged one) and undoes the merge', async () => {
    clock = new Date('2026-11-24T08:10:00.000Z');
    const keep = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Anna Keep', email: 'anna.keep@example.com', phone: '081 300 0001' }),
    );
    clock = new Date('2026-11-24T08:20:00.000Z');
    const funeral = await post('/api/funeral-cover-applications', {
      ...familyOfFour,
      mainApplicant: {
        ...familyOfFour.mainApplicant,
        firstName: 'Anna',
        lastName: 'Kept',
        email: 'anna.k@example.com',
        phone: '081 300 0002',
      },
    });
    expect(funeral.statusCode).toBe(201);
    const other = await clientOf('funeral_applications', funeral.json().id);
    expect(other).not.toBe(keep);
    const note = await adminCall('POST', `/api/admin/clients/${other}/notes`, {
      body: 'Prefers calls after 17:00.',
    });
    expect(note.statusCode).toBe(201);

    const merged = await adminCall('POST', `/api/admin/clients/${keep}/merge`, { sourceId: other });
    expect(merged.statusCode).toBe(200);
    const after = merged.json() as ClientDetails;
    expect(
      after.timeline.filter((entry) => entry.kind === 'enquiry').map((entry) => entry.enquiryKind),
    ).toEqual(['funeral-application', 'consultation-request']);
    expect(
      after.timeline.some((entry) => entry.kind === 'note' && entry.detail === 'Prefers calls after 17:00.'),
    ).toBe(true);
    expect(await clientOf('funeral_applications', funeral.json().id)).toBe(keep);
    // The old id leads to the merged client; the list shows only the one.
    const followed = await details(other);
    expect(followed.id).toBe(keep);
    expect(followed.requestedId).toBe(other);
    expect((await search('anna')).items.map((item) => item.id)).toEqual([keep]);
    // A new enquiry with the merged-away client's phone joins the merged client.
    const later = await consultation({ fullName: 'Anna K', email: '', phone: '0813000002' });
    expect(await clientOf('consultation_requests', later)).toBe(keep);

    const mergeId = after.undoableMerge?.id;
    expect(after.undoableMerge?.sourceId).toBe(other);
    const undone = await adminCall('POST', `/api/admin/clients/${keep}/merges/${mergeId}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(await clientOf('funeral_applications', funeral.json().id)).toBe(other);
    const restored = await details(other);
    expect(restored.id).toBe(other);
    expect(restored.timeline.some((entry) => entry.kind === 'note')).toBe(true);
    expect((await search('anna')).total).toBe(2);
    const again = await adminCall('POST', `/api/admin/clients/${keep}/merges/${mergeId}/undo`);
    expect(again.statusCode).toBe(409);

    const actions = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'client')
      .where('entity_id', '=', keep)
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['merge', 'undo-merge']);
  });

  it('refuses a merge into itself, of an unknown client, and bad ids, naming the field', async () => {
    const id = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Solo', email: 'solo@example.com', phone: '081 400 0001' }),
    );
    const self = await adminCall('POST', `/api/admin/clients/${id}/merge`, { sourceId: id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toHaveProperty('sourceId');
    const unknown = await adminCall('POST', `/api/admin/clients/${id}/merge`, {
      sourceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    const notUuid = await adminCall('POST', `/api/admin/clients/${id}/merge`, { sourceId: 'x' });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.fields).toHaveProperty('sourceId');
    expect(
      (await adminCall('GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('edits name, e-mail, phone and ID number, audited; refuses another client’s e-mail with 409', async () => {
    const id = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Jon Edit', email: 'jon@example.com', phone: '081 500 0001' }),
    );
    const other = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Jo Other', email: 'jo.other@example.com', phone: '081 500 0002' }),
    );
    const edited = await adminCall('PATCH', `/api/admin/clients/${id}`, {
      name: 'Jonathan Edit',
      email: 'jonathan@example.com',
      phone: '+264 81 500 0009',
      idNumber: '99123100456',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Jonathan Edit',
      email: 'jonathan@example.com',
      idNumber: '99123100456',
    });
    // The new number recognises them from now on; so does the ID number in search.
    const next = await consultation({ fullName: 'J', email: '', phone: '0815000009' });
    expect(await clientOf('consultation_requests', next)).toBe(id);
    // The ID number is stored encrypted (issue 21): search finds the whole number (spaces and
    // dashes do not matter) through its keyed hash, not a part of it.
    expect((await search('99123100456')).items.map((item) => item.id)).toEqual([id]);
    expect((await search('991231 00456')).items.map((item) => item.id)).toEqual([id]);
    expect((await search('991231004')).items).toEqual([]);
    const taken = await adminCall('PATCH', `/api/admin/clients/${id}`, { email: 'Jo.Other@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('email');
    const bad = await adminCall('PATCH', `/api/admin/clients/${id}`, { email: 'not-an-email', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(expect.arrayContaining(['email', 'name']));
    expect(other).not.toBe(id);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_type', '=', 'client')
      .where('entity_id', '=', id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ name: ['Jon Edit', 'Jonathan Edit'] });
  });

  it('logs a contact with its follow-up: first contact, the site’s task done, the next task on the day list', async () => {
    clock = new Date('2026-11-24T10:00:00.000Z');
    const id = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Lukas Call', email: 'lukas@example.com', phone: '081 600 0001' }),
    );
    let day = await wholeDay();
    expect(day.notContacted.map((entry) => entry.clientId)).toContain(id);
    // Listed once (issue 44): under "Not contacted yet", the site's task (due tomorrow at 12:00
    // Windhoek time, 10:00 UTC) as when the contact is due by, not again among the next 7 days.
    expect(day.notContacted.find((entry) => entry.clientId === id)?.contactBy).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect(day.nextSevenDays.some((task) => task.clientId === id)).toBe(false);

    clock = new Date('2026-11-24T11:30:00.000Z');
    const logged = await adminCall('POST', `/api/admin/clients/${id}/contacts`, {
      channel: 'call',
      outcome: 'Spoke to Lukas; sending a quote.',
      followUp: { title: 'Send the retirement quote', dueAt: '2026-11-24T16:00' },
    });
    expect(logged.statusCode).toBe(201);
    const client = await details(id);
    expect(client.awaitingContact).toBe(false);
    expect(client.tasks.map((task) => [task.title, task.dueAt])).toEqual([
      ['Send the retirement quote', '2026-11-24T14:00:00.000Z'],
    ]);
    expect(
      client.timeline
        .slice(0, 2)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['contact', 'task-done']);
    const card = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .select(['last_contact_date', 'next_follow_up'])
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ last_contact_date: '2026-11-24', next_follow_up: '2026-11-24' });
    day = await wholeDay();
    expect(day.notContacted.map((entry) => entry.clientId)).not.toContain(id);
    // Contacted 1.5 hours after the enquiry: the promise kept, counted on the dashboard.
    const promise = (await adminCall('GET', '/api/admin/contact-promise')).json();
    expect(promise.thisMonth.contactedWithin24h).toBeGreaterThanOrEqual(1);
    expect(promise.thisMonth.enquiries).toBeGreaterThan(promise.thisMonth.contactedWithin24h);
    expect(promise.lastMonth).toEqual({ enquiries: 0, contactedWithin24h: 0, sharePercent: null });
    expect(day.dueToday.map((task) => task.title)).toContain('Send the retirement quote');

    // Overdue once its time has passed; snoozed, it moves; done, it leaves the day.
    clock = new Date('2026-11-24T15:00:00.000Z');
    day = await wholeDay();
    const task = day.overdue.find((entry) => entry.title === 'Send the retirement quote') as ClientTask;
    expect(task).toBeDefined();
    const snoozed = await adminCall('PATCH', `/api/admin/tasks/${task.id}`, { dueAt: '2026-11-26T09:00' });
    expect(snoozed.json()).toMatchObject({ dueAt: '2026-11-26T07:00:00.000Z', doneAt: null });
    day = await wholeDay();
    expect(day.nextSevenDays.map((entry) => entry.id)).toContain(task.id);
    const done = await adminCall('PATCH', `/api/admin/tasks/${task.id}`, { done: true });
    expect(done.json().doneAt).toBe('2026-11-24T15:00:00.000Z');
    day = await wholeDay();
    expect([...day.overdue, ...day.dueToday, ...day.nextSevenDays].map((entry) => entry.id)).not.toContain(
      task.id,
    );
  });

  it('lists a person with several enquiries once on Today, and closes their follow-ups together', async () => {
    // One person, three enquiries of three needs an hour apart: three cards, three "Contact Selma
    // Three" tasks, one on the day.
    const ids: string[] = [];
    const topics = ['retirement-planning', 'debt-management', 'savings-investments'] as const;
    for (const [index, hour] of ['08', '09', '10'].entries()) {
      clock = new Date(`2026-11-24T${hour}:30:00.000Z`);
      ids.push(
        await clientOf(
          'consultation_requests',
          await consultation({
            topic: topics[index],
            fullName: 'Selma Three',
            email: 'selma.three@example.com',
            phone: '081 600 0333',
          }),
        ),
      );
    }
    expect(new Set(ids).size).toBe(1);
    const id = ids[0] as string;
    const open = await testApp.database.handle.db
      .selectFrom('tasks')
      .select('id')
      .where('client_id', '=', id)
      .where('done_at', 'is', null)
      .execute();
    expect(open).toHaveLength(3);
    clock = new Date('2026-11-24T11:00:00.000Z');
    let day = await wholeDay();
    const shown = [...day.overdue, ...day.dueToday, ...day.nextSevenDays].filter(
      (task) => task.clientId === id,
    );
    // Waiting for a first contact: listed once, under "Not contacted yet" with the three enquiries,
    // due by the soonest of the site's tasks (the first enquiry's, 24 hours after it); not again
    // among the follow-ups (issue 44).
    expect(shown).toEqual([]);
    const waiting = day.notContacted.filter((entry) => entry.clientId === id);
    expect(waiting.map((entry) => entry.contactBy)).toEqual([
      '2026-11-25T08:30:00.000Z',
      '2026-11-25T08:30:00.000Z',
      '2026-11-25T08:30:00.000Z',
    ]);
    // Ticked done (on their page), the person's other two go with it.
    const soonest = await testApp.database.handle.db
      .selectFrom('tasks')
      .select('id')
      .where('client_id', '=', id)
      .orderBy('due_at')
      .executeTakeFirstOrThrow();
    const done = await adminCall('PATCH', `/api/admin/tasks/${soonest.id}`, { done: true });
    expect(done.statusCode).toBe(200);
    day = await wholeDay();
    expect([...day.overdue, ...day.dueToday, ...day.nextSevenDays].some((task) => task.clientId === id)).toBe(
      false,
    );
    const stillOpen = await testApp.database.handle.db
      .selectFrom('tasks')
      .select('id')
      .where('client_id', '=', id)
      .where('done_at', 'is', null)
      .execute();
    expect(stillOpen).toEqual([]);
  });

  it('sends Today the first few of each list with the totals, and each list a page at a time (issue 44)', async () => {
    clock = new Date('2026-11-24T12:00:00.000Z');
    for (let index = 0; index < todayFirstShown + 2; index++)
      await consultation({
        fullName: `Paged Person ${index}`,
        email: `paged.${index}@example.com`,
        phone: `081 610 00${String(index).padStart(2, '0')}`,
      });
    const first = (await adminCall('GET', '/api/admin/today')).json() as TodayAnswer;
    const people = new Set(first.notContacted.map((entry) => entry.clientId));
    expect(people.size).toBe(todayFirstShown);
    expect(first.totals.notContacted).toBeGreaterThanOrEqual(todayFirstShown + 2);
    // Each person comes with their number to call or WhatsApp.
    expect(
      first.notContacted.every((entry) => entry.phone !== '' && entry.phoneE164?.startsWith('+264')),
    ).toBe(true);
    const page = (await adminCall('GET', '/api/admin/today/not-contacted?page=1')).json();
    expect(page).toMatchObject({ section: 'not-contacted', page: 1, pageSize: todayPageSize });
    expect(page.total).toBe(first.totals.notContacted);
    const beyond = (await adminCall('GET', '/api/admin/today/not-contacted?page=99')).json();
    expect(beyond.items).toEqual([]);
    const unknown = await adminCall('GET', '/api/admin/today/someday');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['section']);
    const badPage = await adminCall('GET', '/api/admin/today/overdue?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.fields).toEqual({ page: 'page is a whole number from 1' });
  });

  it('refuses a contact or task without what it needs, naming the fields', async () => {
    const id = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Val Idate', email: 'val@example.com', phone: '081 700 0001' }),
    );
    const contact = await adminCall('POST', `/api/admin/clients/${id}/contacts`, {
      channel: 'pigeon',
      outcome: '',
      followUp: { title: '', dueAt: 'tomorrow' },
    });
    expect(contact.statusCode).toBe(400);
    expect(Object.keys(contact.json().error.fields)).toEqual(
      expect.arrayContaining(['channel', 'outcome', 'followUp.title', 'followUp.dueAt']),
    );
    const task = await adminCall('POST', '/api/admin/tasks', {
      clientId: id,
      title: 'Call',
      dueAt: '2026-02-30T10:00',
    });
    expect(task.statusCode).toBe(400);
    expect(task.json().error.fields).toHaveProperty('dueAt');
    const orphan = await adminCall('POST', '/api/admin/tasks', {
      clientId: '00000000-0000-4000-8000-000000000000',
      title: 'Call',
      dueAt: '2026-12-01T10:00',
    });
    expect(orphan.statusCode).toBe(404);
  });

  it('lets only a note’s author edit or delete it, and audits the deletion with its text', async () => {
    const id = await clientOf(
      'consultation_requests',
      await consultation({ fullName: 'Nora Note', email: 'nora@example.com', phone: '081 800 0001' }),
    );
    const created = await adminCall('POST', `/api/admin/clients/${id}/notes`, { body: 'Has two children.' });
    const noteId = created.json().id as string;
    clock = new Date(clock.getTime() + 60_000);
    const edited = await adminCall('PATCH', `/api/admin/notes/${noteId}`, { body: 'Has three children.' });
    expect(edited.statusCode).toBe(200);
    const colleague = await signInAdmin(testApp, {
      email: 'colleague@example.com',
      password: 'another fake password',
    });
    const theirs = await colleague.request({
      method: 'PATCH',
      url: `/api/admin/notes/${noteId}`,
      headers: json,
      payload: JSON.stringify({ body: 'Changed' }),
    });
    expect(theirs.statusCode).toBe(403);
    expect(
      (await colleague.request({ method: 'DELETE', url: `/api/admin/notes/${noteId}` })).statusCode,
    ).toBe(403);
    const client = (await (
      await colleague.request({ method: 'GET', url: `/api/admin/clients/${id}` })
    ).json()) as ClientDetails;
    expect(client.timeline.find((entry) => entry.id === noteId)).toMatchObject({
      title: 'Note (edited)',
      detail: 'Has three children.',
      editable: false,
      by: 'adviser@example.com',
    });
    expect((await adminCall('DELETE', `/api/admin/notes/${noteId}`)).statusCode).toBe(204);
    expect((await details(id)).timeline.some((entry) => entry.id === noteId)).toBe(false);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', noteId)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ body: 'Has three children.' });
  });

  it('stores one client for one new person even when their enquiries arrive at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        consultation({
          fullName: 'Concurrent Person',
          email: index % 2 ? 'same.person@example.com' : '',
          phone: '081 900 0001',
        }),
      ),
    );
    const owners = new Set(await Promise.all(ids.map((id) => clientOf('consultation_requests', id))));
    expect(owners.size).toBe(1);
    const found = await search('same.person@example.com');
    expect(found.total).toBe(1);
    const orphans = await testApp.database.handle.db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Concurrent Person')
      .execute();
    expect(orphans).toHaveLength(1);
  });

  it('keeps the client book to signed-in advisers, and their changes to the site’s own pages', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/clients'],
      ['GET', '/api/admin/today'],
      ['GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await testApp.app.inject({ method, url })).statusCode).toBe(401);
    }
    const list = (await search('')).items;
    const id = list[0]?.id as string;
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${id}/notes`,
      headers: { ...json, cookie: admin.cookie, origin: 'https://evil.example' },
      payload: JSON.stringify({ body: 'x' }),
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await adminCall('GET', '/api/admin/clients?sort=size&page=0');
    expect(bad.statusCode).toBe(400);
  });
});
