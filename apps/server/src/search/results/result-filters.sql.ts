import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ResultFilters } from '@ojeador/shared';
import { ads } from '../../db/schema/index.js';

/**
 * What a results page is narrowed to (docs/design.md §11, "Results filters"), resolved by the service: the search's
 * centre for a distance, and the ads' own fuel words that read as the fuel asked (the engine's vocabulary, applied in
 * the service, so that SQL only compares stored values).
 */
export type ResultNarrowing = {
  filters: ResultFilters;
  centre: { latitude: number; longitude: number } | null;
  /** The fuel attribute values of the search's ads that mean the fuel asked; null without a fuel filter. */
  fuelValues: string[] | null;
};

/** The mean earth radius the engine measures a search's radius with (engine/geo.ts, not importable from a module). */
const EARTH_RADIUS_KM = 6371.0088;

/** A whole-number attribute of the ad, null when it is missing or not a number (no cast of a stray string). */
const numberAttribute = (key: 'km' | 'year') =>
  sql`(case when jsonb_typeof(${ads.attributes} -> ${key}) = 'number' then (${ads.attributes} ->> ${key})::numeric end)`;

/** Great-circle distance in km from the centre, as the engine measures a search's radius (engine/geo.ts). */
const distanceKm = (centre: { latitude: number; longitude: number }) =>
  sql`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${ads.latitude} - ${centre.latitude}) / 2), 2) +
    cos(radians(${centre.latitude})) * cos(radians(${ads.latitude})) * power(sin(radians(${ads.longitude} - ${centre.longitude}) / 2), 2)
  ))))`;

/** The conditions on `ads` a page and its counts add; none without filters. */
export function narrowingConditions(narrowing: ResultNarrowing | null): SQL[] {
  if (!narrowing) return [];
  const { filters, centre, fuelValues } = narrowing;
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined) conditions.push(gte(ads.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(ads.price, filters.maxPrice));
  if (filters.maxKm !== undefined) conditions.push(sql`${numberAttribute('km')} <= ${filters.maxKm}`);
  if (filters.minYear !== undefined) conditions.push(sql`${numberAttribute('year')} >= ${filters.minYear}`);
  if (fuelValues !== null) conditions.push(fuelValues.length ? inArray(sql`${ads.attributes} ->> 'fuel'`, fuelValues) : sql`false`);
  if (filters.maxDistanceKm !== undefined && centre) {
    conditions.push(sql`${ads.latitude} is not null and ${ads.longitude} is not null and ${distanceKm(centre)} <= ${filters.maxDistanceKm}`);
  }
  if (filters.seller === 'particular') conditions.push(eq(ads.sellerType, 'particular'));
  if (filters.seller === 'professional') conditions.push(or(eq(ads.sellerType, 'professional'), eq(ads.sellerType, 'dealer'))!);
  return conditions.length ? [and(...conditions)!] : [];
}
