import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationType, UserNotification } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type SendNotificationBody = {
  title: string;
  message: string;
  type: NotificationType;
  url: string | null;
  imageUrl: string | null;
  /** null: a broadcast to every user. */
  userId: number | null;
};

/** POST /api/Notification {title, message, type, url, imageUrl, userId} → the stored notification. */
export function sendNotification(body: SendNotificationBody): Promise<UserNotification> {
  return api.post<UserNotification>('/api/Notification', body);
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications }),
  });
}
