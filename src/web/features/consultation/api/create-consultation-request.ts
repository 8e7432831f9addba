import { useMutation } from '@tanstack/react-query';
import type { ConsultationRequestInput } from '../../../../shared/consultation';
import type { CreatedRecord } from '../../../../shared/fields';
import { apiRequest } from '../../../lib/request';

/** POST /api/consultation-requests ('Book Online'). The body is checked by the shared schema first. */
export function createConsultationRequest(body: ConsultationRequestInput): Promise<CreatedRecord> {
  return apiRequest<CreatedRecord>('/api/consultation-requests', { method: 'POST', body });
}

export function useCreateConsultationRequest() {
  return useMutation({ mutationFn: createConsultationRequest });
}
