import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { filteredResults, searches, searchResults } from '../../db/schema/index.js';

export type FilteredRow = typeof filteredResults.$inferSelect;

/** The administrator's filtered list of a search's results (admin-only calls: not scoped to an owner). */
export class FilteredRepository {
  constructor(private readonly db: Executor) {}

  async searchExists(searchId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: searches.id }).from(searches).where(eq(searches.id, searchId)).limit(1);
    return Boolean(row);
  }

  async isInResults(searchId: number, adId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: searchResults.id })
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), eq(searchResults.adId, adId)))
      .limit(1);
    return Boolean(row);
  }

  /** The search's entries, newest first. */
  list(searchId: number): Promise<FilteredRow[]> {
    return this.select(eq(filteredResults.searchId, searchId));
  }

  async find(id: number): Promise<FilteredRow | null> {
    const [row] = await this.select(eq(filteredResults.id, id));
    return row ?? null;
  }

  /** The new entry's id, or null when the ad is already on the search's list. */
  async insert(values: { searchId: number; adId: number; notes: string; createdBy: number }): Promise<number | null> {
    const [inserted] = await this.db.insert(filteredResults).values(values).onConflictDoNothing().returning({ id: filteredResults.id });
    return inserted?.id ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db.delete(filteredResults).where(eq(filteredResults.id, id)).returning({ id: filteredResults.id });
    return rows.length === 1;
  }

  private select(where: SQL): Promise<FilteredRow[]> {
    return this.db.select().from(filteredResults).where(where).orderBy(desc(filteredResults.createdAt), desc(filteredResults.id));
  }
}
