import { and, eq } from 'drizzle-orm';
import { isOpenHire } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { SearchRow } from '../../db/rows.js';
import { searches, searchHires } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth.js';
import { notFound } from '../../http/app-error.js';

/** 'expert': hired through an open hire; 'former-expert': the hire ended, so reading what they delivered only. */
export type SearchRelation = 'owner' | 'admin' | 'expert' | 'former-expert';

/** Everyone who may read a search; writes name their own, narrower lists. */
export const SEARCH_READERS: SearchRelation[] = ['owner', 'admin', 'expert', 'former-expert'];

/**
 * The one rule for reaching a search: its owner, the admin, or an expert through a hire of theirs (open, or
 * ended for reading only). Anyone else gets the same 404 as for a search that does not exist.
 */
export async function findAccessibleSearch(db: Executor, searchId: number, user: CurrentUser): Promise<{ search: SearchRow; relation: SearchRelation } | null> {
  const [search] = await db.select().from(searches).where(eq(searches.id, searchId)).limit(1);
  if (!search) return null;
  if (search.userId === user.id) return { search, relation: 'owner' };
  if (user.appRole === 'Admin') return { search, relation: 'admin' };
  if (user.appRole === 'Expert') {
    const hires = await db
      .select({ status: searchHires.status })
      .from(searchHires)
      .where(and(eq(searchHires.searchId, searchId), eq(searchHires.expertId, user.id)));
    // Open hires let the expert work on the search; one that ended lets them read what they delivered; an unpaid one, nothing.
    if (hires.some((hire) => isOpenHire(hire.status))) return { search, relation: 'expert' };
    if (hires.some((hire) => hire.status !== 'awaiting_payment')) return { search, relation: 'former-expert' };
  }
  return null;
}

export async function requireAccessibleSearch(db: Executor, searchId: number, user: CurrentUser, allowed: SearchRelation[] = SEARCH_READERS) {
  const found = await findAccessibleSearch(db, searchId, user);
  if (!found || !allowed.includes(found.relation)) throw notFound('Búsqueda no encontrada');
  return found;
}

/** SQL condition "this search belongs to the user", for list queries. */
export const ownedBy = (userId: number) => eq(searches.userId, userId);
