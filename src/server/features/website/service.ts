import { services } from '../../../content/services';
import type { SiteConfig } from '../../../content/site';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  socialSlots,
  type WebsiteContent,
  type WebsiteDraftPatch,
  type WebsiteState,
  type WebsiteVersion,
  websiteContentSchema,
} from '../../../shared/website';
import { noClaims } from '../../../shared/website-claims';
import { noPrices } from '../../../shared/website-prices';
import { noTexts } from '../../../shared/website-texts';
import type { Actor } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { keptGuideFiles } from './guide-files-repository';
import {
  findDraft,
  findVersion,
  latestVersion,
  publishStatement,
  saveDraftStatement,
  versionRows,
} from './repository';

/**
 * The Website area (issue 58): one draft the team edits, versions an owner publishes, any version
 * put back as the draft. Nothing is stored that `websiteContentSchema` refuses: a change is merged
 * into the draft and the whole checked first, so a bad value is refused naming its field
 * (`details.phone`) and the draft stays as it was.
 */

export type { Actor };

/**
 * What a new install starts from (before anything is published): its SITE_* settings, the
 * hours read from their two lines ("Mon-Fri 9AM-6PM", "Sat 9AM-2PM"), no memberships (a
 * registration line that names one is the adviser's to split, D34).
 */
export function firstContent(site: SiteConfig): WebsiteContent {
  return {
    details: {
      businessName: site.businessName,
      adviserName: site.adviserName,
      adviserCode: site.adviserCode,
      phone: site.phone,
      whatsappNumber: site.whatsappNumber,
      email: site.email,
      streetAddress: site.streetAddress,
      hours: site.hours,
      hoursNote: site.hoursNote,
      registration: site.registration,
      memberships: site.memberships,
      social: Object.fromEntries(
        socialSlots.map((slot) => [slot, site.social[slot].url]),
      ) as WebsiteContent['details']['social'],
      logo: site.logo,
      photo: site.photo,
    },
    // None on a fresh install (D34): the adviser writes their own.
    claims: noClaims,
    // The spec's funeral premium table until the adviser enters another.
    prices: noPrices,
    // The spec's texts, word for word, until the adviser changes a page.
    texts: noTexts,
  };
}

/**
 * Stored content, read through the schema: a part or a field added since it was stored takes its
 * first value, and what was stored is kept. Content a rule made stricter since refuses is kept as
 * it is, so the adviser sees it and a publish names the field (it was checked when stored).
 */
export function contentOf(json: string, site: SiteConfig): WebsiteContent {
  const first = firstContent(site);
  const stored = JSON.parse(json) as Partial<Record<keyof WebsiteContent, object>>;
  const merged = {
    ...first,
    details: { ...first.details, ...(stored.details ?? {}) },
    claims: { ...first.claims, ...(stored.claims ?? {}) },
    prices: { ...first.prices, ...(stored.prices ?? {}) },
    texts: { ...first.texts, ...(stored.texts ?? {}) },
  };
  const parsed = websiteContentSchema.safeParse(merged);
  return parsed.success ? parsed.data : (merged as WebsiteContent);
}

/** The draft: the team's, else the published version, else the install's first values. */
async function currentDraft(database: DatabaseHandle, site: SiteConfig) {
  const [draft, published] = await Promise.all([findDraft(database.db), latestVersion(database.db)]);
  const publishedContent = published ? contentOf(published.content, site) : null;
  return {
    row: draft,
    published,
    publishedContent,
    content: draft ? contentOf(draft.content, site) : (publishedContent ?? firstContent(site)),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function websiteState(database: DatabaseHandle, site: SiteConfig): Promise<WebsiteState> {
  const { row, published, publishedContent, content } = await currentDraft(database, site);
  return {
    draft: content,
    published: publishedContent,
    version: published?.version ?? null,
    publishedAt: published?.published_at ?? null,
    unpublishedChanges: !publishedContent || !same(content, publishedContent),
    draftUpdatedAt: row?.updated_at ?? null,
    draftUpdatedBy: row ? row.updated_by_name || row.updated_by_email || null : null,
  };
}

/** Blocks (or pages) with the ones given replaced, and those given as null the site's words again. */
function withBlocks(blocks: object, changes: Record<string, unknown> | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = { ...blocks };
  for (const [block, text] of Object.entries(changes ?? {})) {
    if (text === null) delete result[block];
    else result[block] = text;
  }
  return result;
}

/**
 * The texts with a change merged in: a service page or legal block given replaces, null puts the
 * site's back; a legal block changed dates the legal pages' "Last updated" (the Windhoek day).
 */
function mergedTexts(content: WebsiteContent, patch: NonNullable<WebsiteDraftPatch['texts']>, today: string) {
  const legal = withBlocks(content.texts.legal, patch.legal);
  return {
    ...content.texts,
    services: withBlocks(content.texts.services, patch.services),
    legal,
    home: withBlocks(content.texts.home, patch.home),
    articles: patch.articles === undefined ? content.texts.articles : patch.articles,
    guides: patch.guides === undefined ? content.texts.guides : patch.guides,
    legalChangedOn: same(legal, content.texts.legal) ? content.texts.legalChangedOn : today,
  };
}

/** The draft with the change merged in: objects merge, a value or list replaces. */
function merged(content: WebsiteContent, patch: WebsiteDraftPatch, today: string): unknown {
  const withParts = {
    ...content,
    ...(patch.claims ? { claims: { ...content.claims, ...patch.claims } } : {}),
    ...(patch.prices ? { prices: { ...content.prices, ...patch.prices } } : {}),
    ...(patch.texts ? { texts: mergedTexts(content, patch.texts, today) } : {}),
  };
  if (!patch.details) return withParts;
  const { hours, social, ...rest } = patch.details;
  return {
    ...withParts,
    details: {
      ...content.details,
      ...rest,
      hours: { ...content.details.hours, ...(hours ?? {}) },
      social: { ...content.details.social, ...(social ?? {}) },
    },
  };
}

/** A testimonial shown on, or a text written for, a page the site does not have. */
function unknownPages(content: WebsiteContent) {
  const slugs = new Set(services.map((service) => service.slug as string));
  return [
    ...content.claims.testimonials.flatMap((testimonial, index) =>
      testimonial.page === '' || slugs.has(testimonial.page)
        ? []
        : [{ path: ['claims', 'testimonials', index, 'page'], message: 'Choose a page' }],
    ),
    ...Object.keys(content.texts.services).flatMap((slug) =>
      slugs.has(slug) ? [] : [{ path: ['texts', 'services', slug], message: 'Choose a page of the site' }],
    ),
  ];
}

/** A guide naming a PDF this practice never uploaded (or one sent by hand): upload it first. */
async function unkeptGuideFiles(database: DatabaseHandle, content: WebsiteContent) {
  const named = (content.texts.guides ?? []).flatMap((guide, index) =>
    guide.file ? [{ index, id: guide.file.id }] : [],
  );
  const kept = await keptGuideFiles(
    database.db,
    named.map((file) => file.id),
  );
  return named
    .filter((file) => !kept.has(file.id))
    .map((file) => ({ path: ['texts', 'guides', file.index, 'file'], message: 'Upload the PDF again' }));
}

/** 400 naming each field refused (`details.phone`), the first in the message. */
function refused(issues: readonly { path: PropertyKey[]; message: string }[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    fields[field] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  return new HttpError(
    400,
    apiErrorCodes.validation,
    first ? `${first[0]}: ${first[1]}` : 'The change is not valid.',
    fields,
  );
}

/** The fields a change touched, by name (the audit log keeps names, not the values). */
function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  if (typeof before !== 'object' || typeof after !== 'object' || !before || !after || Array.isArray(after))
    return same(before, after) ? [] : [prefix];
  // A key gone (a page put back to its original text) is a change too.
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
    changedFields(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      prefix ? `${prefix}.${key}` : key,
    ),
  );
}

export async function changeDraft(
  database: DatabaseHandle,
  patch: WebsiteDraftPatch,
  actor: Actor,
  site: SiteConfig,
  now: Date,
): Promise<WebsiteState> {
  const { content, row } = await currentDraft(database, site);
  const checked = websiteContentSchema.safeParse(merged(content, patch, windhoekDate(now)));
  if (!checked.success) throw refused(checked.error.issues);
  const pages = [...unknownPages(checked.data), ...(await unkeptGuideFiles(database, checked.data))];
  if (pages.length > 0) throw refused(pages);
  const changed = changedFields(content, checked.data);
  if (changed.length > 0) {
    const stamp = now.toISOString();
    await database.write([
      saveDraftStatement(database.db, {
        content: JSON.stringify(checked.data),
        updatedBy: actor.admin.adminId,
        now: stamp,
        // Changed since it was put back: no longer that version.
        restoredFrom: null,
      }),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'update',
          entityType: 'website-draft',
          details: { changed, restoredFrom: row?.restored_from ?? null },
          ip: actor.ip,
        },
        stamp,
      ),
    ]);
  }
  return websiteState(database, site);
}

const nothingToPublish = () =>
  new HttpError(409, apiErrorCodes.conflict, 'The draft is what the site shows already: change it first.');

/**
 * Publishes the draft as the next version. `render` makes its pages first (issue 58): a draft
 * whose pages cannot be rendered is refused, naming why, and nothing is stored; what it made is
 * answered with the version, for the server to show.
 */
export async function publishWebsite<Rendered>(
  database: DatabaseHandle,
  actor: Actor,
  site: SiteConfig,
  now: Date,
  render: (content: WebsiteContent) => Promise<Rendered>,
): Promise<{ version: number; publishedAt: string; rendered: Rendered }> {
  const { content, row, publishedContent } = await currentDraft(database, site);
  // A draft stored before a rule it now breaks (a part's rule made stricter) is refused whole.
  const checked = websiteContentSchema.safeParse(content);
  if (!checked.success) throw refused(checked.error.issues);
  if (publishedContent && same(checked.data, publishedContent)) throw nothingToPublish();
  let rendered: Rendered;
  try {
    rendered = await render(checked.data);
  } catch (error) {
    throw new HttpError(
      422,
      apiErrorCodes.validation,
      `The pages could not be made with this draft, so nothing was published: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const stamp = now.toISOString();
  const restoredFrom = row?.restored_from ?? null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [inserted] = await database.write([
        publishStatement(database.db, {
          content: JSON.stringify(checked.data),
          publishedBy: actor.admin.adminId,
          now: stamp,
          restoredFrom,
        }),
        auditStatement(
          database.db,
          {
            adminId: actor.admin.adminId,
            action: 'publish',
            entityType: 'website',
            details: {
              changed: changedFields(publishedContent ?? firstContent(site), checked.data),
              restoredFrom,
            },
            ip: actor.ip,
          },
          stamp,
        ),
      ]);
      const version = Number((inserted as { version: number }[] | undefined)?.[0]?.version);
      return { version, publishedAt: stamp, rendered };
    } catch (error) {
      // Two owners at once on PostgreSQL: the second number is taken; the next try takes the next.
      if (attempt >= 2) throw error;
    }
  }
}

export async function websiteVersions(database: DatabaseHandle): Promise<WebsiteVersion[]> {
  return (await versionRows(database.db)).map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.name || row.email || 'Someone no longer on the team',
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  }));
}

/** Puts a published version back as the draft (published again by an owner when it is right). */
export async function restoreVersion(
  database: DatabaseHandle,
  version: number,
  actor: Actor,
  site: SiteConfig,
  now: Date,
): Promise<WebsiteState> {
  const found = await findVersion(database.db, version);
  if (!found)
    throw new HttpError(404, apiErrorCodes.notFound, `There is no version ${version} of the website.`);
  const stamp = now.toISOString();
  await database.write([
    saveDraftStatement(database.db, {
      content: JSON.stringify(contentOf(found.content, site)),
      updatedBy: actor.admin.adminId,
      now: stamp,
      restoredFrom: version,
    }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'restore',
        entityType: 'website-draft',
        entityId: String(version),
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return websiteState(database, site);
}
