import { z } from 'zod';
import { isCalendarDate } from '../domain/book/calendar-dates';
import type { IdentificationStatus, MissingPart } from '../domain/clients/identification';

export {
  type IdentificationStatus,
  identificationStatuses,
  type MissingPart,
  missingPartLabels,
} from '../domain/clients/identification';

/** A client's identification under the FIA (issue 32): the API's shapes. */

export const identificationStatusLabels: Record<IdentificationStatus, string> = {
  'not-started': 'Not started',
  waiting: 'Waiting for documents',
  complete: 'Complete',
  expired: 'Expired',
};

/** Under a dependant's identification (D37), where the adult's questions would be. */
export const dependantIdentificationText =
  'Under 18: occupation, source of funds and whether they are a politically exposed person are asked of the adult who contracts, not of them.';

const verifiedOn = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isCalendarDate(value),
      `Enter the date the ${what} was verified (YYYY-MM-DD)`,
    )
    .default('');

/** `PUT /api/admin/clients/:id/identification`: the whole checklist as the adviser has it now. */
export const identificationSchema = z.strictObject({
  identityVerifiedOn: verifiedOn('identity'),
  addressVerifiedOn: verifiedOn('address'),
  occupation: z.string().trim().max(120, 'The occupation is at most 120 characters').default(''),
  sourceOfFunds: z.string().trim().max(300, 'The source of funds is at most 300 characters').default(''),
  politicallyExposed: z.enum(['yes', 'no', ''], { error: 'Answer yes or no' }).default(''),
});
export type IdentificationInput = z.infer<typeof identificationSchema>;

export interface Identification {
  identityVerifiedOn: string | null;
  /** Who verified it (their e-mail), when it was. */
  identityVerifiedBy: string | null;
  addressVerifiedOn: string | null;
  occupation: string;
  sourceOfFunds: string;
  politicallyExposed: 'yes' | 'no' | null;
  status: IdentificationStatus;
  missing: MissingPart[];
  /** The soonest expiry of the identity and address documents it rests on. */
  expiresOn: string | null;
  /**
   * Under 18 today (D37): not asked occupation, source of funds or PEP status, which belong to
   * the adult who contracts.
   */
  dependant: boolean;
}
