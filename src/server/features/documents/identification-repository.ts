import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { mineOrNobodys } from '../clients';

/** A client's identification checklist under the FIA (issue 32): `client_identification`. */

/** The newest checklist of the clients (a client and those merged into them), with who verified it. */
export function identificationRow(db: Kysely<Database>, clientIds: readonly string[]) {
  return (
    db
      .selectFrom('client_identification as i')
      .leftJoin('admin_users as a', 'a.id', 'i.identity_verified_by')
      .selectAll('i')
      // How the team sees them: the name they gave, else the e-mail (as the team page shows them).
      .select(['a.name as verified_by_name', 'a.email as verified_by_email'])
      .where('i.client_id', 'in', clientIds)
      .orderBy('i.updated_at', 'desc')
      .executeTakeFirst()
  );
}

type Checklist = Omit<Database['client_identification'], 'client_id' | 'status' | 'documents_expire_on'>;

/** The checklist the adviser saved (made or replaced). */
export function saveChecklistStatement(
  db: Kysely<Database>,
  clientId: string,
  values: Checklist,
): CompiledQuery {
  return db
    .insertInto('client_identification')
    .values({ client_id: clientId, ...values })
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet(values))
    .compile();
}

/** The status worked out, kept on the client's row (made, with an empty checklist, when there is none). */
export function keepStatusStatement(
  db: Kysely<Database>,
  clientId: string,
  kept: { status: string; expiresOn: string | null; now: string },
): CompiledQuery {
  return db
    .insertInto('client_identification')
    .values({
      client_id: clientId,
      identity_verified_on: null,
      identity_verified_by: null,
      address_verified_on: null,
      occupation: '',
      source_of_funds: '',
      politically_exposed: null,
      status: kept.status,
      documents_expire_on: kept.expiresOn,
      updated_by: null,
      updated_at: kept.now,
    })
    .onConflict((conflict) =>
      conflict.column('client_id').doUpdateSet({ status: kept.status, documents_expire_on: kept.expiresOn }),
    )
    .compile();
}

/** The status worked out, on a row that exists (nothing is made for a client with nothing recorded). */
export function setStatusStatement(
  db: Kysely<Database>,
  clientId: string,
  status: string,
  expiresOn: string | null,
): CompiledQuery {
  return db
    .updateTable('client_identification')
    .set({ status, documents_expire_on: expiresOn })
    .where('client_id', '=', clientId)
    .compile();
}

/** Documents whose expiry date is from `from` to `until`, soonest first (`mine`: of their clients and nobody's). */
export function documentsExpiringBetween(
  db: Kysely<Database>,
  from: string,
  until: string,
  mine: string | null,
) {
  return db
    .selectFrom('client_documents as d')
    .innerJoin('clients as c', 'c.id', 'd.client_id')
    .select(['d.id', 'd.client_id', 'c.name', 'd.kind', 'd.file_name', 'd.expires_on'])
    .where('d.expires_on', '>=', from)
    .where('d.expires_on', '<=', until)
    .where(mineOrNobodys('c.adviser_id', mine))
    .orderBy('d.expires_on')
    .orderBy('c.name')
    .limit(200)
    .execute();
}
