import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * "Mine" on Today (issue 34) for what comes from clients: the rows of the signed-in person's
 * clients and of clients nobody has picked up yet (a new enquiry, booking or document is for
 * whoever picks it up, so nothing falls between two people); everyone's when `mine` is null.
 * `column` is the client's `adviser_id` as the query names it (`c.adviser_id`).
 */
export function mineOrNobodys(column: string, mine: string | null): Expression<SqlBool> {
  if (mine === null) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.ref(column)} = ${mine} or ${sql.ref(column)} is null)`;
}
