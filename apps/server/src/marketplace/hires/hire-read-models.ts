import type { Executor } from '../../db/client.js';
import { ExpertAdsReadModel } from './expert-ads.read-model.js';
import { ExpertRecordReadModel } from './expert-record.read-model.js';
import { HireFactsReadModel } from './hire-facts.read-model.js';
import { HireSummaryReadModel } from './hire-summary.read-model.js';
import type { SearchRowsPort } from './search-rows.port.js';

/**
 * What other modules read of hires, built by the hires module itself (every query of search_hires lives here): the
 * composition root hands each reader the one it needs and builds none of them.
 */
export function createHireReadModels(db: Executor, rows: SearchRowsPort) {
  return {
    facts: new HireFactsReadModel(db),
    summaries: new HireSummaryReadModel(db, rows),
    expertRecord: new ExpertRecordReadModel(db, rows),
    expertAds: new ExpertAdsReadModel(),
  };
}
