import type { HomeBlock } from '../shared/website-texts';
import type { ServiceSlug } from './services';
import type { SiteConfig } from './site-defaults';

/**
 * The spec's example claims (spec doc 1, section 1): invented, so never published as the
 * practice's own (D34). `npm run demo` shows them marked as examples (example-claims.ts); the
 * adviser writes their own in the back office's Website area.
 */
export const trustClaims = [
  { value: '5+', label: 'Years Experience' },
  { value: '500+', label: 'Families Helped' },
  { value: 'N$50M+', label: 'Claims Paid Out' },
  { value: 'CFI', label: 'Certified' },
] as const;

/* The hero's and services' lists below are the site's structure, not claims. */

/** The hero's two menus (spec doc 1, home page). */
export const heroPersonalMenu: readonly ServiceSlug[] = [
  'protect-family',
  'retirement',
  'investments',
  'insurance-review',
  'budget',
  'emergency-savings',
  'estate-planning',
  'car-home-insurance',
];

export const heroBusinessMenu: readonly ServiceSlug[] = [
  'employee-wellness',
  'retirement-solutions',
  'employee-benefits',
  'business-continuity',
  'key-person-insurance',
  'investment-vehicles',
];

/** The services section's two lists. */
export const personalServices: readonly ServiceSlug[] = [
  'protect-family',
  'protect-myself',
  'budget',
  'retirement',
  'investments',
  'emergency-savings',
  'education-savings',
  'estate-planning',
  'tax-savings',
  'buy-home',
  'insurance-review',
  'financial-roadmap',
];

export const businessServices: readonly ServiceSlug[] = [
  'employee-wellness',
  'retirement-solutions',
  'employee-benefits',
  'business-continuity',
  'key-person-insurance',
  'investment-vehicles',
  'tax-strategies',
];

/** The services section's two cards: each collapsed with its count until opened (the spec). */
export const servicesCards: readonly { title: string; intro: string; slugs: readonly ServiceSlug[] }[] = [
  {
    title: 'Personal Finance',
    intro: 'For you and your family, at every stage of life.',
    slugs: personalServices,
  },
  { title: 'Business Solutions', intro: 'For employers, owners and their staff.', slugs: businessServices },
];

/** The four core cover areas. */
export const coreCoverAreas: readonly { title: string; text: string; slug: ServiceSlug }[] = [
  {
    title: 'Life and Funeral Cover',
    text: 'Keep your family provided for, and the funeral paid for, if you are no longer there.',
    slug: 'protect-family',
  },
  {
    title: 'Retirement',
    text: 'Know your number, use the tax deduction, and retire on your terms.',
    slug: 'retirement',
  },
  {
    title: 'Investments',
    text: 'Unit trusts and savings plans matched to a goal, a date and your appetite for risk.',
    slug: 'investments',
  },
  {
    title: 'Disability and Severe Illness',
    text: 'An income or a lump sum when illness or injury stops you working.',
    slug: 'protect-myself',
  },
];

export interface Testimonial {
  name: string;
  location: string;
  /** Who they are, in a few words. */
  title: string;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** What changed for them. */
  result: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maria N.',
    location: 'Windhoek',
    title: 'Teacher and mother of three',
    rating: 5,
    text: 'I thought life cover was out of reach on a teacher’s salary. We went through our budget together and found cover for the whole family.',
    result: 'Family covered for N$1.2 million',
  },
  {
    name: 'Johannes K.',
    location: 'Swakopmund',
    title: 'Mine supervisor',
    rating: 5,
    text: 'At 48 I had no idea if my pension would be enough. Now I know my number and I am saving towards it, with a tax refund every year.',
    result: 'N$14,000 a year less tax',
  },
  {
    name: 'Anna S.',
    location: 'Walvis Bay',
    title: 'Small business owner',
    rating: 5,
    text: 'The insurance review found three funeral policies covering the same people. One clear plan now, and money back in my pocket.',
    result: 'N$600 a month saved',
  },
  {
    name: 'Petrus H.',
    location: 'Ongwediva',
    title: 'Managing director, 40 staff',
    rating: 5,
    text: 'The financial wellness workshops cut salary advance requests in half within six months. Staff finally understand their pension fund.',
    result: 'Salary advances halved',
  },
];

/** Why visitors can trust the adviser: short badges. */
export const trustBadges = [
  'Registered with NAMFISA',
  'Member of NAIB',
  'CFI certified',
  'Independent: several insurers compared',
] as const;

/** Institutions whose products the adviser compares. */
export const partnerInstitutions: readonly { name: string; specialty: string }[] = [
  { name: 'Old Mutual Namibia', specialty: 'Life cover, retirement and investments' },
  { name: 'Sanlam Namibia', specialty: 'Life cover, funeral cover and retirement annuities' },
  { name: 'Momentum Metropolitan Namibia', specialty: 'Funeral, disability and employee benefits' },
  { name: 'Hollard Namibia', specialty: 'Life and short-term insurance' },
  { name: 'Santam Namibia', specialty: 'Car, home and business insurance' },
  { name: 'Capricorn Asset Management', specialty: 'Unit trusts and money market funds' },
];

/** The four social profiles (the URLs come from the site configuration). */
export const socialChannels: readonly {
  key: 'shortVideo' | 'professionalNetwork' | 'video' | 'photo';
  handle: string;
  followers: string;
  about: string;
}[] = [
  { key: 'shortVideo', handle: '@example', followers: '12.4K', about: 'One-minute money tips' },
  {
    key: 'professionalNetwork',
    handle: 'Alex Example',
    followers: '3.1K',
    about: 'Articles for professionals and employers',
  },
  { key: 'video', handle: '@example', followers: '2.8K', about: 'Workshops and explainers' },
  { key: 'photo', handle: '@example', followers: '5.6K', about: 'Client stories and events' },
];

/** Popular posts, shown with the social section. */
export const popularContent: readonly {
  platform: string;
  title: string;
  views: string;
  engagement: string;
}[] = [
  {
    platform: 'TikTok',
    title: 'How much life cover do you really need?',
    views: '48K views',
    engagement: '2.1K likes',
  },
  {
    platform: 'YouTube',
    title: 'Retirement annuities and your NamRA refund, explained',
    views: '9.7K views',
    engagement: '340 comments',
  },
  {
    platform: 'LinkedIn',
    title: 'Five employee benefits Namibian staff value most',
    views: '6.2K views',
    engagement: '180 reactions',
  },
];

/**
 * The home page's own words (issue 58) as the site says them before the adviser does: Markdown
 * built from the business details, the Website area's starting point and what the page shows for a
 * block the adviser has not rewritten.
 */
export function homeDefaults(
  site: Pick<SiteConfig, 'businessName' | 'adviserName' | 'registration'>,
): Record<HomeBlock, string> {
  return {
    tagline: 'Independent financial adviser and insurance broker',
    heroIntro: `Insurance, debt, savings, investments and retirement: ${site.adviserName} helps you see where you stand and what to do next, in plain words and in Namibian dollars.`,
    about: [
      `${site.businessName} is an independent financial planning, advice and insurance broking practice in Namibia. ${site.adviserName} helps families and businesses protect what they have, get out of debt, and save for the things that matter.`,
      `${site.registration}. Advice is independent: we compare several insurers and fund managers and explain every recommendation in plain words.`,
    ].join('\n\n'),
  };
}
