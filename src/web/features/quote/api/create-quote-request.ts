import type { CreatedRecord } from '../../../../shared/fields';
import type { QuoteRequestInput } from '../../../../shared/quote';
import { apiRequest } from '../../../lib/request';

/** POST /api/quote-requests (DECISIONS D6). */
export function createQuoteRequest(body: QuoteRequestInput): Promise<CreatedRecord> {
  return apiRequest<CreatedRecord>('/api/quote-requests', { method: 'POST', body });
}
