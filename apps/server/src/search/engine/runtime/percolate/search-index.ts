import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { searchIndexEpoch, searchParameters, searches } from '../../../../db/schema/index.js';
import { openAccountAt } from '../../../../accounts/index.js';
import { compileQuery, type CompiledQuery } from '../../core/match.js';
import type { PreparedAd } from '../../core/prepared-ad.js';
import { searchQueryOf } from '../search-query.js';
import { tokenize, stem } from '../../core/text.js';

/** A search the index holds: what percolation needs to match an ad to it and to log and alert. */
export type IndexedSearch = { searchId: number; userId: number; title: string; startDate: Date; compiled: CompiledQuery };

/** Grid cell of the geographic index, in degrees (about 110 × 85 km in Spain). */
const CELL_DEGREES = 1;
/** Circles wider than this (or searches without a centre) are checked for every ad of the category. */
const MAX_GRID_RADIUS_KM = 300;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

/** The stems of an ad's title and description: a search's keyword can only be in the ad if its first stem is here. */
function stemsOf(prepared: PreparedAd): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(prepared.foldedTitle)) out.add(stem(word));
  for (const word of tokenize(prepared.foldedDescriptionTransient())) out.add(stem(word));
  return out;
}

type CategoryIndex = {
  /** Searches with keywords and no circle the grid can hold, by their first stem. */
  byStem: Map<string, IndexedSearch[]>;
  /** Searches with keywords in a circle: by grid cell, then by first stem (an ad is looked up in its own cell only). */
  byCellStem: Map<string, Map<string, IndexedSearch[]>>;
  /** Searches without keywords in a circle, by grid cell. */
  byCell: Map<string, IndexedSearch[]>;
  everywhere: IndexedSearch[];
};

/**
 * The active searches of the database, indexed for percolation (decision 029): a search with keywords under its first
 * keyword's first stem (containsPhrase can only find a phrase whose first stem is one of the ad's words), within each
 * grid cell its circle covers; a search without keywords under those cells; a search the grid cannot hold (no centre,
 * a very wide circle) under its stem alone or in the category's "everywhere" list. `candidates` answers a
 * superset of the searches an ad matches; matchesPrepared decides. The cost of an ad is its words plus its candidates,
 * not the number of stored searches.
 */
export class SearchIndex {
  private readonly categories = new Map<number, CategoryIndex>();
  size = 0;

  add(search: IndexedSearch): void {
    const { compiled } = search;
    let index = this.categories.get(compiled.categoryId);
    if (!index) this.categories.set(compiled.categoryId, (index = { byStem: new Map(), byCellStem: new Map(), byCell: new Map(), everywhere: [] }));
    this.size++;
    const firstStem = compiled.keywords[0]?.stems[0];
    const cells = cellsOf(compiled);
    if (firstStem !== undefined) {
      if (!cells) push(index.byStem, firstStem, search);
      for (const cell of cells ?? []) {
        let stems = index.byCellStem.get(cell);
        if (!stems) index.byCellStem.set(cell, (stems = new Map<string, IndexedSearch[]>()));
        push(stems, firstStem, search);
      }
    } else if (!cells) index.everywhere.push(search);
    else for (const cell of cells) push(index.byCell, cell, search);
  }

  /** The searches that may match the ad (each once). */
  candidates(prepared: PreparedAd): IndexedSearch[] {
    const index = this.categories.get(prepared.ad.category);
    if (!index) return [];
    const out: IndexedSearch[] = [...index.everywhere];
    const { latitude, longitude } = prepared.ad;
    const cell = latitude !== null && longitude !== null ? cellKey(latitude, longitude) : null;
    const cellStems = cell === null ? undefined : index.byCellStem.get(cell);
    if (index.byStem.size > 0 || cellStems) {
      for (const word of stemsOf(prepared)) {
        for (const search of index.byStem.get(word) ?? []) out.push(search);
        for (const search of cellStems?.get(word) ?? []) out.push(search);
      }
    }
    if (cell !== null) for (const search of index.byCell.get(cell) ?? []) out.push(search);
    return out;
  }
}

/** The grid cells a search's circle covers, or null when the grid cannot hold it (no centre, or wider than the grid's limit). */
function cellsOf(compiled: CompiledQuery): string[] | null {
  const { box, radiusKm } = compiled;
  if (!box || radiusKm === null || radiusKm > MAX_GRID_RADIUS_KM || box.minLon === null || box.maxLon === null) return null;
  const cells: string[] = [];
  for (let lat = Math.floor(box.minLat / CELL_DEGREES); lat <= Math.floor(box.maxLat / CELL_DEGREES); lat++) {
    for (let lon = Math.floor(box.minLon / CELL_DEGREES); lon <= Math.floor(box.maxLon / CELL_DEGREES); lon++) cells.push(`${lat}:${lon}`);
  }
  return cells;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Keeps this process's SearchIndex: rebuilt from the database when `search_index_epoch` moved (the database bumps it
 * on the writes that change what the index holds: migration 0018), so a poll with no search changes costs one read.
 */
export class SearchIndexCache {
  private cached: { epoch: number; index: SearchIndex } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async current(): Promise<SearchIndex> {
    const [row] = await this.db.select({ epoch: searchIndexEpoch.epoch }).from(searchIndexEpoch).where(eq(searchIndexEpoch.id, 1));
    const epoch = Number(row?.epoch ?? 0);
    if (this.cached?.epoch === epoch) return this.cached.index;
    const index = await this.build();
    this.cached = { epoch, index };
    return index;
  }

  /**
   * Active searches with parameters whose owner is active and that ran once (the first run answers from the store in
   * full). A search without parameters would match every ad: it waits for them.
   */
  private async build(): Promise<SearchIndex> {
    const rows = await this.db
      .select({ search: searches, parameters: searchParameters })
      .from(searches)
      .innerJoin(searchParameters, eq(searchParameters.searchId, searches.id))
      .where(and(eq(searches.isActive, true), isNotNull(searches.lastExecution), openAccountAt(searches.userId)));
    const index = new SearchIndex();
    const now = this.now();
    for (const { search, parameters } of rows) {
      index.add({
        searchId: search.id,
        userId: search.userId,
        title: search.title,
        startDate: search.startDate,
        compiled: compileQuery(searchQueryOf(search, parameters), now),
      });
    }
    return index;
  }
}
