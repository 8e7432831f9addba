import { useMutation } from '@tanstack/react-query';
import type { CreatedRecord } from '../../../../shared/fields';
import type { QuestionnaireLeadRequestInput } from '../../../../shared/questionnaire';
import { apiRequest } from '../../../lib/request';

/** POST /api/leads with the questionnaire's answers and contact details. */
export function createQuestionnaireLead(body: QuestionnaireLeadRequestInput): Promise<CreatedRecord> {
  return apiRequest<CreatedRecord>('/api/leads', { method: 'POST', body });
}

export function useCreateQuestionnaireLead() {
  return useMutation({ mutationFn: createQuestionnaireLead });
}
