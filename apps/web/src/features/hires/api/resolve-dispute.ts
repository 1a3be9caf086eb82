import { useMutation } from '@tanstack/react-query';
import type { DisputeSplit, HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** All for one side, or a split in euros whose parts add up to the held price. */
export type ResolveDisputeInput = { hireId: number; resolution: string } & ({ resolveInFavorOfClient: boolean } | { split: DisputeSplit });

/** POST /api/Subscription/resolve-dispute {SearchHireId, ResolveInFavorOfClient | Split, Resolution} (the administrator). */
export function resolveDispute(input: ResolveDisputeInput): Promise<HireActionResponse> {
  const decision = 'split' in input ? { Split: input.split } : { ResolveInFavorOfClient: input.resolveInFavorOfClient };
  return api.post<HireActionResponse>('/api/Subscription/resolve-dispute', { SearchHireId: input.hireId, ...decision, Resolution: input.resolution });
}

export function useResolveDispute() {
  return useMutation({ mutationFn: resolveDispute });
}
