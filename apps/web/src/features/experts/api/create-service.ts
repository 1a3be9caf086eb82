import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchService } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { expertProfileKey } from './get-expert-profile';
import { allExpertServicesKey } from './get-expert-services';

export type CreateServiceInput = {
  expertProfileId: number;
  categoryId: number;
  serviceTypeId: number;
  price: number;
  conditions: string;
  durationInHours: number;
  images: File[];
};

/** POST /api/SearchService (multipart, repeated `Images`). */
export function createService(input: CreateServiceInput): Promise<SearchService> {
  const body = new FormData();
  body.append('expertProfileId', String(input.expertProfileId));
  body.append('categoryId', String(input.categoryId));
  body.append('serviceTypeId', String(input.serviceTypeId));
  body.append('price', String(input.price));
  body.append('conditions', input.conditions);
  body.append('durationInHours', String(input.durationInHours));
  for (const image of input.images) body.append('Images', image);
  return api.post<SearchService>('/api/SearchService', body);
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allExpertServicesKey });
      void queryClient.invalidateQueries({ queryKey: expertProfileKey });
    },
  });
}
