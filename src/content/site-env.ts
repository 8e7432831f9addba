import { z } from 'zod';
import type { EnteredPremiumTable } from '../domain/funeral/dated-tables';
import type { MustBeTrue, Same } from '../domain/type-checks';
import { hoursFromText, isClockTime, type OpeningHours, weekDays } from '../domain/website/hours';
import type { PublishedRates } from '../domain/website/rates';
import type { PublicClaims } from '../shared/website-claims';
import type { WebsiteImage } from '../shared/website-images';
import type { PublishedServiceText } from './service-pages';
import { defaultSiteConfig, type SiteConfig } from './site-defaults';

/** Parses and checks the SITE_* variables (server and build only). */

const socialProfileSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
});

const clock = z.string().refine(isClockTime, 'a time on the 24-hour clock, such as 09:00');
const dayHours = z.object({ open: clock, close: clock }).nullable();

export const siteConfigSchema = z.object({
  siteUrl: z.url(),
  businessName: z.string().min(1),
  adviserName: z.string().min(1),
  /** The adviser's code with the product providers, pre-filled in the FNA. */
  adviserCode: z.string().min(1).max(40),
  /** Shown as written; the tel: link is derived from it. */
  phone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/, 'a phone number such as +264 61 000 0000'),
  /** International number, digits only, as wa.me wants it. */
  whatsappNumber: z
    .string()
    .regex(/^[1-9][0-9]{7,14}$/, 'digits only with the country code, e.g. 264810000000'),
  email: z.email(),
  streetAddress: z.string().min(1),
  hours: z.object(
    Object.fromEntries(weekDays.map((day) => [day, dayHours])) as Record<
      (typeof weekDays)[number],
      typeof dayHours
    >,
  ),
  hoursNote: z.string(),
  registration: z.string().min(1),
  memberships: z.array(z.string().min(1)),
  social: z.object({
    shortVideo: socialProfileSchema,
    professionalNetwork: socialProfileSchema,
    video: socialProfileSchema,
    photo: socialProfileSchema,
  }),
  /** Not from the environment: published from the back office (issue 58). */
  claims: z.custom<PublicClaims>(() => true),
  logo: z.custom<WebsiteImage | null>(() => true),
  photo: z.custom<WebsiteImage | null>(() => true),
  funeralTables: z.custom<EnteredPremiumTable[]>(() => true),
  rates: z.custom<PublishedRates>(() => true),
  serviceTexts: z.custom<Record<string, PublishedServiceText>>(() => true),
  legalTexts: z.custom<SiteConfig['legalTexts']>(() => true),
  homeTexts: z.custom<SiteConfig['homeTexts']>(() => true),
  articles: z.custom<SiteConfig['articles']>(() => true),
  guides: z.custom<SiteConfig['guides']>(() => true),
  /** Days of backups `npm run db:backup` keeps (0: all); the privacy page says so (issue 30). */
  backupKeepDays: z.coerce
    .number('a whole number of days (0 keeps every backup)')
    .int('a whole number of days (0 keeps every backup)')
    .min(0, 'a whole number of days (0 keeps every backup)')
    .max(3650, 'at most 3650 days'),
});

export type { SiteConfig };

/** The schema and the type say the same (site-defaults.ts writes the type out; this is checked). */
export type SiteConfigSchemaIsTheType = MustBeTrue<Same<z.infer<typeof siteConfigSchema>, SiteConfig>>;

/** Which environment variable overrides which field (a dotted path into SiteConfig). */
export const siteConfigEnv = {
  SITE_URL: 'siteUrl',
  SITE_BUSINESS_NAME: 'businessName',
  SITE_ADVISER_NAME: 'adviserName',
  SITE_ADVISER_CODE: 'adviserCode',
  SITE_PHONE: 'phone',
  SITE_WHATSAPP: 'whatsappNumber',
  SITE_EMAIL: 'email',
  SITE_ADDRESS: 'streetAddress',
  SITE_REGISTRATION: 'registration',
  SITE_SOCIAL_SHORT_VIDEO_URL: 'social.shortVideo.url',
  SITE_SOCIAL_PROFESSIONAL_NETWORK_URL: 'social.professionalNetwork.url',
  SITE_SOCIAL_VIDEO_URL: 'social.video.url',
  SITE_SOCIAL_PHOTO_URL: 'social.photo.url',
  BACKUP_KEEP_DAYS: 'backupKeepDays',
} as const;

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

/**
 * The two lines of hours an install sets (`SITE_HOURS_WEEKDAYS` "Mon-Fri 9AM-6PM",
 * `SITE_HOURS_SATURDAY` "Sat 9AM-2PM"), read into days: the days a line can name (Monday to Friday,
 * the weekend) are closed unless it names them. A line that cannot be read is refused.
 */
const hoursVariables = {
  SITE_HOURS_WEEKDAYS: ['mon', 'tue', 'wed', 'thu', 'fri'],
  SITE_HOURS_SATURDAY: ['sat', 'sun'],
} as const;

function hoursOf(env: Record<string, string | undefined>, problems: string[]): OpeningHours {
  const hours: OpeningHours = { ...defaultSiteConfig.hours };
  for (const [variable, days] of Object.entries(hoursVariables)) {
    const text = env[variable]?.trim();
    if (!text) continue;
    const read = hoursFromText(text);
    if (Object.keys(read).length === 0) {
      problems.push(`${variable}: days and hours such as "Mon-Fri 09:00-18:00" or "Sat 9AM-2PM"`);
      continue;
    }
    for (const day of days) hours[day] = null;
    Object.assign(hours, read);
  }
  return hours;
}

/** Builds the site configuration from the defaults and SITE_* variables; throws naming each bad variable. */
export function resolveSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const config: SiteConfig = structuredClone(defaultSiteConfig);
  const hoursProblems: string[] = [];
  config.hours = hoursOf(env, hoursProblems);
  const fieldToVariable = new Map<string, string>();
  for (const [variable, path] of Object.entries(siteConfigEnv)) {
    fieldToVariable.set(path, variable);
    const value = env[variable]?.trim();
    if (value === undefined || value === '') continue;
    const keys = path.split('.');
    let target: Record<string, unknown> = config as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
  const parsed = siteConfigSchema.safeParse(config);
  if (!parsed.success || hoursProblems.length > 0) {
    throw new SiteConfigError([
      ...hoursProblems,
      ...(parsed.error?.issues ?? []).map((issue) => {
        const path = issue.path.join('.');
        const variable = fieldToVariable.get(path);
        return `${variable ?? path}: ${issue.message}`;
      }),
    ]);
  }
  return { ...parsed.data, siteUrl: parsed.data.siteUrl.replace(/\/+$/, '') };
}
