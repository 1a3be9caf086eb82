/*
 * The flow's state and its rules. Step 0 imports this file, so it must stay light: constants only from
 * '@ojeador/shared' (no zod schemas).
 */
import { MAX_FREQUENCY_HOURS, NEW_SEARCH_RADIUS_KM, PRICE_RANGE, RADIUS_KM, type SearchPreferences } from '@ojeador/shared';

export type ServiceTypeId = 1 | 2;

/** Everything the user chooses in steps 0 to 2. */
export interface CreationDraft {
  category: number | null;
  keywords: string;
  userSearch: string;
  serviceTypeId: ServiceTypeId | null;
  strictMatchOnly: boolean;
  latitude: number | null;
  longitude: number | null;
  /** Kilometres, 1 to 600. */
  locationRange: number;
  /** Euros; null reads 0. */
  minPrice: number | null;
  /** Euros; null means no limit. */
  maxPrice: number | null;
  /** Hours; null means the plan's minimum interval. */
  frequency: number | null;
  /** 'automatic' = no expert (docs/design.md section 11). */
  serviceId: 'automatic' | number | null;
  /** The preferences as corrected on step 3; null: what the parser reads from keywords + description. */
  preferences: SearchPreferences | null;
}

export const EMPTY_DRAFT: CreationDraft = {
  category: null,
  keywords: '',
  userSearch: '',
  serviceTypeId: null,
  strictMatchOnly: false,
  latitude: null,
  longitude: null,
  locationRange: NEW_SEARCH_RADIUS_KM.webSearch,
  minPrice: null,
  maxPrice: null,
  frequency: null,
  serviceId: null,
  preferences: null,
};

/** Step 0's Continue is enabled only when all four are set (spec 000 section 5). */
export function detailsComplete(draft: CreationDraft): boolean {
  return draft.keywords !== '' && draft.userSearch !== '' && draft.category !== null && draft.serviceTypeId !== null;
}

export type DetailsProblem = 'signIn' | 'serviceType' | 'category' | 'fields';

/** Step 0's checks, in the spec's order: signed in, service type, category, keywords and description. Each
 * problem's text is `messages.<problem>` in the area's catalogue. */
export function checkDetails(draft: CreationDraft, signedIn: boolean): DetailsProblem | null {
  if (!signedIn) return 'signIn';
  if (draft.serviceTypeId === null) return 'serviceType';
  if (draft.category === null || draft.category <= 0) return 'category';
  if (draft.keywords.trim() === '' || draft.userSearch.trim() === '') return 'fields';
  return null;
}

/** The radius a new search starts with: 25 km for an in-person review (the expert drives there), else 50 km. */
export function newSearchRadiusKm(serviceTypeId: ServiceTypeId | null): number {
  return serviceTypeId === 2 ? NEW_SEARCH_RADIUS_KM.inPersonReview : NEW_SEARCH_RADIUS_KM.webSearch;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** A radius in whole kilometres within 1..600 (a drawn circle may be any size). */
export function clampRadiusKm(km: number): number {
  if (!Number.isFinite(km)) return RADIUS_KM.default;
  return clamp(Math.round(km), RADIUS_KM.min, RADIUS_KM.max);
}

export { zoomForRadius } from '@/lib/map-zoom';

/** Moving the minimum thumb: never above the maximum; 0 means "no minimum". */
export function nextMinPrice(value: number, maxPrice: number | null): number | null {
  const upper = maxPrice ?? PRICE_RANGE.max;
  const next = clamp(value, PRICE_RANGE.min, upper);
  return next === PRICE_RANGE.min ? null : next;
}

/** Moving the maximum thumb: never below the minimum; the top of the track means "no limit". */
export function nextMaxPrice(value: number, minPrice: number | null): number | null {
  const next = clamp(value, minPrice ?? PRICE_RANGE.min, PRICE_RANGE.max);
  return next >= PRICE_RANGE.max ? null : next;
}

/** The frequency actually used: the choice, or the plan's minimum, within minimum..24 hours. */
export function effectiveFrequency(frequency: number | null, minInterval: number): number {
  const min = clamp(Math.round(minInterval), 1, MAX_FREQUENCY_HOURS);
  return clamp(frequency ?? min, min, MAX_FREQUENCY_HOURS);
}
