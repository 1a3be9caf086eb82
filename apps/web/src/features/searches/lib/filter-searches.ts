import type { SearchListItem } from '@ojeador/shared';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface SearchFilters {
  text: string;
  /** Selected category ids; empty means every category. */
  categories: number[];
  status: StatusFilter;
}

export const NO_FILTERS: SearchFilters = { text: '', categories: [], status: 'all' };

/** Lower case without accents, so "dIésel" finds "diesel". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function hasFilters(filters: SearchFilters): boolean {
  return filters.text.trim() !== '' || filters.categories.length > 0 || filters.status !== 'all';
}

/** Text over title and description (every word must appear), category chips, and the Activas / Inactivas status. */
export function filterSearches<T extends Pick<SearchListItem, 'title' | 'description' | 'category' | 'isActive'>>(
  searches: readonly T[],
  filters: SearchFilters,
): T[] {
  const words = fold(filters.text).split(/\s+/).filter(Boolean);
  return searches.filter((search) => {
    if (filters.categories.length > 0 && !filters.categories.includes(search.category)) return false;
    if (filters.status === 'active' && !search.isActive) return false;
    if (filters.status === 'inactive' && search.isActive) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${search.title} ${search.description}`);
    return words.every((word) => haystack.includes(word));
  });
}
