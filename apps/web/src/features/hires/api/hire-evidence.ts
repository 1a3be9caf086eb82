import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HireEvidence } from '@ojeador/shared';
import { api, fetchBlob } from '@/lib/api-client';
import { hireKeys } from '@/lib/queries/hire-keys';

const evidenceKey = (hireId: number) => [...hireKeys.all, 'evidence', hireId] as const;

/** GET /api/SearchHire/{id}/evidence: the photos and PDFs its parties attached. */
export function useHireEvidence(hireId: number) {
  return useQuery({ queryKey: evidenceKey(hireId), queryFn: ({ signal }) => api.get<HireEvidence[]>(`/api/SearchHire/${hireId}/evidence`, { signal }) });
}

/** POST /api/SearchHire/{id}/evidence with repeated Files. */
export function useAttachEvidence(hireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `item`: the checklist point the files show (the finalize dialog's photos of one point). */
    mutationFn: ({ files, item }: { files: File[]; item?: string }) => {
      const body = new FormData();
      if (item) body.append('item', item);
      for (const file of files) body.append('Files', file);
      return api.post<HireEvidence[]>(`/api/SearchHire/${hireId}/evidence`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidenceKey(hireId) }),
  });
}

/** One file's bytes (the route needs the session: an <img src> cannot send it). */
export function useEvidenceFile(evidence: HireEvidence, enabled: boolean) {
  return useQuery({ queryKey: ['evidence-file', evidence.url], queryFn: ({ signal }) => fetchBlob(evidence.url, signal), enabled, staleTime: Infinity });
}
