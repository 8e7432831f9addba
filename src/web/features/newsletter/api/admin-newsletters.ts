import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterPreview,
} from '../../../../shared/newsletter-issues';
import { apiRequest } from '../../../lib/request';

/** The adviser's newsletter calls (issue 33); every change refreshes the list. */

export function useNewsletters() {
  return useQuery<{ items: NewsletterIssue[]; confirmedSubscribers: number }>({
    queryKey: ['/api/admin/newsletters'],
  });
}

/** One newsletter, asked again every 5 seconds while it is going out. */
export function useNewsletter(id: string | null) {
  return useQuery<NewsletterIssue>({
    queryKey: [`/api/admin/newsletters/${id}`],
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled' ? 5_000 : false,
  });
}

function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSaveNewsletter = () =>
  useChange(({ id, body }: { id: string | null; body: NewsletterIssueInput }) =>
    id
      ? apiRequest<NewsletterIssue>(`/api/admin/newsletters/${id}`, { method: 'PATCH', body })
      : apiRequest<NewsletterIssue>('/api/admin/newsletters', { method: 'POST', body }),
  );

export const useSendNewsletter = () =>
  useChange(({ id, at }: { id: string; at?: string }) =>
    apiRequest<NewsletterIssue>(`/api/admin/newsletters/${id}/send`, {
      method: 'POST',
      body: at ? { at } : {},
    }),
  );

export const useUnscheduleNewsletter = () =>
  useChange((id: string) =>
    apiRequest<NewsletterIssue>(`/api/admin/newsletters/${id}/unschedule`, { method: 'POST' }),
  );

export const useTestNewsletter = () =>
  useChange((id: string) =>
    apiRequest<{ to: string }>(`/api/admin/newsletters/${id}/test`, { method: 'POST' }),
  );

export function previewNewsletter(body: NewsletterIssueInput): Promise<NewsletterPreview> {
  return apiRequest<NewsletterPreview>('/api/admin/newsletters/preview', { method: 'POST', body });
}
