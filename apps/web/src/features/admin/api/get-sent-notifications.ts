import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNotification } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/Notification as the admin → the history of what was sent, with read state and read counts. */
export function getSentNotifications(): Promise<AdminNotification[]> {
  return api.get<AdminNotification[]>('/api/Notification');
}

export function useSentNotifications() {
  return useQuery(queryOptions({ queryKey: adminKeys.notifications, queryFn: getSentNotifications, staleTime: 0 }));
}
