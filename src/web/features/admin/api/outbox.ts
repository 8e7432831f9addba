import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/request';

/** The outbox in the back office (issue 10): counts by status, the failed and unsent e-mails, resend. */

export interface OutboxItem {
  id: string;
  enquiryType: string;
  enquiryId: string;
  audience: 'adviser' | 'visitor';
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface OutboxList {
  counts: Record<'failed' | 'unsent' | 'queued' | 'sending' | 'sent', number>;
  items: OutboxItem[];
}

export function useOutbox(status: 'failed' | 'unsent') {
  return useQuery<OutboxList>({ queryKey: [`/api/admin/outbox?status=${status}`], refetchInterval: 60_000 });
}

export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ id: string; status: string }>(`/api/admin/outbox/${id}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/outbox?status=failed'] }),
  });
}
