/** Query keys of searches (lists, detail, results); everything starts with 'searches' so one invalidation refreshes all. */
export const searchKeys = {
  all: ['searches'] as const,
  lists: ['searches', 'list'] as const,
  list: (scope: 'own' | 'all') => ['searches', 'list', scope] as const,
  detail: (id: number) => ['searches', 'detail', id] as const,
  results: (id: number) => ['searches', 'results', id] as const,
  filtered: (id: number) => ['searches', 'filtered', id] as const,
};
