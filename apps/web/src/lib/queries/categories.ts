import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES, type Category } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/Categories (public; the token is sent when present) → [{ id, code, name }]. Search creation and the searches pages share it. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/Categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: Infinity,
});

/** The categories, with the seeded list as a stand-in while loading or when the call fails. */
export function useCategories(): Category[] {
  const query = useQuery(categoriesQueryOptions);
  return query.data && query.data.length > 0 ? query.data : CATEGORIES.map((c) => ({ id: c.id, code: c.code, name: c.name }));
}
