import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** DELETE /api/Notification/{id} → 204. */
export function deleteNotification(id: number): Promise<void> {
  return api.delete<void>(`/api/Notification/${id}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications }),
  });
}
