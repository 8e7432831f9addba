import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableFileRead } from '../../../../domain/funeral/table-file';
import type {
  WebsiteDraftPatch,
  WebsiteImageKind,
  WebsiteState,
  WebsiteVersion,
} from '../../../../shared/website';
import type { GuideFile } from '../../../../shared/website-guides';
import { apiRequest, throwIfNotOk } from '../../../lib/request';

/** The Website area (issue 58): the draft and what is published. */
export const websiteKey = ['/api/admin/website'] as const;

export function useWebsite() {
  return useQuery<WebsiteState>({ queryKey: websiteKey });
}

/** Keeps a change to the draft; the answer is the draft as it now stands. */
export function useChangeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WebsiteDraftPatch) =>
      apiRequest<WebsiteState>('/api/admin/website/draft', { method: 'PATCH', body: patch }),
    onSuccess: (state) => queryClient.setQueryData(websiteKey, state),
  });
}

export const websiteVersionsKey = ['/api/admin/website/versions'] as const;

export function useWebsiteVersions() {
  return useQuery<{ items: WebsiteVersion[] }>({ queryKey: websiteVersionsKey });
}

/** Publishes the draft (owners); the answer comes once the site shows it. */
export function usePublishWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ version: number; publishedAt: string }>('/api/admin/website/publish', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: websiteKey }),
        queryClient.invalidateQueries({ queryKey: websiteVersionsKey }),
      ]),
  });
}

/** Puts a published version back as the draft. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest<WebsiteState>(`/api/admin/website/versions/${version}/restore`, { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(websiteKey, state),
  });
}

/** Uploads the logo or the photo into the draft; the answer is the draft as it now stands. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: WebsiteImageKind; file: File }) => {
      const form = new FormData();
      form.append('kind', input.kind);
      form.append('file', input.file, input.file.name);
      const response = await fetch('/api/admin/website/images', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(response);
      return (await response.json()) as WebsiteState;
    },
    onSuccess: (state) => queryClient.setQueryData(websiteKey, state),
  });
}

/** Reads a premium table from a spreadsheet: its bands and what is wrong line by line; nothing stored. */
export function useReadTableFile() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await fetch('/api/admin/website/premium-table-file', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(response);
      return (await response.json()) as TableFileRead;
    },
  });
}

/** A guide's PDF kept for the draft (issue 58): the answer is put in the guide, saved with the list. */
export function useUploadGuideFile() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await fetch('/api/admin/website/guide-files', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfNotOk(response);
      return (await response.json()) as GuideFile;
    },
  });
}
