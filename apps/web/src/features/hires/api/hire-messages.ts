import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HireMessage, HireMessageThread } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export const hireMessagesKey = (hireId: number) => ['hire-messages', hireId] as const;

/** How often an open thread looks for new messages (each read also marks the other party's messages read). */
const REFRESH_MS = 20_000;

/** GET /api/SearchHire/{id}/messages: the thread, oldest first; canPost is false for the administrator. */
export function getHireMessages(hireId: number, signal?: AbortSignal): Promise<HireMessageThread> {
  return api.get<HireMessageThread>(`/api/SearchHire/${hireId}/messages`, { signal });
}

export function useHireMessages(hireId: number) {
  return useQuery({
    queryKey: hireMessagesKey(hireId),
    queryFn: ({ signal }) => getHireMessages(hireId, signal),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

/** POST /api/SearchHire/{id}/messages {text}: 400 VALIDATION on a bad text, 429 RATE_LIMITED after a burst. */
export function useSendHireMessage(hireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<HireMessage>(`/api/SearchHire/${hireId}/messages`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hireMessagesKey(hireId) }),
  });
}
