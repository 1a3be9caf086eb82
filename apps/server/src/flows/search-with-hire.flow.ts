import type { CreateSearchValues, SearchWithHireResponse } from '@ojeador/shared';
import type { Transact } from '../db/client.js';
import type { CurrentUser } from '../http/auth.js';
import type { HireOpening } from '../marketplace/index.js';
import type { SearchesService } from '../search/index.js';

export type SearchWithHireDeps = {
  transaction: Transact;
  searches: Pick<SearchesService, 'insertWithin' | 'afterCreate'>;
  hires: Pick<HireOpening, 'hireWithin' | 'afterHire'>;
};

/**
 * The creation flow's single call (`POST /api/Search/with-hire`), across two areas and read top to bottom: the search
 * and its parameters, then the hire, in one transaction; after the commit, the search's first run, then the hire's
 * notice to the expert or its checkout. Neither area knows the other: this flow does (docs/architecture.md, "Flows").
 */
export class SearchWithHireFlow {
  constructor(private readonly deps: SearchWithHireDeps) {}

  async create(user: CurrentUser, request: CreateSearchValues & { searchServiceId?: number | null }): Promise<SearchWithHireResponse> {
    const { searchServiceId, ...searchRequest } = request;
    const { searches, hires } = this.deps;
    const result = await this.deps.transaction(async (tx) => {
      const created = await searches.insertWithin(tx, user, searchRequest);
      if (!searchServiceId) return { created, opened: null };
      const search = { id: created.searchId, userId: user.id, categoryId: searchRequest.category, title: searchRequest.title };
      return { created, opened: await hires.hireWithin(tx, user, search, searchServiceId) };
    });
    const search = await searches.afterCreate(user, result.created);
    if (!result.opened) return { search, hireUrl: null };
    const { url } = await hires.afterHire(user, result.opened);
    return { search, hireUrl: url };
  }
}
