import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { searchParameters, searches } from '../../../../db/schema/index.js';
import { haversineKm } from '../../core/geo.js';
import type { AdStoreRepository } from '../ingest/ad-store.repository.js';
import { adKeyOf, contentHashOf } from '../ingest/content-hash.js';
import type { Poller } from '../ingest/ingest.js';
import type { PollLocation } from '../ingest/source-polls.repository.js';
import type { CategoryId, RawAd, SearchQuery } from '../../core/types.js';
import type { PagedSource } from './wallapop.js';
import { openAccountAt } from '../../../../accounts/index.js';

/** Search centres are grouped by grid cells of this many degrees; one coarse query covers every circle of a cell. */
const AREA_CELL_DEGREES = 1;
const MAX_AREA_RADIUS_KM = 600;
/** The coarse queries are recomputed from the active searches at most this often. */
const AREAS_TTL_MS = 15_000;

export type AreaQuery = { categoryId: CategoryId; latitude: number | null; longitude: number | null; radiusKm: number | null };
type Circle = { categoryId: CategoryId; latitude: number | null; longitude: number | null; radiusKm: number | null };

/**
 * The coarse queries that cover every circle (decision 029): per category, the circles whose centres share a grid
 * cell merge into one circle around the cell's centre wide enough to hold them all; searches without a centre make
 * one nationwide query. Twenty searches in one city are one query.
 */
export function coarseQueries(circles: readonly Circle[]): PollLocation[] {
  const areas = new Map<string, AreaQuery>();
  for (const circle of circles) {
    if (circle.latitude === null || circle.longitude === null || circle.radiusKm === null) {
      areas.set(`wallapop:${circle.categoryId}:all`, { categoryId: circle.categoryId, latitude: null, longitude: null, radiusKm: null });
      continue;
    }
    const lat = Math.floor(circle.latitude / AREA_CELL_DEGREES);
    const lon = Math.floor(circle.longitude / AREA_CELL_DEGREES);
    const key = `wallapop:${circle.categoryId}:${lat}:${lon}`;
    const centre = { latitude: (lat + 0.5) * AREA_CELL_DEGREES, longitude: (lon + 0.5) * AREA_CELL_DEGREES };
    const needed = Math.ceil(haversineKm(centre.latitude, centre.longitude, circle.latitude, circle.longitude) + circle.radiusKm);
    const area = areas.get(key);
    const radiusKm = Math.min(MAX_AREA_RADIUS_KM, Math.max(needed, area?.radiusKm ?? 0));
    areas.set(key, { categoryId: circle.categoryId, ...centre, radiusKm });
  }
  return [...areas.entries()].map(([location, query]) => ({ location, source: 'wallapop', query }));
}

const queryOf = (area: AreaQuery): SearchQuery => ({
  categoryId: area.categoryId,
  keywords: '',
  userSearch: '',
  latitude: area.latitude,
  longitude: area.longitude,
  radiusKm: area.radiusKm,
  minPrice: null,
  maxPrice: null,
  strictMatchOnly: false,
});

/**
 * Wallapop polled by coarse queries, never once per search: newest first, stopping after the first page whose ads
 * the store already has unchanged. Its politeness (interval, back-off, circuit breaker) is the source's own.
 */
export function wallapopPoller(deps: { db: Executor; source: PagedSource; store: AdStoreRepository }) {
  let cached: { at: number; locations: PollLocation[] } | null = null;
  const poller: Poller = {
    async read(row, signal) {
      const area = row.query as AreaQuery | null;
      if (!area) return { status: 'unchanged' };
      const candidates: { ad: RawAd; hash: string }[] = [];
      const stopAfterPage = async (page: RawAd[]) => {
        if (page.length === 0) return true;
        const known = await deps.store.knownByKey(page);
        return page.every((ad) => known.get(adKeyOf(ad))?.contentHash === contentHashOf(ad));
      };
      for await (const ad of deps.source.search(queryOf(area), signal, { stopAfterPage })) candidates.push({ ad, hash: contentHashOf(ad) });
      return { status: 'read', candidates, present: null, bad: 0 };
    },
  };
  return {
    poller,
    async locations(): Promise<PollLocation[]> {
      if (cached && Date.now() - cached.at < AREAS_TTL_MS) return cached.locations;
      const rows = await deps.db
        .select({
          categoryId: searches.categoryId,
          latitude: searchParameters.latitude,
          longitude: searchParameters.longitude,
          radiusKm: searchParameters.locationRangeKm,
        })
        .from(searches)
        // A search without parameters does not run: it needs no area.
        .innerJoin(searchParameters, eq(searchParameters.searchId, searches.id))
        .where(and(eq(searches.isActive, true), openAccountAt(searches.userId)));
      const locations = coarseQueries(
        rows.map((r) => ({
          ...r,
          categoryId: r.categoryId as CategoryId,
          latitude: r.latitude ?? null,
          longitude: r.longitude ?? null,
          radiusKm: r.radiusKm ?? null,
        })),
      );
      cached = { at: Date.now(), locations };
      return locations;
    },
  };
}
