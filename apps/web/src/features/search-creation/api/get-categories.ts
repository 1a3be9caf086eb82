import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES, type Category } from '@ojeador/shared';
import { api } from '../../../lib/api-client';

/** GET /api/Categories (public) → [{ id, name }] */
export async function getCategories(): Promise<Category[]> {
  try {
    return await api.get<Category[]>('/api/Categories');
  } catch {
    throw new Error('Failed to fetch categories');
  }
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
  staleTime: Infinity,
});

/** The categories to offer: the server's list, or the built-in one (ids 1-3) while it loads or if it fails. */
export function useCategories(): readonly Category[] {
  const query = useQuery(categoriesQueryOptions);
  return query.data && query.data.length > 0 ? query.data : CATEGORIES;
}
