/**
 * Query keys of the hire lists: the expert panel reads them and the search screen's hire actions make them
 * stale. Everything starts with 'hires', so one invalidation refreshes every list.
 */
export const hireKeys = {
  all: ['hires'] as const,
  expert: ['hires', 'expert'] as const,
};
