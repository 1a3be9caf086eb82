import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchService } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { expertProfileKey } from './get-expert-profile';
import { allExpertServicesKey } from './get-expert-services';

/** POST /api/SearchService/{id}/deactivate: the service leaves step 2 of the creation flow. */
export function deactivateService(serviceId: number): Promise<SearchService> {
  return api.post<SearchService>(`/api/SearchService/${serviceId}/deactivate`);
}

export function useDeactivateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allExpertServicesKey });
      void queryClient.invalidateQueries({ queryKey: expertProfileKey });
    },
  });
}
