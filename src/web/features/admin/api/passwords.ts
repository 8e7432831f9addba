import { useQuery } from '@tanstack/react-query';
import type { PasswordLinkPreview } from '../../../../shared/passwords';
import { apiRequest } from '../../../lib/request';

/** Issue 56: the reset link's page, and the sign-in page's "Forgot your password?". */
export function usePasswordLinkPreview(token: string) {
  return useQuery<PasswordLinkPreview>({
    queryKey: ['/api/admin/password-reset/open', token],
    queryFn: () =>
      apiRequest<PasswordLinkPreview>('/api/admin/password-reset/open', { method: 'POST', body: { token } }),
    retry: false,
    enabled: token !== '',
  });
}

export function requestPasswordLink(email: string) {
  return apiRequest<{ message: string }>('/api/admin/password-reset', { method: 'POST', body: { email } });
}

export function setPasswordWithLink(token: string, password: string) {
  return apiRequest<{ message: string }>('/api/admin/password-reset/complete', {
    method: 'POST',
    body: { token, password },
  });
}
