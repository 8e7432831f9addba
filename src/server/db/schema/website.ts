/** The Website area (issue 58): the team's draft and the published versions of what the site says. */

export interface WebsiteVersionsTable {
  version: number;
  /** `WebsiteContent` as JSON (shared/website.ts). */
  content: string;
  published_by: string | null;
  published_at: string;
  restored_from: number | null;
}

/** One row (id 1): the draft the team edits. */
export interface WebsiteDraftTable {
  id: number;
  content: string;
  updated_by: string | null;
  updated_at: string;
  restored_from: number | null;
}

/** A size of an uploaded logo or photo (`<image_id>-<width>.webp`). */
export interface WebsiteImagesTable {
  name: string;
  image_id: string;
  kind: 'logo' | 'photo';
  width: number;
  height: number;
  content_type: string;
  content: Uint8Array;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** A guide's PDF (issue 58), named by its content's hash. */
export interface WebsiteFilesTable {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
  content: Uint8Array;
  uploaded_by: string | null;
  uploaded_at: string;
}
