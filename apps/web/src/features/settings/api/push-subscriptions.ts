import { queryOptions } from '@tanstack/react-query';
import type { PushKeyResponse, PushSubscriptionRequest, PushSubscriptionResponse, PushUnsubscribeRequest } from '@ojeador/shared';
import { api, apiFetch } from '@/lib/api-client';

/** GET /api/push/key → { publicKey } (404: this server sends no push). Public, and the same for every device. */
export function getPushKey(): Promise<PushKeyResponse> {
  return api.get<PushKeyResponse>('/api/push/key', { auth: false });
}

export const pushKeyQueryOptions = queryOptions({
  queryKey: ['push-key'] as const,
  queryFn: getPushKey,
  staleTime: Infinity,
  retry: false,
});

/** POST /api/push/subscriptions { endpoint, keys, language } → 201 { endpoint } (409 PLAN_REQUIRED on Free). */
export function savePushSubscription(body: PushSubscriptionRequest): Promise<PushSubscriptionResponse> {
  return api.post<PushSubscriptionResponse>('/api/push/subscriptions', body);
}

/** DELETE /api/push/subscriptions { endpoint } → 204 (404 when the server no longer had it). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  const body: PushUnsubscribeRequest = { endpoint };
  return apiFetch<void>('/api/push/subscriptions', { method: 'DELETE', body });
}
