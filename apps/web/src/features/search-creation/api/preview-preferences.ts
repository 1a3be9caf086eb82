import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreferencesPreviewRequest, PreferencesPreviewResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** Text settles this long before the parser is asked (typing must not send a request per key). */
export const PREVIEW_DEBOUNCE_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** POST /api/SearchParameter/preview: the preferences the server's parser reads from the words (nothing stored). */
export function usePreferencesPreview(request: { category: number | null; keywords: string; userSearch: string }, enabled = true) {
  const settled = useDebounced(JSON.stringify([request.category, request.keywords.trim(), request.userSearch.trim()]), PREVIEW_DEBOUNCE_MS);
  const [category, keywords, userSearch] = JSON.parse(settled) as [number | null, string, string];
  return useQuery({
    queryKey: ['preferences-preview', category, keywords, userSearch],
    queryFn: () =>
      api.post<PreferencesPreviewResponse>('/api/SearchParameter/preview', {
        category: category ?? 0,
        keywords,
        userSearch,
      } satisfies PreferencesPreviewRequest),
    enabled: enabled && category !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
