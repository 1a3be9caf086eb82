import { useQuery } from '@tanstack/react-query';
import type { PublicExpert } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export const publicExpertKey = (expertProfileId: number) => ['public-expert', expertProfileId] as const;

/** GET /api/Experts/{expertProfileId}: the profile customers read before hiring (404 NOT_FOUND when there is none). */
export function getPublicExpert(expertProfileId: number, signal?: AbortSignal): Promise<PublicExpert> {
  return api.get<PublicExpert>(`/api/Experts/${expertProfileId}`, { signal });
}

export function usePublicExpert(expertProfileId: number | null) {
  return useQuery({
    queryKey: publicExpertKey(expertProfileId ?? 0),
    queryFn: ({ signal }) => getPublicExpert(expertProfileId as number, signal),
    enabled: expertProfileId !== null,
    retry: false,
  });
}
