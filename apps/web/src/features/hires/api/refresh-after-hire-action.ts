import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_KEY } from '@/lib/queries/balance';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';

/**
 * After any hire action (done or refused because the hire moved on) the search's detail and results are read
 * again (spec), and so are the hire lists and the balance, which the action may have changed.
 */
export function refreshAfterHireAction(queryClient: QueryClient, searchId: number | null) {
  return Promise.all([
    searchId === null ? null : queryClient.invalidateQueries({ queryKey: searchKeys.detail(searchId) }),
    searchId === null ? null : queryClient.invalidateQueries({ queryKey: searchKeys.results(searchId) }),
    queryClient.invalidateQueries({ queryKey: searchKeys.lists }),
    queryClient.invalidateQueries({ queryKey: hireKeys.all }),
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  ]);
}
