import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserNotification } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** Every notifications query lives under ['notifications']. */
export const notificationsQueryKey = ['notifications', 'list'] as const;

/**
 * GET /api/Notification?scope=mine → the caller's notifications and the broadcasts, newest first, with the caller's
 * read state (`scope=mine`: without it the admin would get the history of what they sent).
 */
export function getNotifications(): Promise<UserNotification[]> {
  return api.get<UserNotification[]>('/api/Notification?scope=mine');
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getNotifications,
  // Fetched again each time the panel opens (the cached list shows meanwhile).
  staleTime: 0,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
