import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockToggleResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { refreshUsers } from './get-users';

/** PUT /api/User/{id}/block (the server toggles) → the new state. A block sends the admin's reason, when given. */
export function toggleBlock({ userId, reason }: { userId: number; reason?: string }): Promise<BlockToggleResponse> {
  return api.put<BlockToggleResponse>(`/api/User/${userId}/block`, reason ? { reason } : undefined);
}

export function useToggleBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBlock,
    onSettled: () => refreshUsers(queryClient),
  });
}
