import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePages } from '../../../content/service-pages';
import type { WebsiteState } from '../../../shared/website';
import type { ServiceText } from '../../../shared/website-texts';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/**
 * The service pages' texts (issue 58) on both databases: every page says the spec's words until the
 * adviser changes it; a page's text is checked whole and refused naming the field (an empty
 * introduction, a fifth step, a javascript: link, a page the site does not have), nothing stored;
 * published, its prose is sanitised HTML; a page is put back to the original by null.
 */

const original = servicePages['protect-family'];
const changed: ServiceText = {
  intro: 'Cover **sized to your family**, compared across insurers. Questions? [Call us](tel:+26461000000).',
  strapline: 'Independent advice since 2014.',
  benefits: ['Your family keeps its home', 'Claims paid within days'],
  included: ['A needs analysis'],
  process: [
    { title: 'Meet', text: 'We meet <script>alert(1)</script>in Windhoek.' },
    { title: 'Work out the need', text: 'We add up what your family would need.' },
    { title: 'Compare', text: 'Quotes from several insurers.' },
    { title: 'Review', text: 'Every year.' },
  ],
};

// 6 December 2026, 23:30 in Windhoek (21:30 UTC): the legal pages' date is Windhoek's day.
const clock = new Date('2026-12-06T21:30:00.000Z');

describe.each(dialects)('the service pages’ texts (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp, testAccounts.owner);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const state = async () =>
    (await owner.request({ method: 'GET', url: '/api/admin/website' })).json() as WebsiteState;
  const setPage = (slug: string, text: unknown, as: AdminClient = owner) =>
    as.request({
      method: 'PATCH',
      url: '/api/admin/website/draft',
      payload: { texts: { services: { [slug]: text } } },
    });
  const publish = () => owner.request({ method: 'POST', url: '/api/admin/website/publish' });

  it('says the spec’s words on a fresh install: no page changed', async () => {
    expect((await state()).draft.texts).toEqual({
      services: {},
      legal: {},
      home: {},
      articles: null,
      guides: null,
      legalChangedOn: '',
    });
    expect(testApp.config.site.articles).toBeNull();
    expect(testApp.config.site.homeTexts).toEqual({ tagline: null, heroIntroHtml: null, aboutHtml: null });
    expect(testApp.config.site.serviceTexts).toEqual({});
  });

  it.each<[string, string, unknown, string]>([
    [
      'an empty introduction',
      'protect-family',
      { ...changed, intro: '  ' },
      'texts.services.protect-family.intro',
    ],
    [
      'a javascript: link',
      'protect-family',
      { ...changed, intro: '[Win](javascript:alert(1))' },
      'texts.services.protect-family.intro',
    ],
    [
      'a data: link in a step',
      'protect-family',
      {
        ...changed,
        process: changed.process.map((step, index) =>
          index === 2 ? { ...step, text: '<data:text/html,x>' } : step,
        ),
      },
      'texts.services.protect-family.process.2.text',
    ],
    ['no benefit', 'protect-family', { ...changed, benefits: [] }, 'texts.services.protect-family.benefits'],
    [
      'five steps',
      'protect-family',
      { ...changed, process: [...changed.process, { title: 'More', text: 'More.' }] },
      'texts.services.protect-family.process',
    ],
    [
      'an introduction of 10,000 characters',
      'protect-family',
      { ...changed, intro: 'x'.repeat(10_000) },
      'texts.services.protect-family.intro',
    ],
    ['a page the site does not have', 'crypto-riches', changed, 'texts.services.crypto-riches'],
    ['a page that is not a name', 'Protect Family!', changed, 'texts.services.Protect Family!'],
  ])('refuses %s naming the field, storing nothing', async (_name, slug, text, field) => {
    const before = await state();
    const response = await setPage(slug, text);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect((await state()).draft).toEqual(before.draft);
  });

  it('refuses a body that would reach an object’s prototype, storing nothing', async () => {
    const before = await state();
    const response = await owner.request({
      method: 'PATCH',
      url: '/api/admin/website/draft',
      payload: '{"texts":{"services":{"__proto__":{"intro":"x"}}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect((await state()).draft).toEqual(before.draft);
  });

  it('keeps an assistant out of the pages’ texts', async () => {
    expect((await setPage('protect-family', changed, assistant)).statusCode).toBe(403);
  });

  it('keeps a page’s text in the draft and publishes its prose as sanitised HTML', async () => {
    expect((await setPage('protect-family', changed)).statusCode).toBe(200);
    expect((await state()).draft.texts.services['protect-family']).toEqual(changed);
    // Only the page changed: every other page still says the spec's words.
    expect(Object.keys((await state()).draft.texts.services)).toEqual(['protect-family']);
    expect(testApp.config.site.serviceTexts).toEqual({});

    expect((await publish()).statusCode).toBe(200);
    const published = testApp.config.site.serviceTexts['protect-family'];
    expect(published).toEqual({
      introHtml:
        '<p>Cover <strong>sized to your family</strong>, compared across insurers. Questions? <a href="tel:+26461000000">Call us</a>.</p>',
      strapline: 'Independent advice since 2014.',
      benefits: changed.benefits,
      included: changed.included,
      process: [
        // The script goes with what is inside it.
        { title: 'Meet', html: '<p>We meet in Windhoek.</p>' },
        { title: 'Work out the need', html: '<p>We add up what your family would need.</p>' },
        { title: 'Compare', html: '<p>Quotes from several insurers.</p>' },
        { title: 'Review', html: '<p>Every year.</p>' },
      ],
    });
  });

  it('puts a page back to the original text', async () => {
    expect((await setPage('protect-family', null)).statusCode).toBe(200);
    expect((await state()).draft.texts.services).toEqual({});
    expect((await publish()).statusCode).toBe(200);
    expect(testApp.config.site.serviceTexts).toEqual({});
    // The original is the spec's content module's, unchanged.
    expect(original.intro).toMatch(/^Life and funeral cover/);
  });

  describe('the legal pages’ practice parts', () => {
    const setLegal = (legal: unknown) =>
      owner.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: { texts: { legal } } });

    it.each<[string, unknown, string]>([
      ['a javascript: link', { complaints: '- [Complain](javascript:alert(1))' }, 'texts.legal.complaints'],
      ['an empty text', { independence: '   ' }, 'texts.legal.independence'],
      ['10,000 characters', { pay: 'x'.repeat(10_000) }, 'texts.legal.pay'],
    ])('refuses %s naming the field, storing nothing', async (_name, legal, field) => {
      const before = await state();
      const response = await setLegal(legal);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect((await state()).draft).toEqual(before.draft);
    });

    it('refuses a block the pages do not have', async () => {
      expect((await setLegal({ favouriteColour: 'green' })).statusCode).toBe(400);
    });

    it('publishes the adviser’s own words as sanitised HTML, dated the Windhoek day they changed', async () => {
      const independence = 'We are **tied** to one insurer, Example Life, and sell only its products.';
      expect((await setLegal({ independence })).statusCode).toBe(200);
      const texts = (await state()).draft.texts;
      expect(texts.legal).toEqual({ independence });
      expect(texts.legalChangedOn).toBe('2026-12-06');
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.legalTexts).toEqual({
        html: {
          independence:
            '<p>We are <strong>tied</strong> to one insurer, Example Life, and sell only its products.</p>',
        },
        updated: '2026-12-06',
      });
      // Put back: the site's words again (they follow the business details).
      expect((await setLegal({ independence: null })).statusCode).toBe(200);
      expect((await state()).draft.texts.legal).toEqual({});
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.legalTexts.html).toEqual({});
    });
  });

  describe('the home page’s words', () => {
    const setHome = (home: unknown) =>
      owner.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: { texts: { home } } });

    it.each<[string, unknown, string]>([
      ['a javascript: link', { heroIntro: '[Win](javascript:alert(1))' }, 'texts.home.heroIntro'],
      ['an empty line', { tagline: ' ' }, 'texts.home.tagline'],
      ['a line of 500 characters', { tagline: 'x'.repeat(500) }, 'texts.home.tagline'],
    ])('refuses %s naming the field, storing nothing', async (_name, home, field) => {
      const before = await state();
      const response = await setHome(home);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect((await state()).draft).toEqual(before.draft);
    });

    it('publishes the adviser’s words, the prose as sanitised HTML, and puts one back', async () => {
      expect(
        (
          await setHome({
            tagline: 'Financial adviser in Windhoek',
            about: 'I have advised **families** since 2014.',
          })
        ).statusCode,
      ).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.homeTexts).toEqual({
        tagline: 'Financial adviser in Windhoek',
        heroIntroHtml: null,
        aboutHtml: '<p>I have advised <strong>families</strong> since 2014.</p>',
      });
      expect((await setHome({ tagline: null })).statusCode).toBe(200);
      expect((await state()).draft.texts.home).toEqual({ about: 'I have advised **families** since 2014.' });
    });
  });

  describe('the resources page’s articles', () => {
    const article = {
      title: 'What a funeral policy pays, and when',
      excerpt: 'Waiting periods, claims and the documents a family needs.',
      publishedDate: '2026-11-28',
      readTime: '5 min read',
      url: 'https://www.example.com/articles/funeral-policy',
      tags: ['Insurance'],
    };
    const setArticles = (articles: unknown) =>
      owner.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: { texts: { articles } } });

    it.each<[string, unknown, string]>([
      ['an empty title', [{ ...article, title: '' }], 'texts.articles.0.title'],
      [
        'a day that is not one',
        [article, { ...article, publishedDate: '28/11/2026' }],
        'texts.articles.1.publishedDate',
      ],
      ['a javascript: address', [{ ...article, url: 'javascript:alert(1)' }], 'texts.articles.0.url'],
      ['an address without https', [{ ...article, url: 'http://example.com/a' }], 'texts.articles.0.url'],
      ['seven tags', [{ ...article, tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }], 'texts.articles.0.tags'],
      ['31 articles', Array.from({ length: 31 }, () => article), 'texts.articles'],
    ])('refuses %s naming the field, storing nothing', async (_name, articles, field) => {
      const before = await state();
      const response = await setArticles(articles);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect((await state()).draft).toEqual(before.draft);
    });

    it('publishes the adviser’s list, an empty one, and the site’s starting articles again', async () => {
      expect((await setArticles([article])).statusCode).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.articles).toEqual([article]);
      expect((await setArticles([])).statusCode).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.articles).toEqual([]);
      expect((await setArticles(null)).statusCode).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      expect(testApp.config.site.articles).toBeNull();
    });
  });
});
