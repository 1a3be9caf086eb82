/**
 * `name` is the spec's stored name, kept in every answer; `code` is what clients branch on and word in the reader's
 * language.
 */
export const CATEGORY_CODES = ['cars', 'motorbikes', 'homes'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];
export const CATEGORIES = [
  { id: 1, code: 'cars', name: 'Coches' },
  { id: 2, code: 'motorbikes', name: 'Motos' },
  { id: 3, code: 'homes', name: 'Casas y pisos' },
] as const satisfies readonly { id: number; code: CategoryCode; name: string }[];
export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const SERVICE_TYPE_CODES = ['webSearch', 'inPersonReview'] as const;
export type ServiceTypeCode = (typeof SERVICE_TYPE_CODES)[number];
export const SERVICE_TYPES = [
  { id: 1, code: 'webSearch', name: 'Web Search' },
  { id: 2, code: 'inPersonReview', name: 'In-Person Review' },
] as const satisfies readonly { id: number; code: ServiceTypeCode; name: string }[];

function codeOf<Code extends string>(list: readonly { id: number; code: Code }[], kind: string, id: number): Code {
  const found = list.find((entry) => entry.id === id);
  // The tables are seeded from these lists, so an unknown id is a bug, not data to pass on.
  if (!found) throw new Error(`Unknown ${kind} id ${id}`);
  return found.code;
}
export const categoryCode = (id: number): CategoryCode => codeOf(CATEGORIES, 'category', id);
export const serviceTypeCode = (id: number): ServiceTypeCode => codeOf(SERVICE_TYPES, 'service type', id);

/** Platform ids 1 and 2 are what the creation flow sends (spec); 100 is the feed source's default. */
export const PLATFORMS = [
  { id: 1, name: 'Wallapop', enabled: true },
  { id: 2, name: 'Milanuncios', enabled: true },
  { id: 3, name: 'Coches.net', enabled: true },
  { id: 4, name: 'Idealista', enabled: true },
  { id: 100, name: 'Feed', enabled: true },
] as const;
export const FEED_PLATFORM_ID = 100;
export const DEFAULT_PLATFORM_IDS = [1, 2] as const;

/**
 * The codes stay what checkouts send; the names are the plans' own, none of them a top-up card's (Básico, Plus,
 * Pro; docs/design.md section 11). Clients word a plan by its code; `admin` is the administrator's stand-in plan.
 */
export const PLAN_CODES = ['free', 'plus', 'pro', 'admin'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const SUBSCRIPTION_PLANS = [
  { id: 1, code: 'free', name: 'Gratis', monthlyPriceCents: 0, maxSearches: 1, minSearchIntervalHours: 6 },
  { id: 2, code: 'plus', name: 'Avanzado', monthlyPriceCents: 999, maxSearches: 5, minSearchIntervalHours: 3 },
  { id: 3, code: 'pro', name: 'Premium', monthlyPriceCents: 2499, maxSearches: 20, minSearchIntervalHours: 1 },
] as const satisfies readonly { id: number; code: PlanCode; name: string; monthlyPriceCents: number; maxSearches: number; minSearchIntervalHours: number }[];
export const DEFAULT_MAX_SEARCHES = 1;

/**
 * How many searches a user may keep, active or paused: five per active search the plan allows, at least 10.
 * Paused searches can be run by hand only after activation, so this only bounds storage and list sizes.
 */
export const totalSearchCap = (maxActiveSearches: number): number => Math.max(10, maxActiveSearches * 5);
export const DEFAULT_MIN_SEARCH_INTERVAL_HOURS = 6;

export const ROLES = ['User', 'Expert', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const STORAGE_KEYS = { authToken: 'authToken', userData: 'userData' } as const;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_SECONDS = 30;
export const VERIFICATION_MAX_PER_HOUR = 5;

export const TOAST_DURATION_MS = 5000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const SELLER_TYPES = ['particular', 'professional', 'dealer'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export const RADIUS_KM = { min: 1, max: 600, default: 600 } as const;
/** A new search's radius until the customer moves it: near enough to go and see (docs/design.md section 11). */
export const NEW_SEARCH_RADIUS_KM = { webSearch: 50, inPersonReview: 25 } as const;
export const PRICE_RANGE = { min: 0, max: 1_000_000, step: 1000 } as const;
export const MAX_FREQUENCY_HOURS = 24;
export const DEFAULT_CENTER = { latitude: 40.4168, longitude: -3.7038 } as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const TOP_UP_AMOUNTS = [10, 20, 50] as const;
