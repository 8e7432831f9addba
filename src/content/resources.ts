import { formatNad } from '../domain/money';
import { builtInGuideId, type GuideText } from '../shared/website-guides';
import type { ArticleText } from '../shared/website-texts';
import type { SiteConfig } from './site-defaults';
/**
 * The resources page (spec doc 1): three books and four articles. Example content for a Namibian
 * adviser, replaced by the adviser's own here. Prices are N$ (DECISIONS: the spec's bare `$` is read
 * as N$ on a Namibian site) and shown with the shared N$ formatter.
 */

/** The starting checklist's name: with no PDF of its own, it is the site's checklist, made with the details. */
export const builtInChecklistId = builtInGuideId;

/**
 * The site's starting guides (the spec's three cards), as the Website area edits them: the
 * adviser replaces them with their own, keeps the built-in checklist, or removes them all.
 */
export const startingGuides = (): GuideText[] => [
  {
    id: 'financial-security-guide',
    title: 'The Complete Guide to Financial Security',
    description:
      'Protection, debt, saving and retirement for Namibian families, step by step, with worked examples in N$.',
    badge: 'BESTSELLER',
    publishedDate: '2024-11-01',
    priceCents: 2999,
    wasPriceCents: 3999,
    file: null,
  },
  {
    id: 'insurance-planning-workbook',
    title: 'Insurance Planning Workbook',
    description: 'Worksheets to list your cover, find the gaps and prepare for a meeting with your adviser.',
    badge: 'NEW',
    publishedDate: '2024-12-01',
    priceCents: 1999,
    wasPriceCents: null,
    file: null,
  },
  {
    id: builtInChecklistId,
    title: 'Financial Planning Checklist',
    description: 'A two-page checklist of the things every Namibian household should have in place.',
    badge: 'FREE',
    publishedDate: '2024-10-01',
    priceCents: null,
    wasPriceCents: null,
    file: null,
  },
];

/** A guide as the resources page shows it. */
export interface ShownGuide extends GuideText {
  action: 'Buy Now' | 'Download';
  /** Stars out of 5: the spec's example bestseller only (a rating is the adviser's to claim). */
  rating?: number;
}

/** The resources page's guides, in the adviser's order; before they publish a list, the site's starting ones. */
export function shownGuides(site: Pick<SiteConfig, 'guides'>): ShownGuide[] {
  const starting = site.guides === null;
  return (site.guides ?? startingGuides()).map((guide) => ({
    ...guide,
    action: guide.priceCents === null ? 'Download' : 'Buy Now',
    ...(starting && guide.id === 'financial-security-guide' ? { rating: 5 } : {}),
  }));
}

/** The guide of that name the site offers, if any. */
export function findGuide(site: Pick<SiteConfig, 'guides'>, id: string): ShownGuide | undefined {
  return shownGuides(site).find((guide) => guide.id === id);
}

export interface Article {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  publishedDate: string;
  readTime: string;
  /** The article on the author's professional-network page. */
  url: string;
  tags: readonly string[];
  imageUrl: string;
  imageAlt: string;
}

export const articles: readonly Article[] = [
  {
    id: 'generational-wealth',
    title: 'Building Generational Wealth: A Guide for High-Net-Worth Namibian Families',
    excerpt:
      'Trusts, estate duty, liquidity and the conversation most families put off: how to pass on what you have built without leaving your heirs a problem.',
    publishedDate: '2024-12-15',
    readTime: '8 min read',
    url: 'https://www.linkedin.com/in/example',
    tags: ['Estate Planning', 'Wealth'],
    imageUrl: '/images/articles/generational-wealth.svg',
    imageAlt: 'A line rising across three steps, for wealth passed down three generations',
  },
  {
    id: 'tax-retirement',
    title: 'Paying Less Tax in Namibia: Getting the Most from Your Retirement Contributions',
    excerpt:
      'Contributions to pension, provident and retirement annuity funds and study policies reduce your taxable income by up to N$150,000 a year. Here is how to use it.',
    publishedDate: '2024-11-28',
    readTime: '6 min read',
    url: 'https://www.linkedin.com/in/example',
    tags: ['Tax', 'Retirement'],
    imageUrl: '/images/articles/tax-retirement.svg',
    imageAlt: 'Bars growing taller, for savings growing with tax relief',
  },
  {
    id: 'insurance-investment',
    title: 'Is Insurance an Investment? What Your Policies Really Do for You',
    excerpt:
      'Endowments, risk cover and savings plans are sold side by side. We untangle what protects you, what grows your money, and what only costs you.',
    publishedDate: '2024-11-10',
    readTime: '5 min read',
    url: 'https://www.linkedin.com/in/example',
    tags: ['Insurance', 'Investments'],
    imageUrl: '/images/articles/insurance-investment.svg',
    imageAlt: 'A shield, for the protection insurance gives',
  },
  {
    id: 'future-technology',
    title: 'The Future of Financial Planning: Technology and the Personal Touch',
    excerpt:
      'Online calculators, digital signatures and WhatsApp consultations make advice easier to reach. Why the conversation with a person still matters most.',
    publishedDate: '2024-10-22',
    readTime: '4 min read',
    url: 'https://www.linkedin.com/in/example',
    tags: ['Technology', 'Financial Planning'],
    imageUrl: '/images/articles/future-technology.svg',
    imageAlt: 'A laptop screen, for financial planning online',
  },
];

/** An article as the resources page shows it: the site's starting ones have a picture. */
export interface ShownArticle {
  key: string;
  title: string;
  excerpt: string;
  publishedDate: string;
  readTime: string;
  url: string;
  tags: readonly string[];
  image: { url: string; alt: string } | null;
}

/**
 * The articles the resources page shows (issue 58): the adviser's, newest first, once they publish
 * a list (none: the section is left out); before that the site's starting articles.
 */
export function shownArticles(site: Pick<SiteConfig, 'articles'>): ShownArticle[] {
  if (site.articles === null)
    return startingArticles().map((article, index) => {
      const { id, imageUrl, imageAlt } = articles[index] as Article;
      return { ...article, key: id, image: { url: imageUrl, alt: imageAlt } };
    });
  return [...site.articles]
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    .map((article, index) => ({ ...article, key: `${article.publishedDate}-${index}`, image: null }));
}

/** The site's starting articles as the Website area edits them (and the page shows them, with pictures). */
export const startingArticles = (): ArticleText[] =>
  articles.map(({ title, excerpt, publishedDate, readTime, url, tags }) => ({
    title,
    excerpt,
    publishedDate,
    readTime,
    url,
    tags: [...tags],
  }));

/** 'December 15, 2024' (the spec's format for article dates). */
export function articleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A guide's price, `N$ 29.99`. */
export function formatGuidePrice(cents: number): string {
  return formatNad(cents);
}
