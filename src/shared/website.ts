import { z } from 'zod';
import { isClockTime, type OpeningHours, weekDays } from '../domain/website/hours';
import { optionalName, requiredEmail, requiredName, requiredPhone, tooLongMessage } from './fields';
import { type Claims, claimsSchema } from './website-claims';
import type { WebsiteImage } from './website-images';
import { type Prices, pricesSchema } from './website-prices';
import {
  type HomeBlock,
  homeBlocks,
  type LegalBlock,
  legalBlocks,
  type WebsiteTexts,
  websiteTextsSchema,
} from './website-texts';

export {
  type WebsiteImage,
  type WebsiteImageKind,
  websiteImageKinds,
  websiteImageSizes,
  websiteImageUrl,
} from './website-images';

/**
 * The Website area (issue 58): what the adviser makes the public site say, as a draft the team
 * edits and versions an owner publishes. The business details first: names, the adviser's code,
 * how to reach them, the opening hours, the registration line (the FSP licence with NAMFISA, the
 * regulator) apart from association memberships (D34), and the social profiles.
 */

const clockMessage = 'Use the 24-hour clock, such as 08:30';
const clock = z.string({ error: clockMessage }).trim().refine(isClockTime, clockMessage);

const dayHoursSchema = z
  .object({ open: clock, close: clock })
  .refine((hours) => hours.open < hours.close, { message: 'Closing must be after opening', path: ['close'] })
  .nullable();

export const openingHoursSchema = z.object(
  Object.fromEntries(weekDays.map((day) => [day, dayHoursSchema])) as Record<
    (typeof weekDays)[number],
    typeof dayHoursSchema
  >,
) satisfies z.ZodType<OpeningHours>;

const linkMessage = 'Enter the full address of the page, starting https://';
/** A profile's address: https (or http), or '' for none. */
const profileUrl = z
  .string({ error: linkMessage })
  .trim()
  .max(300, tooLongMessage(300))
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), linkMessage);

export const socialSlots = ['shortVideo', 'professionalNetwork', 'video', 'photo'] as const;
export type SocialSlot = (typeof socialSlots)[number];
export const socialSlotNames: Record<SocialSlot, string> = {
  shortVideo: 'TikTok',
  professionalNetwork: 'LinkedIn',
  video: 'YouTube',
  photo: 'Instagram',
};

/**
 * An uploaded picture (issue 58): the logo or the adviser's photo, kept in two sizes named by its
 * hash (`/media/<id>-1x.webp`, `-2x.webp`); width and height are the 1x size's, set on the page so
 * nothing shifts as it loads.
 */
export const websiteImageSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/, 'Upload the picture again'),
  width: z.number().int().min(1).max(2000),
  height: z.number().int().min(1).max(2000),
}) satisfies z.ZodType<WebsiteImage>;

export const whatsappMessage =
  'Enter the WhatsApp number in international form, digits only, such as 264811234567';

export const websiteDetailsSchema = z.object({
  businessName: requiredName('Enter the business name', 120),
  adviserName: requiredName('Enter the adviser’s name', 120),
  /** Pre-filled in the FNA; may be left empty. */
  adviserCode: optionalName(40),
  phone: requiredPhone('Enter the phone number'),
  whatsappNumber: z
    .string({ error: whatsappMessage })
    .trim()
    .refine((value) => /^[1-9][0-9]{7,14}$/.test(value), whatsappMessage),
  email: requiredEmail(),
  streetAddress: requiredName('Enter the address', 300),
  hours: openingHoursSchema,
  /** What the hours do not say: public holidays, by appointment. */
  hoursNote: optionalName(300),
  /** The FSP licence with NAMFISA, the regulator (D34). */
  registration: requiredName('Enter the registration line: your FSP licence with NAMFISA', 300),
  /** Associations the practice belongs to (NAIB...): memberships, never "regulated by". */
  memberships: z.array(requiredName('Enter the association’s name', 120)).max(10, 'At most 10 memberships'),
  social: z.object(
    Object.fromEntries(socialSlots.map((slot) => [slot, profileUrl])) as Record<
      SocialSlot,
      typeof profileUrl
    >,
  ),
  /** The practice's logo in the header; none: the first letter of the business's name. */
  logo: websiteImageSchema.nullable().default(null),
  /** The adviser's photo on the home page's About section. */
  photo: websiteImageSchema.nullable().default(null),
});
export type WebsiteDetails = z.infer<typeof websiteDetailsSchema>;

/** Everything the Website area edits: the details, the claims, prices and rates, the pages' texts. */
export const websiteContentSchema = z.object({
  details: websiteDetailsSchema,
  claims: claimsSchema,
  prices: pricesSchema,
  texts: websiteTextsSchema,
});
export type WebsiteContent = z.infer<typeof websiteContentSchema>;

/**
 * A change to the draft: any part of it (`{ details: { phone } }`), merged into the draft and the
 * whole checked before anything is stored. Objects merge; a list or a day's hours is replaced.
 */
export const websiteDraftPatchSchema = z
  .object({
    details: z
      .object({
        ...Object.fromEntries(
          Object.entries(websiteDetailsSchema.shape)
            .filter(([key]) => key !== 'hours' && key !== 'social')
            .map(([key]) => [key, z.unknown().optional()]),
        ),
        hours: z.record(z.string(), z.unknown()).optional(),
        social: z.record(z.string(), z.unknown()).optional(),
      })
      .strict()
      .optional(),
    /** The funeral premium tables (the list replaced whole) and the calculators' rates (whole). */
    prices: z
      .object({ funeralTables: z.unknown().optional(), rates: z.unknown().optional() })
      .strict()
      .optional(),
    /** A service page given is replaced whole; null puts back the spec's text. */
    texts: z
      .object({
        services: z
          .record(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Choose a page of the site'), z.unknown())
          .optional(),
        /** A legal block given replaces the site's text; null puts the site's back. */
        legal: z.partialRecord(z.enum(legalBlocks), z.unknown()).optional(),
        home: z.partialRecord(z.enum(homeBlocks), z.unknown()).optional(),
        /** The articles, the list replaced whole; null: the site's starting articles again. */
        articles: z.unknown().optional(),
        /** The guides, the list replaced whole; null: the site's starting guides again. */
        guides: z.unknown().optional(),
      })
      .strict()
      .optional(),
    /** A kind of claim given is replaced whole (its list, in order). */
    claims: z
      .object(
        Object.fromEntries(
          Object.keys(claimsSchema.shape).map((key) => [key, z.unknown().optional()]),
        ) as Record<keyof Claims, z.ZodOptional<z.ZodUnknown>>,
      )
      .strict()
      .optional(),
  })
  .strict();
export type WebsiteDraftPatch = {
  claims?: Partial<Claims>;
  texts?: {
    services?: Record<string, WebsiteTexts['services'][string] | null>;
    legal?: Partial<Record<LegalBlock, string | null>>;
    home?: Partial<Record<HomeBlock, string | null>>;
    articles?: WebsiteTexts['articles'];
    guides?: WebsiteTexts['guides'];
  };
  prices?: Partial<Prices>;
  details?: Partial<Omit<WebsiteDetails, 'hours' | 'social'>> & {
    hours?: Partial<WebsiteDetails['hours']>;
    social?: Partial<WebsiteDetails['social']>;
  };
};

/** What `GET /api/admin/website` answers. */
export interface WebsiteState {
  draft: WebsiteContent;
  /** The version the public site shows, or null before the first publish (the install's first values show). */
  published: WebsiteContent | null;
  version: number | null;
  publishedAt: string | null;
  /** Whether the draft says anything the published version does not. */
  unpublishedChanges: boolean;
  draftUpdatedAt: string | null;
  /** Who changed the draft last, by name (their e-mail when they have none). */
  draftUpdatedBy: string | null;
}

/** A published version, as `GET /api/admin/website/versions` lists them (newest first). */
export interface WebsiteVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The version it put back, when a publish followed a restore. */
  restoredFrom: number | null;
}

/** `GET /api/admin/website/preview?path=/`: one public page as the draft would make it. */
export const websitePreviewQuery = z.object({
  path: z
    .string({ error: 'Choose a page' })
    .regex(/^\/[a-z0-9/-]{0,200}$/, 'Choose a page of the site, such as /'),
});

export const websiteVersionParams = z.object({ version: z.coerce.number().int().min(1) });
