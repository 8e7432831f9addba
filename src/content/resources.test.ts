import { describe, expect, it } from 'vitest';
import { articles, shownArticles, startingArticles } from './resources';

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
