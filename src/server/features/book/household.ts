import { householdDates, householdTotals } from '../../../domain/book/household';
import { dateOfBirthFromIdNumber } from '../../../domain/book/namibian-id';
import { windhoekDate } from '../../../domain/windhoek-time';
import type { Household } from '../../../shared/household';
import type { Role } from '../../../shared/roles';
import type { DatabaseHandle } from '../../db';
import { seesIdentity } from '../../plugins/role-values';
import { householdOf, resolveClient } from '../clients';
import { reviewDueOfClients } from '../reviews';
import { policiesOfClients } from './repository';
import { toPolicy } from './service';

/**
 * `GET /api/admin/clients/:id/household` (issue 31): everyone linked to the client, each with
 * their policies, the household's combined monthly premium and cover by kind, and the dates that
 * matter this coming year (today in Windhoek).
 */
export async function household(
  database: DatabaseHandle,
  clientId: string,
  now: Date,
  viewer?: Role,
): Promise<Household> {
  const client = await resolveClient(database, clientId);
  // A date of birth (and so a birthday, an age) is the ID number's first six digits: only for a
  // role that sees identity (D29).
  const members = (await householdOf(database.db, client.id)).map((member) =>
    seesIdentity(viewer) ? member : { ...member, idNumber: '' },
  );
  const policies = (
    await policiesOfClients(
      database.db,
      members.map((member) => member.clientId),
    )
  ).map(toPolicy);
  const today = windhoekDate(now);
  const reviews = await reviewDueOfClients(
    database,
    members.map((member) => member.clientId),
  );
  return {
    clientId: client.id,
    members: members.map((member) => ({
      clientId: member.clientId,
      name: member.name,
      relation: member.relation,
      dateOfBirth: dateOfBirthFromIdNumber(member.idNumber, today),
      policies: policies.filter((policy) => policy.clientId === member.clientId),
    })),
    totals: householdTotals(policies),
    dates: householdDates(
      members.map((member) => ({ ...member, reviewDueOn: reviews.get(member.clientId) ?? null })),
      policies,
      today,
    ),
  };
}
