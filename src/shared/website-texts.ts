import { z } from 'zod';
import { optionalName, requiredName } from './fields';
import { guidesSchema } from './website-guides';
import { isCalendarDay } from './website-prices';

/**
 * The pages' texts (issue 58): what a service page says, as the adviser writes it. The spec's texts
 * (content/service-pages.ts) are the starting point, kept word for word until the adviser changes a
 * page; a page changed is kept whole, and can be put back to the original. A prose block (the
 * introduction, a step's text) is Markdown: **bold**, *italic*, lists and links, the links only to
 * http(s), mailto: and tel: addresses (refused here, naming the field; the server also sanitises
 * the HTML it makes, so nothing else reaches a page).
 */

/** A link's address in Markdown: `[text](address)` or `<address>`. */
const linkAddresses = (markdown: string) => [
  ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]*)/g)].map((match) => match[1] ?? ''),
  ...[...markdown.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]*)>/gi)].map((match) => match[1] ?? ''),
];
const allowedLink = (address: string) => /^(https?:\/\/|mailto:|tel:|#|\/)/i.test(address);

export const linkMessage = 'Links may go only to web (https://), e-mail (mailto:) and phone (tel:) addresses';

/** A block of prose in Markdown, at most `max` characters. */
function prose(message: string, max: number) {
  return requiredName(message, max).refine(
    (markdown) => linkAddresses(markdown).every(allowedLink),
    linkMessage,
  );
}

const lines = (message: string, what: string) =>
  z.array(requiredName(message, 200)).min(1, `Enter at least one ${what}`).max(12, `At most 12 ${what}s`);

const stepSchema = z.object({
  title: requiredName('Enter the step’s title', 80),
  text: prose('Enter what happens in this step', 600),
});

export const serviceTextSchema = z.object({
  intro: prose('Enter the sentence under the page’s title', 600),
  /** The line under it: who gives the advice; claims such as years in practice are the adviser's to add. */
  strapline: z.string().trim().max(200, 'At most 200 characters').default(''),
  benefits: lines('Enter the benefit, or remove the line', 'benefit'),
  included: lines('Enter what is included, or remove the line', 'item'),
  process: z.tuple([stepSchema, stepSchema, stepSchema, stepSchema], {
    error: 'The process has four steps',
  }),
});
export type ServiceText = z.infer<typeof serviceTextSchema>;

/**
 * The practice's own parts of the legal pages (issue 58): who they are (privacy), whether they are
 * independent and how they are paid (compliance: claims the adviser answers for), and how a
 * complaint is handled. A block not here says the site's text, built from the business details.
 */
export const legalBlocks = ['whoWeAre', 'independence', 'pay', 'complaints'] as const;
export type LegalBlock = (typeof legalBlocks)[number];

const articleDateMessage = 'Enter the day it was published, such as 2026-11-28';
const articleLinkMessage = 'Enter the article’s address, starting https://';

/** An article on the resources page (issue 58): the adviser's own, linked where it is published. */
export const articleSchema = z.object({
  title: requiredName('Enter the article’s title', 160),
  excerpt: requiredName('Enter a sentence or two about it', 400),
  publishedDate: z.string({ error: articleDateMessage }).refine(isCalendarDay, articleDateMessage),
  /** Such as "6 min read"; may be left empty. */
  readTime: optionalName(40),
  url: z
    .string({ error: articleLinkMessage })
    .trim()
    .max(500, 'At most 500 characters')
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), articleLinkMessage),
  tags: z.array(requiredName('Enter the tag, or remove it', 40)).max(6, 'At most 6 tags').default([]),
});
export type ArticleText = z.infer<typeof articleSchema>;

/** The home page's own words (issue 58): the line over the title, the hero's sentence, About. */
export const homeBlocks = ['tagline', 'heroIntro', 'about'] as const;
export type HomeBlock = (typeof homeBlocks)[number];

export const websiteTextsSchema = z.object({
  /**
   * The service pages the adviser changed, by the page's slug (`protect-family`), each whole; a page
   * not here says the spec's text. The server refuses a page the site does not have.
   */
  services: z
    .record(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Choose a page of the site'), serviceTextSchema)
    .default({}),
  legal: z
    .object(
      Object.fromEntries(
        legalBlocks.map((block) => [block, prose('Enter the text, or use the original', 3000).optional()]),
      ) as Record<LegalBlock, z.ZodOptional<ReturnType<typeof prose>>>,
    )
    .default({}),
  /** The home page's blocks the adviser rewrote; the others say the site's words. */
  home: z
    .object({
      tagline: requiredName('Enter the line, or use the site’s words', 120).optional(),
      heroIntro: prose('Enter the sentence, or use the site’s words', 600).optional(),
      about: prose('Enter the text, or use the site’s words', 3000).optional(),
    })
    .default({}),
  /**
   * The resources page's articles, newest first as the page shows them; null: the site's starting
   * articles (the spec's), [] none (the section is left out).
   */
  articles: z.array(articleSchema).max(30, 'At most 30 articles').nullable().default(null),
  /** The resources page's guides and books; null: the site's starting ones, [] none. */
  guides: guidesSchema,
  /** The day (Windhoek) a legal block was last changed, 'YYYY-MM-DD': the pages' "Last updated". */
  legalChangedOn: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/)
    .default(''),
});
export type WebsiteTexts = z.infer<typeof websiteTextsSchema>;

export const noTexts: WebsiteTexts = {
  services: {},
  legal: {},
  home: {},
  articles: null,
  guides: null,
  legalChangedOn: '',
};
