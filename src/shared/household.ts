import type { HouseholdDate, HouseholdTotals } from '../domain/book/household';
import type { Policy } from './book';
import type { SeenRelation } from './relations';

export { type CoverKind, coverKinds, type HouseholdDate } from '../domain/book/household';

/** `GET /api/admin/clients/:id/household` (issue 31): the people linked to each other and their policies. */

export interface HouseholdMember {
  clientId: string;
  name: string;
  /** How the client asked for sees them; null for that client and for people linked through others. */
  relation: SeenRelation | null;
  /** From their ID number (YYMMDD), where one is held. */
  dateOfBirth: string | null;
  policies: Policy[];
}

export interface Household {
  clientId: string;
  members: HouseholdMember[];
  totals: HouseholdTotals;
  /** Birthdays and policy anniversaries of the coming year, soonest first. */
  dates: HouseholdDate[];
}

export const coverKindLabels = {
  life: 'Life',
  disability: 'Disability',
  'dread-disease': 'Dread disease',
  funeral: 'Funeral',
} as const;
