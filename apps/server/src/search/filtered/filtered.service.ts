import { FILTERED_MESSAGES, RESULT_MESSAGES, type FilteredEntry } from '@ojeador/shared';
import { conflict, notFound } from '../../http/app-error.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import type { FilteredRepository, FilteredRow } from './filtered.repository.js';

/** The administrator's filtered list (the routes admit the admin only). */
export class FilteredService {
  constructor(
    private readonly repository: FilteredRepository,
    private readonly ads: Pick<AdResultReadModel, 'inSearch'>,
  ) {}

  /** The search's entries, newest first, each with the ad as a result of that search. */
  async list(searchId: number, viewerId: number): Promise<FilteredEntry[]> {
    if (!(await this.repository.searchExists(searchId))) throw notFound(RESULT_MESSAGES.searchNotFound);
    return this.toEntries(searchId, await this.repository.list(searchId), viewerId);
  }

  /** Adds an ad of the search's results: 404 for an unknown search or an ad not among its results, 409 when already listed. */
  async add(searchId: number, adId: number, notes: string, createdBy: number): Promise<FilteredEntry> {
    if (!(await this.repository.searchExists(searchId))) throw notFound(RESULT_MESSAGES.searchNotFound);
    if (!(await this.repository.isInResults(searchId, adId))) throw notFound(FILTERED_MESSAGES.notInResults);
    const id = await this.repository.insert({ searchId, adId, notes, createdBy });
    const row = id === null ? null : await this.repository.find(id);
    if (!row) throw conflict(FILTERED_MESSAGES.duplicate);
    const [entry] = await this.toEntries(searchId, [row], createdBy);
    if (!entry) throw new Error(`filtered entry ${row.id} lost its ad ${adId}`);
    return entry;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.remove(id))) throw notFound(FILTERED_MESSAGES.notFound);
  }

  private async toEntries(searchId: number, rows: FilteredRow[], viewerId: number): Promise<FilteredEntry[]> {
    const ads = await this.ads.inSearch(
      searchId,
      rows.map((row) => row.adId),
      viewerId,
    );
    return rows.flatMap((row) => {
      const ad = ads.get(row.adId);
      return ad ? [{ id: row.id, searchId: row.searchId, ad, notes: row.notes, createdAt: row.createdAt.toISOString() }] : [];
    });
  }
}
