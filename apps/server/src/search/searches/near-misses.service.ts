import {
  NEAR_MISS_CRITERIA,
  NEAR_MISS_MESSAGES,
  nearMissBasis,
  preferencesForCategory,
  SEARCH_MESSAGES,
  type NearMissCriterion,
  type NearMissesResponse,
  type NearMissSuggestion,
  type SearchPreferences,
  type WidenSearchResponse,
} from '@ojeador/shared';
import type { Transact } from '../../db/client.js';
import type { SearchRow } from '../../db/rows.js';
import type { EnginePort } from '../engine/engine-port.js';
import { conflict, searchInactive } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { NearMissesRepository } from './near-misses.repository.js';
import { SEARCH_READERS } from './search-access.js';
import type { ParametersRow, ParametersValues, SearchesRepository } from './searches.repository.js';
import { readPreferences } from './search-rows.js';

/** Radius, price, keyword, limit: runs stored before the near misses were ordered kept the largest count first. */
const inWideningOrder = (suggestions: NearMissSuggestion[]) =>
  [...suggestions].sort((a, b) => NEAR_MISS_CRITERIA.indexOf(a.criterion) - NEAR_MISS_CRITERIA.indexOf(b.criterion));

const basisOf = (search: SearchRow, parameters: ParametersRow | null) =>
  nearMissBasis({ categoryId: search.categoryId, description: search.description, parameters });

/** The parameter change a suggestion applies. */
function changeOf(suggestion: NearMissSuggestion, search: SearchRow, parameters: ParametersRow): Partial<ParametersValues> {
  switch (suggestion.criterion) {
    case 'radius':
      return { locationRangeKm: suggestion.toKm };
    case 'price':
      return { maxPrice: suggestion.toPrice };
    case 'keyword':
      return { keywords: suggestion.keywords };
    case 'limit': {
      const current: SearchPreferences = parameters.preferences
        ? preferencesForCategory(parameters.preferences, search.categoryId)
        : readPreferences(search.categoryId, parameters);
      const preferences: Record<string, unknown> = { ...current };
      if (suggestion.to === null) delete preferences[suggestion.limit];
      else preferences[suggestion.limit] = suggestion.to;
      return { preferences };
    }
  }
}

/**
 * "Hay 34 anuncios a menos de 150 km: ampliar radio": reads the near misses the latest run
 * counted, and applies one in a click. Suggestions hold only for the parameters they were counted for.
 */
export class NearMissesService {
  constructor(
    private readonly repository: NearMissesRepository,
    private readonly searches: Pick<SearchesRepository, 'accessible'>,
    private readonly transaction: Transact,
    private readonly engine: Pick<EnginePort, 'queueRun'>,
  ) {}

  /** Owner, admin or hired expert. No suggestions while the parameters differ from the counting run's. */
  async get(user: CurrentUser, searchId: number): Promise<NearMissesResponse> {
    const { search } = await this.searches.accessible(searchId, user, SEARCH_READERS);
    const [latest, parameters] = await Promise.all([this.repository.latest(searchId), this.repository.findParameters(searchId)]);
    if (!latest) return { runFinishedAt: null, suggestions: [] };
    const current = latest.nearMisses.basis === basisOf(search, parameters);
    return { runFinishedAt: latest.finishedAt?.toISOString() ?? null, suggestions: current ? inWideningOrder(latest.nearMisses.suggestions) : [] };
  }

  /**
   * Owner or admin: applies the suggestion for `criterion` to the parameters in one transaction, then
   * queues a run as "Buscar ahora" does. 409 when the parameters changed since the counting run or it
   * has no suggestion for that criterion. Not held by the run-now cooldown: each widening needs a fresh run's suggestion.
   */
  async widen(user: CurrentUser, searchId: number, criterion: NearMissCriterion): Promise<WidenSearchResponse> {
    const applied = await this.transaction(async (tx) => {
      const { search } = await this.searches.accessible(searchId, user, ['owner', 'admin'], tx);
      if (!search.isActive) throw searchInactive(SEARCH_MESSAGES.runInactive);
      const parameters = await this.repository.lockParameters(searchId, tx);
      const latest = await this.repository.latest(searchId, tx);
      if (!parameters || !latest || latest.nearMisses.basis !== basisOf(search, parameters)) throw conflict(NEAR_MISS_MESSAGES.stale);
      const suggestion = latest.nearMisses.suggestions.find((s) => s.criterion === criterion);
      if (!suggestion) throw conflict(NEAR_MISS_MESSAGES.noSuggestion);
      await this.repository.updateParameters(searchId, changeOf(suggestion, search, parameters), tx);
      return suggestion;
    });
    await this.engine.queueRun(searchId, 'manual');
    return { queued: true, applied };
  }
}
