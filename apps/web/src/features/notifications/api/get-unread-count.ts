import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

/** How often the header badge asks again while the page is open. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/** GET /api/Notification/unread-count → { count } */
export function getUnreadCount(): Promise<UnreadCountResponse> {
  return api.get<UnreadCountResponse>('/api/Notification/unread-count');
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: getUnreadCount,
  staleTime: 0,
  refetchInterval: UNREAD_COUNT_REFRESH_MS,
});

export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions, select: (answer) => answer.count });
}
