import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FilteredEntry } from '@ojeador/shared';
import type { Db } from '../../db/client.js';
import { ads, categories, filteredResults, platforms, searches, searchResults } from '../../db/schema/index.js';
import { adFields, toAdResult } from '../results/results.repository.js';

export type AddFilteredOutcome = { entry: FilteredEntry } | { error: 'search-not-found' | 'not-in-results' | 'duplicate' };

/** The administrator's filtered list of a search's results (admin-only calls: not scoped to an owner). */
export class FilteredRepository {
  constructor(private readonly db: Db) {}

  async searchExists(searchId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: searches.id }).from(searches).where(eq(searches.id, searchId)).limit(1);
    return Boolean(row);
  }

  /** The search's entries, newest first, each with the ad as a result of that search. */
  async list(searchId: number, viewerId: number): Promise<FilteredEntry[]> {
    return this.select(eq(filteredResults.searchId, searchId), viewerId);
  }

  async add(searchId: number, adId: number, notes: string, createdBy: number): Promise<AddFilteredOutcome> {
    if (!(await this.searchExists(searchId))) return { error: 'search-not-found' };
    const [result] = await this.db
      .select({ id: searchResults.id })
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), eq(searchResults.adId, adId)))
      .limit(1);
    if (!result) return { error: 'not-in-results' };
    const [inserted] = await this.db
      .insert(filteredResults)
      .values({ searchId, adId, notes, createdBy })
      .onConflictDoNothing()
      .returning({ id: filteredResults.id });
    if (!inserted) return { error: 'duplicate' };
    const [entry] = await this.select(eq(filteredResults.id, inserted.id), createdBy);
    return { entry };
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db.delete(filteredResults).where(eq(filteredResults.id, id)).returning({ id: filteredResults.id });
    return rows.length === 1;
  }

  private async select(where: SQL, viewerId: number): Promise<FilteredEntry[]> {
    const rows = await this.db
      .select({ ...adFields(viewerId), entry: filteredResults, result: searchResults })
      .from(filteredResults)
      .innerJoin(ads, eq(ads.id, filteredResults.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .leftJoin(searchResults, and(eq(searchResults.searchId, filteredResults.searchId), eq(searchResults.adId, filteredResults.adId)))
      .where(where)
      .orderBy(desc(filteredResults.createdAt), desc(filteredResults.id));
    return rows.map((row) => ({
      id: row.entry.id,
      searchId: row.entry.searchId,
      ad: toAdResult(row, row.result),
      notes: row.entry.notes,
      createdAt: row.entry.createdAt.toISOString(),
    }));
  }
}
