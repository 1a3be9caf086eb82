import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchWithHireRequest, SearchWithHireResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';
import { SUBSCRIPTION_LIMITS_KEY } from '@/lib/queries/subscription-limits';

/**
 * POST /api/Search/with-hire (the POST /api/Search body plus searchServiceId) → 201 { search, hireUrl }: the search,
 * its parameters and the hire in one transaction. The price is held from the balance (hireUrl null) or hireUrl is
 * a checkout for it.
 */
export function createSearchWithHire(body: SearchWithHireRequest): Promise<SearchWithHireResponse> {
  return api.post<SearchWithHireResponse>('/api/Search/with-hire', body);
}

/** Creates the search with its hire and refreshes the count, the lists, the hires and the balance. */
export function useCreateSearchWithHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSearchWithHire,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LIMITS_KEY }),
        queryClient.invalidateQueries({ queryKey: searchKeys.all }),
        queryClient.invalidateQueries({ queryKey: hireKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
      ]),
  });
}
