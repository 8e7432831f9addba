import type { EnteredPremiumTable } from '../domain/funeral/dated-tables';
import type { OpeningHours } from '../domain/website/hours';
import { noRates, type PublishedRates } from '../domain/website/rates';
import type { PublicClaims } from '../shared/website-claims';
import type { GuideText } from '../shared/website-guides';
import type { WebsiteImage } from '../shared/website-images';
import type { ArticleText, LegalBlock } from '../shared/website-texts';
import type { PublishedServiceText } from './service-pages';

/**
 * The first values of the business identity (DECISIONS D1): obviously fake examples a deployment
 * replaces with its SITE_* variables (site-env.ts). A module of its own (issue 57): site-env.ts
 * starts from these, and site.ts, which every page reads, re-exports them.
 */

/**
 * Days of backups `npm run db:backup` keeps (issue 30), which the privacy page states;
 * `BACKUP_KEEP_DAYS` changes it. Here rather than in retention.ts: this module is in every page's
 * first JavaScript, and importing that one would bring its texts along (measured: 0.5 KB on `/`).
 */
export const defaultBackupKeepDays = 35;

interface SocialProfile {
  name: string;
  url: string;
}

/** The business identity every page, e-mail and report reads (site-env.ts's schema checks it). */
export interface SiteConfig {
  siteUrl: string;
  businessName: string;
  adviserName: string;
  /** The adviser's code with the product providers, pre-filled in the FNA. */
  adviserCode: string;
  /** Shown as written; the tel: link is derived from it. */
  phone: string;
  /** International number, digits only, as wa.me wants it. */
  whatsappNumber: string;
  email: string;
  streetAddress: string;
  /** Open from one time to another each day (24-hour), or closed (issue 58). */
  hours: OpeningHours;
  /** What the hours do not say: public holidays, by appointment ('' for nothing). */
  hoursNote: string;
  /** The FSP licence with NAMFISA, the regulator (D34). */
  registration: string;
  /** Associations the practice belongs to (NAIB...): memberships, never "regulated by" (D34). */
  memberships: string[];
  social: {
    shortVideo: SocialProfile;
    professionalNetwork: SocialProfile;
    video: SocialProfile;
    photo: SocialProfile;
  };
  /** Days of backups `npm run db:backup` keeps (0: all); the privacy page says so (issue 30). */
  backupKeepDays: number;
  /**
   * What the home page (and a service page's testimonial) claims, as the adviser published it
   * (issue 58): none on a fresh install (D34).
   */
  claims: PublicClaims;
  /** The logo and the adviser's photo as published (issue 58); none before. */
  logo: WebsiteImage | null;
  photo: WebsiteImage | null;
  /** The funeral premium tables the adviser entered, each from its day (the spec's before them). */
  funeralTables: EnteredPremiumTable[];
  /** The rates the calculators and the FNA start from, with their day (issue 58); none before. */
  rates: PublishedRates;
  /** The service pages whose text the adviser changed, by slug (issue 58); the others say the spec's. */
  serviceTexts: Record<string, PublishedServiceText>;
  /** The legal pages' blocks the adviser rewrote (sanitised HTML) and the day they did (issue 58). */
  legalTexts: { html: Partial<Record<LegalBlock, string>>; updated: string };
  /** The home page's words the adviser rewrote (issue 58): null where the site's words show. */
  homeTexts: { tagline: string | null; heroIntroHtml: string | null; aboutHtml: string | null };
  /** The resources page's articles as the adviser published them; null: the site's starting ones. */
  articles: ArticleText[] | null;
  /** The resources page's guides and books as the adviser published them; null: the site's starting ones. */
  guides: GuideText[] | null;
}

/** No claim: what a fresh install publishes (D34). */
export const noPublicClaims: PublicClaims = {
  figures: [],
  badges: [],
  testimonials: [],
  partners: [],
  socialCounts: [],
  popularPosts: [],
  checklistDownloads: null,
};

export const defaultSiteConfig: SiteConfig = {
  siteUrl: 'http://localhost:3000',
  businessName: 'Example Financial Advisers',
  adviserName: 'Alex Example',
  adviserCode: 'EX-0001',
  phone: '+264 61 000 0000',
  whatsappNumber: '264810000000',
  email: 'adviser@example.com',
  streetAddress: '1 Example Street, Windhoek, Namibia',
  hours: {
    mon: { open: '09:00', close: '18:00' },
    tue: { open: '09:00', close: '18:00' },
    wed: { open: '09:00', close: '18:00' },
    thu: { open: '09:00', close: '18:00' },
    fri: { open: '09:00', close: '18:00' },
    sat: { open: '09:00', close: '14:00' },
    sun: null,
  },
  hoursNote: '',
  registration: 'An authorised financial services provider registered with NAMFISA (example)',
  memberships: [],
  social: {
    shortVideo: { name: 'TikTok', url: 'https://www.tiktok.com/@example' },
    professionalNetwork: { name: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    video: { name: 'YouTube', url: 'https://www.youtube.com/@example' },
    photo: { name: 'Instagram', url: 'https://www.instagram.com/example' },
  },
  backupKeepDays: defaultBackupKeepDays,
  claims: noPublicClaims,
  logo: null,
  photo: null,
  funeralTables: [],
  rates: noRates,
  serviceTexts: {},
  legalTexts: { html: {}, updated: '' },
  homeTexts: { tagline: null, heroIntroHtml: null, aboutHtml: null },
  articles: null,
  guides: null,
};
