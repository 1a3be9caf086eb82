import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockToggleResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** PUT /api/User/{id}/block (no body: the server toggles) → the new state. */
export function toggleBlock(userId: number): Promise<BlockToggleResponse> {
  return api.put<BlockToggleResponse>(`/api/User/${userId}/block`);
}

export function useToggleBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBlock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
