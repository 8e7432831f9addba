import type { DocumentMediaType } from '../../../shared/documents';

/**
 * What a file is, by its first bytes (issue 32): a name or a browser's type says nothing about
 * content. PDF `%PDF-`; JPEG FF D8 FF; PNG's eight-byte signature; WebP a RIFF file of kind WEBP;
 * HEIC an ISO box `ftyp` of an HEIF brand. Anything else is null.
 */
export function sniffDocument(bytes: Uint8Array): DocumentMediaType | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (
    ascii(4, 8) === 'ftyp' &&
    ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(ascii(8, 12))
  )
    return 'image/heic';
  return null;
}
