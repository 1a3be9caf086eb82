import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export type ResolveDisputeInput = { hireId: number; resolveInFavorOfClient: boolean; resolution: string };

/** POST /api/Subscription/resolve-dispute {SearchHireId, ResolveInFavorOfClient, Resolution} (the administrator). */
export function resolveDispute({ hireId, resolveInFavorOfClient, resolution }: ResolveDisputeInput): Promise<HireActionResponse> {
  return api.post<HireActionResponse>('/api/Subscription/resolve-dispute', {
    SearchHireId: hireId,
    ResolveInFavorOfClient: resolveInFavorOfClient,
    Resolution: resolution,
  });
}

export function useResolveDispute() {
  return useMutation({ mutationFn: resolveDispute });
}
