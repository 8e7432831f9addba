import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { apiErrorCodes } from '../../../shared/api-error';
import { type WebsiteImage, type WebsiteImageKind, websiteImageSizes } from '../../../shared/website';
import { HttpError } from '../../plugins/errors';
import { sniffDocument } from '../documents';

/**
 * The logo and the adviser's photo (issue 58), as uploaded: checked like a document (its first
 * bytes say JPEG, PNG or WebP; it decodes; it is not a decompression bomb) and made into the
 * sizes the pages show, at 1x and 2x, as WebP, by sharp (libvips). The logo keeps its shape at the
 * header's height; the photo is cropped square around its middle.
 */

export const imageMaxBytes = 10 * 1024 * 1024;
/** A picture wider and taller than this is refused before it is decoded (40 megapixels). */
const maxInputPixels = 40_000_000;
const acceptedText = 'a JPEG, PNG or WebP picture';

export interface ImageSize {
  density: 1 | 2;
  width: number;
  height: number;
  bytes: Buffer;
}

function refused(message: string): HttpError {
  return new HttpError(400, apiErrorCodes.validation, `file: ${message}`, { file: message });
}

/** The kinds of picture the pages take, by their first bytes (as a document is checked). */
const pictureTypes: readonly (string | null)[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The picture's sizes, or a 400 naming the file and what is wrong with it. */
export async function pictureSizes(
  bytes: Buffer,
  kind: WebsiteImageKind,
): Promise<{ image: WebsiteImage; sizes: ImageSize[] }> {
  if (!pictureTypes.includes(sniffDocument(bytes)))
    throw refused(`This is not a picture: send ${acceptedText}`);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  } catch {
    throw refused(`The picture cannot be read: send ${acceptedText}`);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > maxInputPixels)
    throw refused('The picture is too large: send one of at most 40 megapixels');
  const target = websiteImageSizes[kind];
  // Sharp enough at 2x: at least twice the height shown.
  if (height < target.height * 2 || (kind === 'photo' && width < target.maxWidth * 2))
    throw refused(
      kind === 'logo'
        ? `The logo is too small: send one at least ${target.height * 2} pixels high`
        : `The photo is too small: send one at least ${target.maxWidth * 2} by ${target.height * 2} pixels`,
    );
  const base =
    kind === 'photo'
      ? { width: target.maxWidth, height: target.height }
      : {
          width: Math.max(1, Math.min(target.maxWidth, Math.round((width / height) * target.height))),
          height: target.height,
        };
  const sizes: ImageSize[] = [];
  try {
    for (const density of [1, 2] as const) {
      const size = { width: base.width * density, height: base.height * density };
      const output = await sharp(bytes, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({
          ...size,
          fit: kind === 'photo' ? 'cover' : 'contain',
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .webp({ quality: 82 })
        .toBuffer();
      sizes.push({ density, ...size, bytes: output });
    }
  } catch {
    throw refused(`The picture cannot be read: send ${acceptedText}`);
  }
  const id = createHash('sha256')
    .update(sizes[1]?.bytes ?? bytes)
    .digest('hex')
    .slice(0, 32);
  return { image: { id, ...base }, sizes };
}
