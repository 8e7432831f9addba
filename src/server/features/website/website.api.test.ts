import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteState, WebsiteVersion } from '../../../shared/website';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/**
 * The Website area's API (issue 58) on both databases: the draft starts from the install's first
 * values, a change is checked whole and refused naming its field with nothing stored, an owner
 * publishes numbered versions (audited), any version is put back as the draft, and a role the
 * table leaves out is refused.
 */

describe.each(dialects)('the Website area (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let adviser: AdminClient;
  let assistant: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      env: { SITE_HOURS_WEEKDAYS: 'Mon-Fri 8AM-5PM', SITE_HOURS_SATURDAY: 'Sat 9AM-1PM' },
    });
    owner = await signInAdmin(testApp, testAccounts.owner);
    adviser = await signInAdmin(testApp, testAccounts.adviser);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const state = async (as: AdminClient = owner) =>
    (await as.request({ method: 'GET', url: '/api/admin/website' })).json() as WebsiteState;
  const patch = (payload: unknown, as: AdminClient = owner) =>
    as.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: payload as object });
  const publish = (as: AdminClient = owner) =>
    as.request({ method: 'POST', url: '/api/admin/website/publish' });
  const versions = async () =>
    ((await owner.request({ method: 'GET', url: '/api/admin/website/versions' })).json().items ??
      []) as WebsiteVersion[];

  it('starts from the install’s first values, nothing published yet', async () => {
    const first = await state();
    expect(first.published).toBeNull();
    expect(first.version).toBeNull();
    expect(first.unpublishedChanges).toBe(true);
    const site = testApp.config.installSite;
    expect(first.draft.details).toMatchObject({
      businessName: site.businessName,
      adviserName: site.adviserName,
      phone: site.phone,
      whatsappNumber: site.whatsappNumber,
      email: site.email,
      registration: site.registration,
      memberships: [],
      hoursNote: '',
    });
    // The SITE_HOURS_* lines read into days on the 24-hour clock.
    expect(first.draft.details.hours).toEqual({
      mon: { open: '08:00', close: '17:00' },
      tue: { open: '08:00', close: '17:00' },
      wed: { open: '08:00', close: '17:00' },
      thu: { open: '08:00', close: '17:00' },
      fri: { open: '08:00', close: '17:00' },
      sat: { open: '09:00', close: '13:00' },
      sun: null,
    });
    expect(first.draft.details.social.professionalNetwork).toBe(site.social.professionalNetwork.url);
  });

  it.each<[string, unknown, string]>([
    ['an empty business name', { details: { businessName: '   ' } }, 'details.businessName'],
    ['a phone that is not one', { details: { phone: 'call me' } }, 'details.phone'],
    [
      'a WhatsApp number with a plus',
      { details: { whatsappNumber: '+264811234567' } },
      'details.whatsappNumber',
    ],
    ['an e-mail that is not one', { details: { email: 'adviser@' } }, 'details.email'],
    [
      'a time not on the 24-hour clock',
      { details: { hours: { mon: { open: '9AM', close: '17:00' } } } },
      'details.hours.mon.open',
    ],
    [
      'closing before opening',
      { details: { hours: { tue: { open: '17:00', close: '08:00' } } } },
      'details.hours.tue.close',
    ],
    [
      'a profile that is not a web address',
      { details: { social: { video: 'javascript:alert(1)' } } },
      'details.social.video',
    ],
    ['a registration line left empty', { details: { registration: '' } }, 'details.registration'],
    [
      'an address of 5,000 characters',
      { details: { streetAddress: 'x'.repeat(5_000) } },
      'details.streetAddress',
    ],
    ['a membership without a name', { details: { memberships: ['NAIB', ' '] } }, 'details.memberships.1'],
  ])('refuses %s naming the field, storing nothing', async (_name, payload, field) => {
    const before = await state();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    const body = (response.json() as { error: { message: string; fields: Record<string, string> } }).error;
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    expect((await state()).draft).toEqual(before.draft);
  });

  it('refuses 10 MB of text whole, storing nothing', async () => {
    const before = await state();
    const response = await patch({ details: { hoursNote: 'x'.repeat(10 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is too large.');
    expect((await state()).draft).toEqual(before.draft);
  });

  it('refuses a part it does not know, and a body that is not a change', async () => {
    expect((await patch({ details: { favouriteColour: 'green' } })).statusCode).toBe(400);
    expect((await patch({ pages: {} })).statusCode).toBe(400);
    expect((await patch({ prices: { vehicleRates: [] } })).statusCode).toBe(400);
    expect((await patch([1, 2])).statusCode).toBe(400);
  });

  it('keeps a change to the draft, merged into it, and tells what is not published yet', async () => {
    const response = await patch({
      details: {
        phone: '+264 61 123 4567',
        hours: { sat: null },
        memberships: ['NAIB'],
        registration: 'An authorised financial services provider, FSP licence 12345, regulated by NAMFISA',
      },
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json() as WebsiteState;
    expect(changed.draft.details.phone).toBe('+264 61 123 4567');
    expect(changed.draft.details.hours.sat).toBeNull();
    // The other days stay as they were.
    expect(changed.draft.details.hours.mon).toEqual({ open: '08:00', close: '17:00' });
    expect(changed.draft.details.memberships).toEqual(['NAIB']);
    expect(changed.published).toBeNull();
    expect(changed.draftUpdatedAt).not.toBeNull();
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'website-draft')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['update']);
    // Names of what changed, not the values.
    expect(JSON.parse(audit[0]?.details ?? '{}').changed).toEqual([
      'details.phone',
      'details.hours.sat',
      'details.registration',
      'details.memberships',
    ]);
  });

  it('lets an adviser change the draft but only an owner publish; an assistant neither', async () => {
    expect((await patch({ details: { hoursNote: 'Closed on public holidays' } }, adviser)).statusCode).toBe(
      200,
    );
    const refusedPublish = await publish(adviser);
    expect(refusedPublish.statusCode).toBe(403);
    expect(refusedPublish.json().error.message).toBe('An adviser may not publish the website.');
    expect((await assistant.request({ method: 'GET', url: '/api/admin/website' })).statusCode).toBe(403);
    const assistantChange = await patch({ details: { phone: '+264 61 999 9999' } }, assistant);
    expect(assistantChange.statusCode).toBe(403);
    expect(assistantChange.json().error.message).toBe('An assistant may not change the website.');
    expect((await publish(assistant)).statusCode).toBe(403);
    expect((await state()).draft.details.phone).toBe('+264 61 123 4567');
  });

  it('publishes the draft as version 1, audited, and refuses to publish it again unchanged', async () => {
    const response = await publish();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1 });
    const now = await state();
    expect(now.version).toBe(1);
    expect(now.published).toEqual(now.draft);
    expect(now.unpublishedChanges).toBe(false);
    const again = await publish();
    expect(again.statusCode).toBe(409);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'website')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['publish']);
    expect(JSON.parse(audit[0]?.details ?? '{}').changed).toContain('details.phone');
    // The server speaks for the published details from now on: e-mails, letters, its own pages.
    expect(testApp.config.site.phone).toBe('+264 61 123 4567');
    expect(testApp.config.installSite.phone).not.toBe('+264 61 123 4567');
  });

  it('keeps every version with who published it, and puts one back as the draft', async () => {
    expect((await patch({ details: { businessName: 'Shikongo Financial Planning' } })).statusCode).toBe(200);
    expect((await publish()).json()).toMatchObject({ version: 2 });
    // An e-mail's From follows the business's name (MAIL_FROM is not set in the tests).
    expect(testApp.config.mail.fromSet).toBe(false);
    expect(testApp.config.mail.from).toBe(`"Shikongo Financial Planning" <${testApp.config.site.email}>`);
    const listed = await versions();
    expect(listed.map((version) => version.version)).toEqual([2, 1]);
    expect(listed[0]?.publishedBy).toBe(testAccounts.owner.email);
    expect(listed[0]?.restoredFrom).toBeNull();

    const restored = await owner.request({ method: 'POST', url: '/api/admin/website/versions/1/restore' });
    expect(restored.statusCode).toBe(200);
    const back = restored.json() as WebsiteState;
    expect(back.draft.details.businessName).toBe(testApp.config.installSite.businessName);
    // Put back, not yet published: the site still shows version 2.
    expect(back.version).toBe(2);
    expect(back.published?.details.businessName).toBe('Shikongo Financial Planning');
    expect(back.unpublishedChanges).toBe(true);
    expect((await publish()).json()).toMatchObject({ version: 3 });
    expect((await versions())[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    expect(
      (await owner.request({ method: 'POST', url: '/api/admin/website/versions/9/restore' })).statusCode,
    ).toBe(404);
    expect(
      (await owner.request({ method: 'POST', url: '/api/admin/website/versions/abc/restore' })).statusCode,
    ).toBe(400);
    // An adviser may put a version back (a draft); an assistant may not.
    expect(
      (await adviser.request({ method: 'POST', url: '/api/admin/website/versions/2/restore' })).statusCode,
    ).toBe(200);
    expect(
      (await assistant.request({ method: 'POST', url: '/api/admin/website/versions/2/restore' })).statusCode,
    ).toBe(403);
  });

  it('reads a draft stored before a field existed with that field’s first value, keeping the rest', async () => {
    const { hoursNote: _left, ...older } = (await state()).draft.details;
    await testApp.database.handle.db
      .updateTable('website_draft')
      .set({ content: JSON.stringify({ details: { ...older, businessName: 'Stored Before' } }) })
      .where('id', '=', 1)
      .execute();
    const read = await state();
    expect(read.draft.details.businessName).toBe('Stored Before');
    expect(read.draft.details.hoursNote).toBe('');
  });

  it('previews a page of the draft only for the team who may change it, and only a page of the site', async () => {
    expect(
      (await assistant.request({ method: 'GET', url: '/api/admin/website/preview?path=/' })).statusCode,
    ).toBe(403);
    const bad = await owner.request({
      method: 'GET',
      url: '/api/admin/website/preview?path=https://evil.example/',
    });
    expect(bad.statusCode).toBe(400);
    // The API tests serve no built pages: refused, saying what it needs (the browser tests see a preview).
    const unbuilt = await adviser.request({ method: 'GET', url: '/api/admin/website/preview?path=/' });
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.json().error.message).toBe('The preview needs the built site: run npm run build.');
  });

  it('numbers two publishes at once apart', async () => {
    expect((await patch({ details: { adviserCode: 'NA-2026' } })).statusCode).toBe(200);
    const [first, second] = await Promise.all([publish(), publish()]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // One publishes; the other finds nothing left to publish, or publishes the same draft after it.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const numbers = (await versions()).map((version) => version.version);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  describe('what the home page claims (D34)', () => {
    const testimonial = {
      name: 'Selma K.',
      location: 'Oshakati',
      title: 'Nurse',
      rating: 5,
      text: 'We finally understand our cover.',
      result: '',
      consent: 'Signed consent form, 2 December 2026',
      source: 'Review meeting, 2 December 2026',
      page: '',
    };
    const figure = { value: '12', label: 'Years in practice', source: 'Practice records since 2014' };

    it('has none on a fresh install', async () => {
      const fresh = await createTestApp(dialect);
      try {
        const client = await signInAdmin(fresh, testAccounts.owner);
        const first = (
          await client.request({ method: 'GET', url: '/api/admin/website' })
        ).json() as WebsiteState;
        const { checklistDownloads, ...lists } = first.draft.claims;
        expect(Object.values(lists).every((list) => list.length === 0)).toBe(true);
        expect(checklistDownloads.text).toBe('');
        expect(fresh.config.site.claims.figures).toEqual([]);
        expect(fresh.config.site.claims.checklistDownloads).toBeNull();
      } finally {
        await fresh.close();
      }
    });

    it.each([
      [
        'a testimonial without the client’s consent',
        { testimonials: [{ ...testimonial, consent: '' }] },
        'claims.testimonials.0.consent',
      ],
      ['a figure without its source', { figures: [{ ...figure, source: ' ' }] }, 'claims.figures.0.source'],
      [
        'a rating of 6 stars',
        { testimonials: [{ ...testimonial, rating: 6 }] },
        'claims.testimonials.0.rating',
      ],
      [
        'a page the site does not have',
        { testimonials: [{ ...testimonial, page: 'no-such-page' }] },
        'claims.testimonials.0.page',
      ],
      [
        'a follower count for a profile that is not one',
        { socialCounts: [{ slot: 'fax', handle: '@x', followers: '1', source: 'x' }] },
        'claims.socialCounts.0.slot',
      ],
      ['a list that is not one', { badges: 'CFI certified' }, 'claims.badges'],
      [
        'a download count without its source',
        { checklistDownloads: { text: '2,500+ Downloads', source: '' } },
        'claims.checklistDownloads.source',
      ],
    ])('refuses %s, naming the field, storing nothing', async (_name, claims, field) => {
      const before = await state();
      const refused = await patch({ claims });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toContain(field);
      expect((await state()).draftUpdatedAt).toBe(before.draftUpdatedAt);
    });

    it('publishes the items shown, in order, without the team’s notes', async () => {
      const claims = {
        figures: [figure, { ...figure, value: '300+', label: 'Families', hidden: true }],
        testimonials: [testimonial, { ...testimonial, name: 'Johannes T.', page: 'budget' }],
      };
      expect((await patch({ claims })).statusCode).toBe(200);
      const kept = (await state()).draft.claims;
      expect(kept.figures.map((item) => [item.value, item.hidden])).toEqual([
        ['12', false],
        ['300+', true],
      ]);
      expect(kept.testimonials[0]?.consent).toBe('Signed consent form, 2 December 2026');
      expect((await publish()).statusCode).toBe(200);
      const published = testApp.config.site.claims;
      expect(published.figures).toEqual([{ value: '12', label: 'Years in practice', example: false }]);
      expect(published.testimonials.map((item) => [item.name, item.page])).toEqual([
        ['Selma K.', ''],
        ['Johannes T.', 'budget'],
      ]);
      // What the team keeps to itself is not in what the pages get.
      expect(JSON.stringify(published)).not.toMatch(/consent|source|Signed consent|Practice records|hidden/);
    });
  });
});
