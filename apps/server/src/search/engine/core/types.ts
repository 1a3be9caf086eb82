import type { CategoryId, Peers, Point, SearchPreferences, SELLER_TYPES } from '@ojeador/shared';

export type { CategoryId };
export type SellerType = (typeof SELLER_TYPES)[number];

export interface AdAttributes {
  year?: number;
  km?: number;
  fuel?: string;
  rooms?: number;
  sqm?: number;
}

/** One ad as a source delivers it, after validation (see docs/feed-format.md). */
export interface RawAd {
  externalId: string;
  /** Platform the ad comes from; the feed's default is FEED_PLATFORM_ID (100). */
  platformId: number;
  title: string;
  description: string;
  /** Whole euros. */
  price: number;
  url: string;
  images: string[];
  category: CategoryId;
  province: string;
  city: string;
  /** Both null or both set. */
  latitude: number | null;
  longitude: number | null;
  sellerType: SellerType;
  publishDate: Date | null;
  attributes: AdAttributes;
  /** The platform marks the ad reserved for a buyer (Wallapop `reserved.flag`); absent means not reserved. */
  reserved?: boolean;
  /** The seller's id at the platform (Wallapop `user.id`, the feed's `sellerId`): reposts are told by it (ingest/repost.ts). */
  sellerId?: string;
}

/** What a saved search asks for, as the engine needs it (no database ids). */
export interface SearchQuery {
  categoryId: CategoryId;
  /** Words every ad must contain; "quoted text" is a phrase. */
  keywords: string;
  /** The customer's free description of what they want; only used for scoring. */
  userSearch: string;
  latitude: number | null;
  longitude: number | null;
  radiusKm: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  strictMatchOnly: boolean;
  /** Stored preferences; absent or null: read from keywords + userSearch when the query is compiled. */
  preferences?: SearchPreferences | null;
}

export interface AdSource {
  name: string;
  search(query: SearchQuery, signal: AbortSignal): AsyncIterable<RawAd>;
}

/** Points each part contributed to the final score, rounded to whole points (risk is zero or negative). */
export interface ScoreParts {
  price: number;
  distance: number;
  fit: number;
  quality: number;
  freshness: number;
  /** The customer's preferences: up to +8 for those met, down to −30 for those broken (0 without preferences). */
  preferences: number;
  risk: number;
}

export interface PriceReference {
  /** 'pricePerSqm' for homes (judged by €/m²), 'price' for vehicles. */
  basis: 'price' | 'pricePerSqm';
  /** 'model': the fitted fair price (docs/scoring.md, "Fair price"); 'comparables': the median of close comparables. */
  method: 'comparables' | 'model';
  /** The fair price (whole euros) or €/m² for this ad. */
  median: number;
  /** What the ad would cost at the fair price (median × m² for homes). */
  expectedPrice: number;
  /** The comparables the point names: close comparables when `similar`, else the ads the fit kept. */
  comparables: number;
  /** The ads the estimate stands on: the fit's kept ads (the ad itself left out), or the comparables without a fit. */
  marketAds: number;
  /** 0..1: how much the price part is trusted (see confidenceLevelOf for the words). */
  confidence: number;
  /** Within this share of the fair price the price is "en línea con el mercado" (fairBandOf: ±8 %, wider for an uncertain estimate). */
  band: number;
  /** What the price is compared with ("Seat León de 2019-2021 con kilometraje parecido" in words). */
  peers: Peers;
  /** `peers` names close comparables ("similar ads"); false: the fit's price for one like it. */
  similar: boolean;
}

export interface ScoredAd {
  ad: RawAd;
  /** Integer 0..100. */
  finalScore: number;
  goodThings: string[];
  badThings: string[];
  /** The same points as codes and values (decision 031). */
  goodPoints: Point[];
  badPoints: Point[];
  parts: ScoreParts;
  priceReference: PriceReference | null;
  /** Distance from the search centre, when both are known. */
  distanceKm: number | null;
  /**
   * The customer's wishes (docs/scoring.md "Grouping"): 0 breaks none, 1 breaks exactly one, 2 more; 0 for a search
   * without preferences. Always set by scoreAd; optional only so that hand-built ScoredAds need not say it (read as 0).
   */
  wishGroup?: 0 | 1 | 2 | 3;
  /** Group 1: the bad point of the one wish broken ("Diésel: pides gasolina"); null otherwise. */
  brokenWish?: string | null;
  /** `brokenWish` as a code and values. */
  brokenPoint?: Point | null;
}

/** How a result keeps its points as codes (`search_results.points`): good, bad, and the one broken wish's index in `bad`. */
export type StoredPoints = { good: Point[]; bad: Point[]; broken: number | null };
