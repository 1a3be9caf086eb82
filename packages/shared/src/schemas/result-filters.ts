import { z } from 'zod';
import { PREFERENCE_FUELS, PREFERENCE_MAX_KM } from './preferences.js';

/** Who sells, as a results filter: `professional` takes dealers too. */
export const RESULT_SELLERS = ['particular', 'professional'] as const;
export type ResultSeller = (typeof RESULT_SELLERS)[number];
const MAX_FILTER_EUROS = 100_000_000;
/** A whole number in a filter's bounds, from the query string. */
const filterNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}: escribe un número` })
    .int(`${label}: escribe un número entero`)
    .min(min, `${label}: como mínimo ${min}`)
    .max(max, `${label}: como máximo ${max}`)
    .optional();

/**
 * Filters of a results page (docs/design.md §11, "Results filters"): each narrows the page and its counts. An ad that does not
 * say the fact filtered on (no km, no position) is left out while that filter is set. `fuel` reads the ad's fuel
 * attribute with the engine's words (diésel, gasóleo, TDI... are `diesel`); `maxDistanceKm` is from the search's
 * centre (400 when the search has none).
 */
export const resultFiltersSchema = z.object({
  minPrice: filterNumber('Precio mínimo', 0, MAX_FILTER_EUROS),
  maxPrice: filterNumber('Precio máximo', 0, MAX_FILTER_EUROS),
  maxKm: filterNumber('Kilómetros', 0, PREFERENCE_MAX_KM),
  minYear: filterNumber('Año', 1900, 2100),
  fuel: z.enum(PREFERENCE_FUELS, { error: 'Combustible no válido' }).optional(),
  maxDistanceKm: filterNumber('Distancia', 1, 2000),
  seller: z.enum(RESULT_SELLERS, { error: 'Vendedor no válido' }).optional(),
});
export type ResultFilters = z.infer<typeof resultFiltersSchema>;
export const RESULT_FILTER_KEYS = Object.keys(resultFiltersSchema.shape) as (keyof ResultFilters)[];

/** The one rule the filters hold together: a minimum price above the maximum (the server's 400, the page's form and its URL). */
export const priceRangeInverted = (filters: Pick<ResultFilters, 'minPrice' | 'maxPrice'>): boolean =>
  filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice;
