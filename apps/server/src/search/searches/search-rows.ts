import {
  categoryCode,
  parsePreferences,
  preferencesForCategory,
  serviceTypeCode,
  type SearchListItem,
  type SearchParameters,
  type SearchParametersValues,
  type SearchPreferences,
} from '@ojeador/shared';
import type { SearchRow } from '../../db/rows.js';
import type { ParametersRow, ParametersValues, SearchSummaryRow } from './searches.repository.js';

/** Rows of the searches module as the API shapes them, and the preferences read from a description. */
export function toListItem(row: SearchSummaryRow): SearchListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.categoryId,
    categoryCode: categoryCode(row.categoryId),
    categoryName: row.categoryName,
    frequency: row.frequencyHours,
    isActive: row.isActive,
    isRevised: row.isRevised,
    lastExecution: row.lastExecution ? row.lastExecution.toISOString() : null,
    startDate: row.startDate.toISOString(),
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    resultCount: row.resultCount,
    newResultCount: row.newResultCount,
    ...(row.creator ? { user: row.creator } : {}),
  };
}

export function toParameters(search: Pick<SearchRow, 'categoryId' | 'frequencyHours'>, row: ParametersRow): SearchParameters {
  return {
    searchId: row.searchId,
    keywords: row.keywords,
    userSearch: row.userSearch,
    category: search.categoryId,
    categoryCode: categoryCode(search.categoryId),
    frequency: search.frequencyHours,
    serviceTypeId: row.serviceTypeId,
    serviceTypeCode: row.serviceTypeId === null ? null : serviceTypeCode(row.serviceTypeId),
    locationRange: row.locationRangeKm,
    latitude: row.latitude,
    longitude: row.longitude,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    brandId: row.brandId,
    modelId: row.modelId,
    platformIds: row.platformIds,
    strictMatchOnly: row.strictMatchOnly,
    preferences: row.preferences ? preferencesForCategory(row.preferences, search.categoryId) : readPreferences(search.categoryId, row),
  };
}

/** What the customer's words ask for, read the same way for every search (see packages/shared/src/preferences). */
export function readPreferences(categoryId: number, text: { keywords: string; userSearch: string }): SearchPreferences {
  return parsePreferences({ category: categoryId, keywords: text.keywords, userSearch: text.userSearch });
}

/** Sent preferences (only the keys that mean something for the category), or read from the text when none were sent. */
export function toParameterValues(p: SearchParametersValues, categoryId: number): ParametersValues {
  return {
    keywords: p.keywords,
    userSearch: p.userSearch,
    locationRangeKm: p.locationRange,
    latitude: p.latitude,
    longitude: p.longitude,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    brandId: p.brandId,
    modelId: p.modelId,
    platformIds: p.platformIds,
    strictMatchOnly: p.strictMatchOnly,
    serviceTypeId: p.serviceTypeId,
    preferences: p.preferences ? preferencesForCategory(p.preferences, categoryId) : readPreferences(categoryId, p),
  };
}
