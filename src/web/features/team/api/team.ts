import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentityAnswer } from '../../../../shared/admin';
import type { Role } from '../../../../shared/roles';
import type {
  InvitationInput,
  InvitationPreview,
  TeamAnswer,
  TeamInvitation,
  TeamPerson,
} from '../../../../shared/team';
import { apiRequest } from '../../../lib/request';
import { verifyKey } from '../../admin';

/** The team (issue 34): the owner's page, and the people a client's adviser is chosen from. */

const teamKey = ['/api/admin/team'] as const;

export function useTeam() {
  return useQuery<TeamAnswer>({ queryKey: teamKey });
}

export function useTeamPeople(enabled = true) {
  return useQuery<TeamPerson[]>({ queryKey: ['/api/admin/team/people'], enabled });
}

function useTeamChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useInvite = () =>
  useTeamChange((body: InvitationInput) =>
    apiRequest<TeamInvitation>('/api/admin/team/invitations', { method: 'POST', body }),
  );

export const useWithdrawInvitation = () =>
  useTeamChange((id: string) =>
    apiRequest<void>(`/api/admin/team/invitations/${id}/withdraw`, { method: 'POST', body: {} }),
  );

export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: string; role: Role }) =>
    apiRequest<TeamAnswer>(`/api/admin/team/${id}`, { method: 'PATCH', body: { role } }),
  );

export const useMemberAction = () =>
  useTeamChange(({ id, action }: { id: string; action: 'sign-out' | 'deactivate' | 'reactivate' }) =>
    apiRequest<TeamAnswer>(`/api/admin/team/${id}/${action}`, { method: 'POST', body: {} }),
  );

/** Issue 56: a link to choose a new password, e-mailed to the person's own address. */
export const useSendPasswordLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/admin/team/${id}/password-reset`, { method: 'POST', body: {} }),
  });

/** The invitation's page: what it is for, before any sign-in. */
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({
    queryKey: ['/api/admin/invitations/open', token],
    queryFn: () =>
      apiRequest<InvitationPreview>('/api/admin/invitations/open', { method: 'POST', body: { token } }),
    retry: false,
    enabled: token !== '',
  });
}

/** The password chosen: the answer is a session at its second step, which the gate then shows. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<AdminIdentityAnswer>('/api/admin/invitations/accept', { method: 'POST', body }),
    onSuccess: (identity) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== verifyKey[0] });
      queryClient.setQueryData(verifyKey, identity);
    },
  });
}
