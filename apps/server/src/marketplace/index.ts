/**
 * The marketplace's face (docs/architecture.md, "Areas"): the hires' read models other areas ask (who may read a
 * search, what an expert added, a hire's facts) and the opening of a hire the flows call. Types only.
 */
export type { ExpertAdsReadModel } from './hires/expert-ads.read-model.js';
export type { HireFactsReadModel } from './hires/hire-facts.read-model.js';
export type { HireOpening } from './hires/hire-opening.service.js';
export type { HireSummaryReadModel } from './hires/hire-summary.read-model.js';
export type { AdCard, SearchCard, SearchHeader, SearchRowsPort } from './hires/search-rows.port.js';
