import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSessionAnswer,
  EnrolmentAnswer,
  TotpEnrolment,
  TwoFactorOverview,
} from '../../../../shared/two-factor';
import { apiRequest } from '../../../lib/request';
import { verifyKey } from './session';

/** Two-factor sign-in's calls (issue 21). WebAuthn runs in the browser through @simplewebauthn/browser. */

export const overviewKey = ['/api/admin/two-factor'] as const;

const post = <T>(url: string, body: unknown = {}) => apiRequest<T>(url, { method: 'POST', body });

/** The second step given: the session is in, and the gate shows the page. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: AdminSessionAnswer) => queryClient.setQueryData(verifyKey, answer);
}

export function useVerifyTotp() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) => post<AdminSessionAnswer>('/api/admin/two-factor/verify/totp', { code }),
    onSuccess: signedIn,
  });
}

export function useVerifyRecoveryCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) =>
      post<AdminSessionAnswer & { recoveryCodesLeft: number }>('/api/admin/two-factor/verify/recovery-code', {
        code,
      }),
    onSuccess: signedIn,
  });
}

export function useVerifyPasskey() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/api/admin/two-factor/verify/passkey-options',
      );
      const response = await startAuthentication({ optionsJSON });
      return post<AdminSessionAnswer>('/api/admin/two-factor/verify/passkey', { response });
    },
    onSuccess: signedIn,
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => post<TotpEnrolment>('/api/admin/two-factor/enrol/totp') });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => post<EnrolmentAnswer>('/api/admin/two-factor/enrol/totp/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/admin/two-factor/enrol/passkey-options',
      );
      const response = await startRegistration({ optionsJSON });
      return post<EnrolmentAnswer>('/api/admin/two-factor/enrol/passkey', { response, name });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}

export function useTwoFactorOverview() {
  return useQuery<TwoFactorOverview>({ queryKey: overviewKey });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ recoveryCodes: string[] }>('/api/admin/two-factor/recovery-codes'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factor: { kind: 'passkey'; id: string } | { kind: 'totp' }) =>
      apiRequest(
        factor.kind === 'totp'
          ? '/api/admin/two-factor/totp'
          : `/api/admin/two-factor/passkeys/${encodeURIComponent(factor.id)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}

/** The browser's own message when the passkey prompt was closed or is not supported, as one plain sentence. */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'The passkey prompt was closed before it finished. Try again, or use another way.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This passkey is registered already.';
  return fallback;
}
