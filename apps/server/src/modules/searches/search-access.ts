import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { SearchRow } from '../../db/rows.js';
import { searches, searchHires } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth.js';
import { notFound } from '../../http/app-error.js';

export type SearchRelation = 'owner' | 'admin' | 'expert';

/**
 * The one rule for reaching a search: its owner, the admin, or an expert through a hire of theirs.
 * Anyone else gets the same 404 as for a search that does not exist.
 */
export async function findAccessibleSearch(db: Executor, searchId: number, user: CurrentUser): Promise<{ search: SearchRow; relation: SearchRelation } | null> {
  const [search] = await db.select().from(searches).where(eq(searches.id, searchId)).limit(1);
  if (!search) return null;
  if (search.userId === user.id) return { search, relation: 'owner' };
  if (user.appRole === 'Admin') return { search, relation: 'admin' };
  if (user.appRole === 'Expert') {
    const [hire] = await db
      .select({ id: searchHires.id })
      .from(searchHires)
      .where(and(eq(searchHires.searchId, searchId), eq(searchHires.expertId, user.id)))
      .limit(1);
    if (hire) return { search, relation: 'expert' };
  }
  return null;
}

export async function requireAccessibleSearch(db: Executor, searchId: number, user: CurrentUser, allowed: SearchRelation[] = ['owner', 'admin', 'expert']) {
  const found = await findAccessibleSearch(db, searchId, user);
  if (!found || !allowed.includes(found.relation)) throw notFound('Búsqueda no encontrada');
  return found;
}

/** SQL condition "this search belongs to the user", for list queries. */
export const ownedBy = (userId: number) => eq(searches.userId, userId);
