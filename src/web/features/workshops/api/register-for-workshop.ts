import { useMutation } from '@tanstack/react-query';
import type { CreatedRecord } from '../../../../shared/fields';
import type { WorkshopRegistrationRequestInput } from '../../../../shared/workshop-registration';
import type { SeatStatus } from '../../../../shared/workshops';
import { apiRequest } from '../../../lib/request';

/** POST /api/workshop-registrations (DECISIONS D4): the lead and the registration in one call. */
export function registerForWorkshop(
  body: WorkshopRegistrationRequestInput,
): Promise<CreatedRecord & { leadId: string; workshopName: string; status: SeatStatus }> {
  return apiRequest('/api/workshop-registrations', { method: 'POST', body });
}

export function useRegisterForWorkshop() {
  return useMutation({ mutationFn: registerForWorkshop });
}
