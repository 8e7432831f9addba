import type { Fna } from '../../../../shared/fna';
import { apiRequest, throwIfNotOk } from '../../../lib/request';

/** POST /api/fna/submit with the whole form (DECISIONS D12); the answer lets this browser fetch the report. */
export function submitFna(form: Fna): Promise<{ id: string; createdAt: string; reportToken: string }> {
  return apiRequest('/api/fna/submit', { method: 'POST', body: form });
}

/** The report of what was just stored, as a PDF. */
export async function fetchFnaReport(submitted: { id: string; reportToken: string }): Promise<Blob> {
  const response = await fetch('/api/fna/generate-pdf', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: submitted.id, reportToken: submitted.reportToken }),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response.blob();
}
