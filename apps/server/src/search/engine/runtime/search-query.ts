import type { CategoryId } from '@ojeador/shared';
import type { AdRow, SearchParametersRow, SearchRow } from '../../../db/rows.js';
import type { RawAd, SearchQuery } from '../core/types.js';

/** The engine's query for a saved search; a search without parameters has no centre, range or keywords. */
export function searchQueryOf(search: SearchRow, parameters: SearchParametersRow | null): SearchQuery {
  return {
    categoryId: search.categoryId as CategoryId,
    keywords: parameters?.keywords ?? '',
    userSearch: parameters?.userSearch || search.description,
    latitude: parameters?.latitude ?? null,
    longitude: parameters?.longitude ?? null,
    radiusKm: parameters?.locationRangeKm ?? null,
    minPrice: parameters?.minPrice ?? null,
    maxPrice: parameters?.maxPrice ?? null,
    strictMatchOnly: parameters?.strictMatchOnly ?? false,
    preferences: parameters?.preferences ?? null,
  };
}

/** A stored ad as the engine sees ads coming from a source. */
export function toRawAd(ad: AdRow): RawAd {
  return {
    externalId: ad.externalId,
    platformId: ad.platformId,
    title: ad.title,
    description: ad.description,
    price: ad.price,
    url: ad.url,
    images: ad.images,
    category: ad.categoryId as CategoryId,
    province: ad.province,
    city: ad.city,
    latitude: ad.latitude,
    longitude: ad.longitude,
    sellerType: ad.sellerType,
    publishDate: ad.publishDate,
    attributes: ad.attributes ?? {},
  };
}
