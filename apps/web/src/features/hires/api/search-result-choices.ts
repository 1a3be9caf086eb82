import { useQuery } from '@tanstack/react-query';
import type { ResultsPage } from '@ojeador/shared';
import { api } from '@/lib/api-client';

const CHOICES = 48;

/** GET /api/SearchResult/{id}/results?sort=score&limit=48: the ads the finalize dialog offers to recommend. */
export function useSearchResultChoices(searchId: number) {
  return useQuery({
    queryKey: ['hire-finalize-choices', searchId],
    queryFn: ({ signal }) => api.get<ResultsPage>(`/api/SearchResult/${searchId}/results?sort=score&limit=${CHOICES}`, { signal }),
    select: (page) => page.items,
  });
}
