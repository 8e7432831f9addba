import type { ClientPart } from '../../../domain/imports/lines';
import { type ImportLineStatus, type ImportPreviewLine, importRelationWords } from '../../../shared/imports';

/** A client line of an imported file as the plan (plan.ts) has it. */
export interface PlannedClient {
  key: string;
  status: ImportLineStatus;
  part: ClientPart;
  /** The client in the book it is. */
  matchedId?: string;
}

/** A line's key in a file: its sheet and its number. */
export const lineKey = (sheet: string, line: number) => `${sheet}\u0000${line}`;

/**
 * The household links the file's client lines make: in each household, the main member (else
 * its first line) is linked to every other member as their relationship says.
 */
export function householdLinks(clients: readonly PlannedClient[]) {
  const households = new Map<string, PlannedClient[]>();
  for (const client of clients) {
    if (client.status !== 'new' && client.status !== 'matched') continue;
    const household = client.part.household.trim().toLowerCase();
    if (!household) continue;
    households.set(household, [...(households.get(household) ?? []), client]);
  }
  const links: {
    head: PlannedClient;
    member: PlannedClient;
    relation: Exclude<ClientPart['relationship'], 'main' | null>;
  }[] = [];
  for (const members of households.values()) {
    const head = members.find((member) => member.part.relationship === 'main') ?? members[0];
    if (!head) continue;
    for (const member of members)
      if (member !== head)
        links.push({
          head,
          member,
          relation:
            member.part.relationship && member.part.relationship !== 'main'
              ? member.part.relationship
              : 'dependant',
        });
  }
  return links;
}

/**
 * Each client line with a household says what storing makes of them in it (issue 59: a new line
 * showed only a name): the main member, or who they are linked to and as what.
 */
export function sayHouseholds(
  lines: ImportPreviewLine[],
  clients: readonly PlannedClient[],
  links: ReturnType<typeof householdLinks>,
  nameInBook: (id: string) => string,
) {
  const nameOf = (client: PlannedClient) =>
    client.part.name || (client.matchedId ? nameInBook(client.matchedId) : '') || client.part.ref;
  const roles = new Map<string, string>();
  for (const link of links) {
    roles.set(link.head.key, 'main member');
    roles.set(link.member.key, `${importRelationWords[link.relation]} of ${nameOf(link.head)}`);
  }
  const byKey = new Map(clients.map((client) => [client.key, client]));
  for (const line of lines) {
    if (line.kind !== 'client' || (line.status !== 'new' && line.status !== 'matched')) continue;
    const client = byKey.get(lineKey(line.sheet, line.line));
    const household = client?.part.household.trim();
    if (!client || !household) continue;
    line.household = { name: household, role: roles.get(client.key) ?? 'main member' };
  }
}
