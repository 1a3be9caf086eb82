import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUsers } from './get-users';

/** DELETE /api/User/{id} → 204; 409 USER_HAS_OPEN_HIRE, USER_HAS_BALANCE or SELF_ACTION with the reason. */
export function deleteUser(userId: number): Promise<void> {
  return api.delete<void>(`/api/User/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => refreshUsers(queryClient),
  });
}
