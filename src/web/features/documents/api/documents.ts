import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdviceRecord,
  AdviceRecordCreated,
  AdviceRequestInput,
} from '../../../../shared/advice-records';
import { type AdviserFilter, withAdviserFilter } from '../../../../shared/adviser-filter';
import type {
  DocumentRequest,
  DocumentRequestCreated,
  DocumentRequestInput,
} from '../../../../shared/document-requests';
import type { ClientDocument } from '../../../../shared/documents';
import type { Identification, IdentificationInput } from '../../../../shared/identification';
import { apiRequest, throwIfNotOk } from '../../../lib/request';

/** A client's documents (issue 32): the list, an upload (multipart), a removal. */

export function useClientDocuments(clientId: string) {
  return useQuery<{ items: ClientDocument[] }>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/documents`],
  });
}

export function useUploadDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; kind: string; expiresOn: string }) => {
      const form = new FormData();
      form.append('kind', input.kind);
      form.append('expiresOn', input.expiresOn);
      form.append('file', input.file, input.file.name);
      const response = await fetch(`/api/admin/clients/${encodeURIComponent(clientId)}/documents`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(response);
      return (await response.json()) as { id: string; fileName: string };
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useIdentification(clientId: string) {
  return useQuery<Identification>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/identification`],
  });
}

export function useSaveIdentification(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentificationInput) =>
      apiRequest<Identification>(`/api/admin/clients/${encodeURIComponent(clientId)}/identification`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export interface ExpiringDocument {
  documentId: string;
  clientId: string;
  name: string;
  kind: string;
  /** Left out for a role that does not see identity (D29). */
  fileName?: string;
  expiresOn: string;
}

export function useDocumentsExpiring(within: number, adviser: AdviserFilter = 'anyone') {
  return useQuery<{ items: ExpiringDocument[] }>({
    queryKey: [withAdviserFilter(`/api/admin/documents/expiring?within=${within}`, adviser)],
  });
}

export function useDocumentRequests(clientId: string) {
  return useQuery<{ items: DocumentRequest[] }>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/document-requests`],
  });
}

export function useRequestDocuments(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentRequestInput) =>
      apiRequest<DocumentRequestCreated>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/document-requests`,
        {
          method: 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/document-requests/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export interface ReceivedDocument {
  documentId: string;
  clientId: string;
  name: string;
  kind: string;
  /** Left out for a role that does not see identity (D29). */
  fileName?: string;
  receivedAt: string;
}

/** `mine` (Today, issue 34): of the signed-in person's clients and of nobody's yet. */
export function useDocumentsReceived(adviser: AdviserFilter = 'anyone') {
  return useQuery<{ items: ReceivedDocument[] }>({
    queryKey: [withAdviserFilter('/api/admin/documents/received', adviser)],
  });
}

export function useAdviceRecords(clientId: string) {
  return useQuery<{ items: AdviceRecord[]; fnas: { id: string; submittedAt: string }[] }>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(clientId)}/advice-confirmations`],
  });
}

export function useAskToConfirm(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdviceRequestInput) =>
      apiRequest<AdviceRecordCreated>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/advice-confirmations`,
        { method: 'POST', body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useWithdrawAdvice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/advice-confirmations/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useShareDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; shared: boolean }) =>
      apiRequest<ClientDocument>(`/api/admin/documents/${input.id}/shared`, {
        method: 'PUT',
        body: { shared: input.shared },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
