import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/force-finalize {SearchHireId, ResolveInFavorOfClient} (the administrator): refund or release, then completed. */
export function forceFinalize({ hireId, resolveInFavorOfClient }: { hireId: number; resolveInFavorOfClient: boolean }): Promise<HireActionResponse> {
  return api.post<HireActionResponse>('/api/Subscription/force-finalize', { SearchHireId: hireId, ResolveInFavorOfClient: resolveInFavorOfClient });
}

export function useForceFinalize() {
  return useMutation({ mutationFn: forceFinalize });
}
