import { z } from 'zod';
import { optionalName, requiredName } from './fields';

/**
 * What the home page claims (issue 58, D34): the figures, badges, testimonials, partners, social
 * follower counts, popular posts and the checklist's download count are the adviser's own
 * statements, each item written, ordered and hidden by them, with an internal note of its source
 * (who, when; for a testimonial, the client's consent) that only the team sees. A fresh install
 * has none: a section with no item shown is not shown. The demo's are the spec's examples, marked.
 */

const sourceMessage = 'Note where this comes from (only your team sees it)';

/** What every item has beside its own fields. */
const itemBase = {
  /** Kept in the draft, not shown on the site. */
  hidden: z.boolean().default(false),
  /** The internal note of its source: who, when (never published). */
  source: requiredName(sourceMessage, 500),
  /** The demo's examples (the spec's invented claims): marked as such on the site. */
  example: z.boolean().default(false),
};

export const figureSchema = z.object({
  ...itemBase,
  value: requiredName('Enter the figure, such as 500+', 20),
  label: requiredName('Enter what the figure counts, such as Families helped', 60),
});

export const badgeSchema = z.object({
  ...itemBase,
  text: requiredName('Enter the badge’s words', 80),
});

const ratingMessage = 'Choose 1 to 5 stars';

export const testimonialSchema = z.object({
  ...itemBase,
  name: requiredName('Enter the client’s name as they agreed it is shown, such as Maria N.', 80),
  location: optionalName(80),
  /** Who they are, in a few words. */
  title: optionalName(120),
  rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
  text: requiredName('Enter what the client said', 800),
  /** What changed for them. */
  result: optionalName(120),
  /** When and how the client agreed to be quoted (never published). */
  consent: requiredName('Note when and how the client agreed to be quoted', 300),
  /** '' on the home page; a service page's slug (`budget`) on that page instead. */
  page: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,60}$/, 'Choose a page')
    .default(''),
});

export const partnerSchema = z.object({
  ...itemBase,
  name: requiredName('Enter the institution’s name', 120),
  specialty: optionalName(160),
});

export const socialCountSchema = z.object({
  ...itemBase,
  slot: z.enum(['shortVideo', 'professionalNetwork', 'video', 'photo'], { error: 'Choose the profile' }),
  handle: requiredName('Enter the profile’s name, such as @yourname', 80),
  followers: requiredName('Enter the number of followers, such as 1.2K', 20),
  about: optionalName(120),
});

export const popularPostSchema = z.object({
  ...itemBase,
  platform: requiredName('Enter where it was posted, such as TikTok', 40),
  title: requiredName('Enter the post’s title', 160),
  views: optionalName(40),
  engagement: optionalName(40),
});

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `At most ${max}`).default([]);

export const claimsSchema = z.object({
  figures: list(figureSchema, 8),
  badges: list(badgeSchema, 12),
  testimonials: list(testimonialSchema, 24),
  partners: list(partnerSchema, 24),
  socialCounts: list(socialCountSchema, 4),
  popularPosts: list(popularPostSchema, 8),
  /** The free checklist's download count ("2,500+ Downloads"), '' for none. */
  checklistDownloads: z
    .object({
      hidden: itemBase.hidden,
      example: itemBase.example,
      text: optionalName(40),
      source: optionalName(500),
    })
    // A count shown needs its source, as every claim does.
    .refine((downloads) => downloads.text === '' || downloads.source !== '', {
      message: sourceMessage,
      path: ['source'],
    })
    .default({ hidden: false, source: '', example: false, text: '' }),
});
export type Claims = z.infer<typeof claimsSchema>;
export type ClaimKind = Exclude<keyof Claims, 'checklistDownloads'>;
export type Figure = z.infer<typeof figureSchema>;
export type Badge = z.infer<typeof badgeSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type SocialCount = z.infer<typeof socialCountSchema>;
export type PopularPost = z.infer<typeof popularPostSchema>;

/** A fresh install's: no claim at all (D34). */
export const noClaims: Claims = {
  figures: [],
  badges: [],
  testimonials: [],
  partners: [],
  socialCounts: [],
  popularPosts: [],
  checklistDownloads: { hidden: false, source: '', example: false, text: '' },
};

type Published<T> = Omit<T, 'hidden' | 'source' | 'consent'>;

/** What the public pages get: the items shown, in order, without the team's notes. */
export interface PublicClaims {
  figures: Published<Figure>[];
  badges: Published<Badge>[];
  testimonials: Published<Testimonial>[];
  partners: Published<Partner>[];
  socialCounts: Published<SocialCount>[];
  popularPosts: Published<PopularPost>[];
  checklistDownloads: { text: string; example: boolean } | null;
}

function shown<T extends { hidden: boolean; source: string }>(items: readonly T[]): Published<T>[] {
  return items
    .filter((item) => !item.hidden)
    .map(({ hidden: _hidden, source: _source, ...rest }) => {
      const { consent: _consent, ...published } = rest as typeof rest & { consent?: string };
      return published as Published<T>;
    });
}

export function publicClaims(claims: Claims): PublicClaims {
  const downloads = claims.checklistDownloads;
  return {
    figures: shown(claims.figures),
    badges: shown(claims.badges),
    testimonials: shown(claims.testimonials),
    partners: shown(claims.partners),
    socialCounts: shown(claims.socialCounts),
    popularPosts: shown(claims.popularPosts),
    checklistDownloads:
      downloads.text && !downloads.hidden ? { text: downloads.text, example: downloads.example } : null,
  };
}
