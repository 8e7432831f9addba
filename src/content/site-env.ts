import { z } from 'zod';
import type { MustBeTrue, Same } from '../domain/type-checks';
import { defaultSiteConfig, type SiteConfig } from './site-defaults';

/** Parses and checks the SITE_* variables (server and build only). */

const socialProfileSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
});

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
  hoursWeekdays: z.string().min(1),
  hoursSaturday: z.string().min(1),
  registration: z.string().min(1),
  social: z.object({
    shortVideo: socialProfileSchema,
    professionalNetwork: socialProfileSchema,
    video: socialProfileSchema,
    photo: socialProfileSchema,
  }),
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
  SITE_HOURS_WEEKDAYS: 'hoursWeekdays',
  SITE_HOURS_SATURDAY: 'hoursSaturday',
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

/** Builds the site configuration from the defaults and SITE_* variables; throws naming each bad variable. */
export function resolveSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const config: SiteConfig = structuredClone(defaultSiteConfig);
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
  if (!parsed.success) {
    throw new SiteConfigError(
      parsed.error.issues.map((issue) => {
        const path = issue.path.join('.');
        const variable = fieldToVariable.get(path);
        return `${variable ?? path}: ${issue.message}`;
      }),
    );
  }
  return { ...parsed.data, siteUrl: parsed.data.siteUrl.replace(/\/+$/, '') };
}
