import type { Executor } from '../../db/client.js';
import type { SearchAccessReadModel, SearchRelation } from './search-access.read-model.js';
import type { CurrentUser } from '../../http/auth.js';
import { notFound } from '../../http/app-error.js';

export type { SearchRelation };

/** Everyone who may read a search; writes name their own, narrower lists. */
export const SEARCH_READERS: SearchRelation[] = ['owner', 'admin', 'expert', 'former-expert'];
/** Who may change a search (the hired expert only reads it). */
export const SEARCH_EDITORS: SearchRelation[] = ['owner', 'admin'];

/** The search if the user reaches it with one of `allowed` relations (the hires module's rule), else the same 404 as a missing search. */
export async function requireAccessibleSearch(
  access: Pick<SearchAccessReadModel, 'find'>,
  searchId: number,
  user: CurrentUser,
  allowed: SearchRelation[] = SEARCH_READERS,
  tx?: Executor,
) {
  const found = await access.find(searchId, user, tx);
  if (!found || !allowed.includes(found.relation)) throw notFound('Búsqueda no encontrada');
  return found;
}
