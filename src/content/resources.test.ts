import { describe, expect, it } from 'vitest';
import { guideIdOf, guidesSchema } from '../shared/website-guides';
import {
  articles,
  findGuide,
  formatGuidePrice,
  shownArticles,
  shownGuides,
  startingArticles,
  startingGuides,
} from './resources';

describe('the resources page’s articles', () => {
  const mine = (publishedDate: string, title: string) => ({
    title,
    excerpt: 'About it.',
    publishedDate,
    readTime: '',
    url: 'https://www.example.com/a',
    tags: [],
  });

  it('shows the site’s starting articles, with their pictures, until the adviser publishes a list', () => {
    const shown = shownArticles({ articles: null });
    expect(shown.map((article) => article.title)).toEqual(articles.map((article) => article.title));
    expect(shown.every((article) => article.image !== null)).toBe(true);
    // The Website area edits the same articles.
    expect(startingArticles().map((article) => article.publishedDate)).toEqual(
      articles.map((article) => article.publishedDate),
    );
  });

  it('shows the adviser’s articles newest first, without pictures, and none when the list is empty', () => {
    const shown = shownArticles({
      articles: [mine('2026-01-05', 'January'), mine('2026-11-28', 'November'), mine('2026-06-01', 'June')],
    });
    expect(shown.map((article) => article.title)).toEqual(['November', 'June', 'January']);
    expect(new Set(shown.map((article) => article.key)).size).toBe(3);
    expect(shown.every((article) => article.image === null)).toBe(true);
    expect(shownArticles({ articles: [] })).toEqual([]);
  });
});

describe('the resources page’s guides', () => {
  const file = { id: 'a'.repeat(32), name: 'Worksheet.pdf', bytes: 2048 };
  const mine = (id: string, priceCents: number | null) => ({
    id,
    title: id,
    description: 'About it.',
    badge: '',
    publishedDate: '2026-11-28',
    priceCents,
    wasPriceCents: null,
    file: priceCents === null ? file : null,
  });

  it('shows the spec’s three cards until the adviser publishes a list: two to buy, the checklist to download', () => {
    const shown = shownGuides({ guides: null });
    expect(
      shown.map((guide) => [guide.title, guide.badge, guide.priceCents, guide.wasPriceCents, guide.action]),
    ).toEqual([
      ['The Complete Guide to Financial Security', 'BESTSELLER', 2999, 3999, 'Buy Now'],
      ['Insurance Planning Workbook', 'NEW', 1999, null, 'Buy Now'],
      ['Financial Planning Checklist', 'FREE', null, null, 'Download'],
    ]);
    expect(shown[0]?.rating).toBe(5);
    // The starting list is one the Website area may save as it is (the checklist needs no PDF).
    expect(guidesSchema.safeParse(startingGuides()).success).toBe(true);
    expect(formatGuidePrice(2999)).toBe('N$ 29.99');
  });

  it('shows the adviser’s guides in their order, no stars, none when the list is empty', () => {
    const shown = shownGuides({ guides: [mine('b-free', null), mine('a-sold', 14900)] });
    expect(shown.map((guide) => [guide.id, guide.action, guide.rating])).toEqual([
      ['b-free', 'Download', undefined],
      ['a-sold', 'Buy Now', undefined],
    ]);
    expect(findGuide({ guides: [mine('b-free', null)] }, 'b-free')?.title).toBe('b-free');
    expect(findGuide({ guides: [mine('b-free', null)] }, 'financial-planning-checklist')).toBeUndefined();
    expect(shownGuides({ guides: [] })).toEqual([]);
  });

  it.each<[string, unknown, string | null]>([
    ['a free guide with its PDF', mine('worksheet', null), null],
    ['a free guide without one', { ...mine('worksheet', null), file: null }, 'file'],
    [
      'the checklist without one (the site makes it)',
      { ...mine('financial-planning-checklist', null), file: null },
      null,
    ],
    ['a guide with a price and no PDF', mine('book', 19900), null],
    ['a price under N$ 1', mine('book', 99), 'priceCents'],
    [
      'an earlier price equal to the price',
      { ...mine('book', 19900), wasPriceCents: 19900 },
      'wasPriceCents',
    ],
    ['an earlier price on a free guide', { ...mine('free', null), wasPriceCents: 19900 }, 'wasPriceCents'],
    ['a name with capitals', mine('Book', 19900), 'id'],
  ])('checks %s', (_label, guide, field) => {
    const parsed = guidesSchema.safeParse([guide]);
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.path.at(-1)).join()).toBe(field);
  });

  it.each<[string, string[], string]>([
    ['Insurance Planning Workbook', [], 'insurance-planning-workbook'],
    ['  Ōmaheke: Farmers’ Guide!  ', [], 'omaheke-farmers-guide'],
    ['Budget', ['budget', 'budget-2'], 'budget-3'],
    ['!!!', [], 'guide'],
  ])('names the guide %s', (title, taken, id) => {
    expect(guideIdOf(title, taken)).toBe(id);
  });
});
