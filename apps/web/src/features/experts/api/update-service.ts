import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchService } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { allExpertServicesKey } from './get-expert-services';

export type UpdateServiceInput = { id: number; price: number; conditions: string; durationInHours: number; images: File[] };

/** PUT /api/SearchService/{id} (multipart): new images, when given, replace the old ones. */
export function updateService({ id, price, conditions, durationInHours, images }: UpdateServiceInput): Promise<SearchService> {
  const body = new FormData();
  body.append('price', String(price));
  body.append('conditions', conditions);
  body.append('durationInHours', String(durationInHours));
  for (const image of images) body.append('Images', image);
  return api.put<SearchService>(`/api/SearchService/${id}`, body);
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: allExpertServicesKey }),
  });
}
