import { z } from 'zod';
import { optionalName, requiredName } from './fields';
import { isCalendarDay } from './website-prices';

/**
 * The resources page's guides and books (issue 58, DECISIONS D8): each the adviser's own, with the
 * day it was published. A free one is a PDF the visitor downloads after leaving an e-mail address
 * (a lead); one with a price opens an order (a lead too: the adviser arranges payment and delivery).
 * The PDF is uploaded first (`POST /api/admin/website/guide-files`) and named here by its id.
 */

/**
 * The site's own checklist (the spec's free download): with no PDF of its own it is made for each
 * visitor from the business details; given a PDF, that PDF is sent instead.
 */
export const builtInGuideId = 'financial-planning-checklist';

/** A guide's PDF, as the upload answered it. */
export const guideFileSchema = z.object({
  /** The PDF's content hash: the same file uploaded twice is one. */
  id: z.string().regex(/^[a-f0-9]{32}$/, 'Upload the PDF again'),
  /** The file's name as uploaded, for the team (visitors get `<guide id>.pdf`). */
  name: z.string().trim().min(1).max(200),
  bytes: z.number().int().min(1),
});
export type GuideFile = z.infer<typeof guideFileSchema>;

const priceMessage = 'Enter the price in N$, such as 199.00, or leave it empty for a free download';
const price = z
  .number({ error: priceMessage })
  .int(priceMessage)
  .min(100, priceMessage)
  .max(10_000_000, priceMessage);
const dateMessage = 'Enter the day it was published, such as 2026-11-28';

export const guideSchema = z
  .object({
    /** Its name in links and files (`financial-planning-checklist`): kept when the title changes. */
    id: z
      .string({ error: 'Give the guide a name' })
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Give the guide a name'),
    title: requiredName('Enter the guide’s title', 120),
    description: requiredName('Enter a sentence or two about it', 400),
    /** A word on the card, such as NEW or FREE; may be left empty. */
    badge: optionalName(20),
    publishedDate: z.string({ error: dateMessage }).refine(isCalendarDay, dateMessage),
    /** In cents; null: a free download. */
    priceCents: price.nullable(),
    /** The earlier price, shown struck through. */
    wasPriceCents: price.nullable().default(null),
    file: guideFileSchema.nullable().default(null),
  })
  .superRefine((guide, context) => {
    if (guide.priceCents === null && guide.file === null && guide.id !== builtInGuideId)
      context.addIssue({ code: 'custom', message: 'Upload the PDF a visitor downloads', path: ['file'] });
    if (
      guide.wasPriceCents !== null &&
      (guide.priceCents === null || guide.wasPriceCents <= guide.priceCents)
    )
      context.addIssue({
        code: 'custom',
        message: 'The earlier price is above the price, or left empty',
        path: ['wasPriceCents'],
      });
  });
export type GuideText = z.infer<typeof guideSchema>;

/**
 * The list, as the page shows it; null: the site's starting guides (the spec's books and checklist),
 * [] none (the section is left out).
 */
export const guidesSchema = z
  .array(guideSchema)
  .max(20, 'At most 20 guides')
  .superRefine((guides, context) => {
    guides.forEach((guide, index) => {
      if (guides.findIndex((other) => other.id === guide.id) !== index)
        context.addIssue({ code: 'custom', message: 'Two guides have this name', path: [index, 'id'] });
    });
  })
  .nullable()
  .default(null);

/** A guide's name from its title: `Insurance Planning Workbook` -> `insurance-planning-workbook`. */
export function guideIdOf(title: string, taken: readonly string[] = []): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'guide';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The most a guide's PDF may be. */
export const guideFileMaxBytes = 10 * 1024 * 1024;
export const guideFileMessage = 'Send one PDF of at most 10 MB';
