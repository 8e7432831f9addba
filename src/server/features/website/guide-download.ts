import { findGuide } from '../../../content/resources';
import type { SiteConfig } from '../../../content/site';
import { builtInGuideId } from '../../../shared/website-guides';
import type { DatabaseHandle } from '../../db';
import { buildChecklistPdf } from '../../pdf/checklist';
import { findGuideFile } from './guide-files-repository';

/**
 * A free guide as a visitor downloads it (issue 58, DECISIONS D8): the published site's guide of
 * that name, its PDF (the built-in checklist, with no PDF of its own, made now with the details).
 * Undefined for a guide the site does not offer for free (none of that name, one with a price).
 */
export async function freeGuidePdf(
  database: DatabaseHandle,
  site: SiteConfig,
  guideId: string,
  now: Date,
): Promise<{ title: string; fileName: string; pdf: Buffer } | undefined> {
  const guide = findGuide(site, guideId);
  if (!guide || guide.priceCents !== null) return undefined;
  const fileName = `${guide.id}.pdf`;
  if (!guide.file) {
    if (guide.id !== builtInGuideId) return undefined;
    return { title: guide.title, fileName, pdf: await buildChecklistPdf(site, now) };
  }
  const found = await findGuideFile(database.db, guide.file.id);
  return found ? { title: guide.title, fileName, pdf: Buffer.from(found.content) } : undefined;
}
