import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import type { WebsiteImagesTable } from '../../db/schema/website';

/** The website's pictures (issue 58): each size a row, named by its hash and density. */

/** Keeps a size; the same picture uploaded again is the same row, kept as it was. */
export function insertImageStatement(db: Kysely<Database>, row: WebsiteImagesTable): CompiledQuery {
  return db
    .insertInto('website_images')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .compile();
}

export function findImage(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('website_images')
    .select(['content', 'content_type'])
    .where('name', '=', name)
    .executeTakeFirst();
}
