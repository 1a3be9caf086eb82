import type { Executor } from '../../db/client.js';
import { ExpertAdsReadModel } from './expert-ads.read-model.js';
import { ExpertRecordReadModel } from './expert-record.read-model.js';
import { HireFactsReadModel } from './hire-facts.read-model.js';
import { HireSummaryReadModel } from './hire-summary.read-model.js';
import { SearchAccessReadModel } from './search-access.read-model.js';

/**
 * What other modules read of hires, built by the hires module itself (every query of search_hires lives here): the
 * composition root hands each reader the one it needs and builds none of them.
 */
export function createHireReadModels(db: Executor) {
  return {
    facts: new HireFactsReadModel(db),
    searchAccess: new SearchAccessReadModel(db),
    summaries: new HireSummaryReadModel(db),
    expertRecord: new ExpertRecordReadModel(db),
    expertAds: new ExpertAdsReadModel(),
  };
}
