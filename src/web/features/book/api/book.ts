import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookSummary } from '../../../../domain/book/summary';
import { type AdviserFilter, withAdviserFilter } from '../../../../shared/adviser-filter';
import type { AuditPage } from '../../../../shared/audit';
import type {
  Policy,
  PolicyCreateInput,
  PolicyList,
  PolicyListQuery,
  PolicyUpdateInput,
} from '../../../../shared/book';
import type {
  ClassifiedStatement,
  CommissionEntry,
  CommissionEntryInput,
  CommissionReport,
} from '../../../../shared/commissions';
import type { FnaImportInput, FnaImportPreview, FnaImportResult } from '../../../../shared/fna-import';
import type { Household } from '../../../../shared/household';
import type { PolicyParty, PolicyPartyCreateInput } from '../../../../shared/policy-parties';
import type { RelationCreateInput } from '../../../../shared/relations';
import type {
  ClientReviews,
  Review,
  ReviewCreateInput,
  ReviewsDue,
  ReviewsDuePart,
} from '../../../../shared/reviews';
import { apiRequest } from '../../../lib/request';

/** The book of business's calls (issue 31). Every change refreshes every query (book, lists, client). */

export type PolicyFilters = Partial<Omit<PolicyListQuery, 'page'>>;

/** `/api/admin/policies?…` (or the CSV's path) for these filters and page. */
export function policyListUrl(filters: PolicyFilters, page = 1, path = '/api/admin/policies'): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'insurer', 'product', 'renewsIn'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function usePolicyList(filters: PolicyFilters, page: number) {
  return useQuery<PolicyList>({
    queryKey: [policyListUrl(filters, page)],
    placeholderData: keepPreviousData,
  });
}

export function usePolicy(id: string) {
  return useQuery<Policy>({ queryKey: [`/api/admin/policies/${encodeURIComponent(id)}`] });
}

/** A policy's own timeline: its entries in the audit log, newest first. */
export function usePolicyHistory(id: string) {
  return useQuery<AuditPage>({ queryKey: [`/api/admin/audit?record=${encodeURIComponent(id)}`] });
}

export function useBook() {
  return useQuery<BookSummary>({ queryKey: ['/api/admin/book'] });
}

export function usePolicyCommissions(policyId: string) {
  return useQuery<CommissionEntry[]>({
    queryKey: [`/api/admin/policies/${encodeURIComponent(policyId)}/commissions`],
  });
}

export function useCommissionReport(from: string, to: string, enabled: boolean) {
  return useQuery<CommissionReport>({
    queryKey: [`/api/admin/commissions?from=${from}&to=${to}`],
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useHousehold(clientId: string) {
  return useQuery<Household>({ queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/household`] });
}

export function useClientReviews(clientId: string) {
  return useQuery<ClientReviews>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/reviews`],
  });
}

export function useReviewsDue(
  within: number,
  adviser: AdviserFilter = 'anyone',
  part: ReviewsDuePart = 'all',
) {
  return useQuery<ReviewsDue>({
    queryKey: [withAdviserFilter(`/api/admin/reviews?within=${within}&part=${part}`, adviser)],
  });
}

function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreatePolicy = () =>
  useChange((policy: PolicyCreateInput) =>
    apiRequest<Policy>('/api/admin/policies', { method: 'POST', body: policy }),
  );

export const useUpdatePolicy = (id: string) =>
  useChange((changes: PolicyUpdateInput) =>
    apiRequest<Policy>(`/api/admin/policies/${id}`, { method: 'PATCH', body: changes }),
  );

export const useEnterCommission = (policyId: string) =>
  useChange((entry: CommissionEntryInput) =>
    apiRequest<CommissionEntry>(`/api/admin/policies/${policyId}/commissions`, {
      method: 'POST',
      body: entry,
    }),
  );

export type StatementImportAnswer = ClassifiedStatement & { stored: number };

export const useImportStatement = () =>
  useChange((input: { csv: string; store: boolean }) =>
    apiRequest<StatementImportAnswer>('/api/admin/commissions/import', { method: 'POST', body: input }),
  );

export const useLogReview = (clientId: string) =>
  useChange((review: ReviewCreateInput) =>
    apiRequest<Review>(`/api/admin/clients/${clientId}/reviews`, { method: 'POST', body: review }),
  );

export const useAddRelation = (clientId: string) =>
  useChange((relation: RelationCreateInput) =>
    apiRequest(`/api/admin/clients/${clientId}/relations`, { method: 'POST', body: relation }),
  );

export const useRemoveRelation = (clientId: string) =>
  useChange((otherClientId: string) =>
    apiRequest(`/api/admin/clients/${clientId}/relations/${otherClientId}`, { method: 'DELETE' }),
  );

export const useInviteToReview = (clientId: string) =>
  useChange(() =>
    apiRequest<{ to: string; invitedAt: string }>(`/api/admin/clients/${clientId}/reviews/invite`, {
      method: 'POST',
    }),
  );

export function useFnaImportPreview(clientId: string, enabled: boolean) {
  return useQuery<FnaImportPreview>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/fna-import`],
    enabled,
  });
}

export const useImportFromFna = (clientId: string) =>
  useChange((input: FnaImportInput) =>
    apiRequest<FnaImportResult>(`/api/admin/clients/${clientId}/fna-import`, { method: 'POST', body: input }),
  );

export function usePolicyParties(policyId: string) {
  return useQuery<PolicyParty[]>({
    queryKey: [`/api/admin/policies/${encodeURIComponent(policyId)}/parties`],
  });
}

export const useAddPolicyParty = (policyId: string) =>
  useChange((party: PolicyPartyCreateInput) =>
    apiRequest<PolicyParty>(`/api/admin/policies/${policyId}/parties`, { method: 'POST', body: party }),
  );

export const useRemovePolicyParty = (policyId: string) =>
  useChange((partyId: string) =>
    apiRequest(`/api/admin/policies/${policyId}/parties/${partyId}`, { method: 'DELETE' }),
  );
