import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { UnreadCountResponse, UserNotification } from '@ojeador/shared';
import { api, errorMessage } from '@/lib/api-client';
import { useNotificationsTranslation } from '../i18n';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

/** PUT /api/Notification/{id}/read (no body) → 204 */
export function markNotificationRead(id: number): Promise<void> {
  return api.put<void>(`/api/Notification/${id}/read`);
}

/** Sets the read flag of the given notifications in the cached list and moves the cached count to match. */
function setRead(queryClient: QueryClient, ids: number[], read: boolean) {
  const targets = new Set(ids);
  let changed = 0;
  queryClient.setQueryData<UserNotification[]>(notificationsQueryKey, (list) =>
    list?.map((notification) => {
      if (!targets.has(notification.id) || notification.read === read) return notification;
      changed += 1;
      return { ...notification, read };
    }),
  );
  if (changed === 0) return;
  queryClient.setQueryData<UnreadCountResponse>(unreadCountQueryKey, (answer) =>
    answer ? { count: Math.max(0, answer.count + (read ? -changed : changed)) } : answer,
  );
}

async function cancelNotificationQueries(queryClient: QueryClient) {
  await Promise.all([queryClient.cancelQueries({ queryKey: notificationsQueryKey }), queryClient.cancelQueries({ queryKey: unreadCountQueryKey })]);
}

/** Marks one notification read at once; marks it unread again and says so when the server refuses. */
export function useMarkNotificationRead() {
  const { t } = useNotificationsTranslation();
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await cancelNotificationQueries(queryClient);
      setRead(queryClient, [id], true);
    },
    onError: (error, id) => {
      setRead(queryClient, [id], false);
      toast.error(errorMessage(error, t('markReadFailed')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}

/** 'Marcar todas como leídas': one PUT per unread notification; on any failure the real state is fetched again. */
export function useMarkAllNotificationsRead() {
  const { t } = useNotificationsTranslation();
  const queryClient = useQueryClient();
  return useMutation<void, Error, number[]>({
    mutationFn: async (ids) => {
      const answers = await Promise.allSettled(ids.map((id) => markNotificationRead(id)));
      const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
      if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(t('markAllFailed'));
    },
    onMutate: async (ids) => {
      await cancelNotificationQueries(queryClient);
      setRead(queryClient, ids, true);
    },
    onError: async (error) => {
      toast.error(errorMessage(error, t('markAllFailed')));
      await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}
