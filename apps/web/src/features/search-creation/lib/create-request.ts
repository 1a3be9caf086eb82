import { DEFAULT_PLATFORM_IDS, DEFAULT_SEARCH_DESCRIPTION, type CreateSearchRequest, type SearchPreferences } from '@ojeador/shared';
import type { CreationDraft } from './creation-draft';

/**
 * POST /api/Search body: the search and its parameters, stored by the server in one transaction. `preferences`
 * are the chips the customer left on step 3 (null: the server reads them from the text).
 */
export function buildCreateRequest(
  draft: CreationDraft,
  frequency: number,
  now: Date = new Date(),
  preferences: SearchPreferences | null = draft.preferences,
): CreateSearchRequest {
  const keywords = draft.keywords.trim();
  const userSearch = draft.userSearch.trim();
  return {
    title: keywords,
    description: userSearch || DEFAULT_SEARCH_DESCRIPTION,
    category: draft.category ?? 0,
    frequency,
    isActive: true,
    startDate: now.toISOString(),
    parameters: {
      keywords,
      userSearch,
      serviceTypeId: draft.serviceTypeId,
      locationRange: draft.locationRange,
      latitude: draft.latitude === null ? null : draft.latitude.toFixed(6),
      longitude: draft.longitude === null ? null : draft.longitude.toFixed(6),
      minPrice: draft.minPrice,
      maxPrice: draft.maxPrice,
      brandId: null,
      modelId: null,
      platformIds: [...DEFAULT_PLATFORM_IDS],
      strictMatchOnly: draft.strictMatchOnly,
      preferences,
    },
  };
}
