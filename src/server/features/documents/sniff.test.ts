import { describe, expect, it } from 'vitest';
import { sniffDocument } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('what a file is, by its content', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['an iPhone photo (HEIC)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    ['an HEIF of brand mif1', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'image/heic'],
    // What they are not, whatever their name says.
    ['a text file called scan.pdf', bytes('Hello, this is not a PDF'), null],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['an SVG (it can carry a script)', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a GIF', bytes('GIF89a'), null],
    ['a ZIP (or a Word file)', bytes([0x50, 0x4b, 0x03, 0x04]), null],
    ['an MP4 video (an ISO box of another brand)', bytes([0, 0, 0, 0x18], 'ftypisom'), null],
    ['a RIFF that is a WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['nothing', bytes(), null],
    ['a truncated JPEG signature', bytes([0xff, 0xd8]), null],
  ])('%s', (_name, file, expected) => {
    expect(sniffDocument(file)).toBe(expected);
  });
});
