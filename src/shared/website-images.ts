/**
 * The website's pictures as the pages show them (issue 58): the logo and the adviser's photo,
 * kept in two sizes named by their hash. Apart from shared/website.ts (its schemas need zod):
 * the header shows the logo on every page, and this is all it needs.
 */

/** An uploaded picture: its hash, and the 1x size's width and height (set on the page). */
export interface WebsiteImage {
  id: string;
  width: number;
  height: number;
}

export const websiteImageKinds = ['logo', 'photo'] as const;
export type WebsiteImageKind = (typeof websiteImageKinds)[number];

/** The sizes a picture is shown at (1x; a 2x copy beside it): the header's logo, the About photo. */
export const websiteImageSizes = {
  /** The logo's height in the header; its width follows its shape, at most 240 px. */
  logo: { height: 36, maxWidth: 240 },
  /** The adviser's photo, square. */
  photo: { height: 160, maxWidth: 160 },
} as const;

/** The picture's address at 1x or 2x. */
export function websiteImageUrl(image: WebsiteImage, density: 1 | 2 = 1): string {
  return `/media/${image.id}-${density}x.webp`;
}
