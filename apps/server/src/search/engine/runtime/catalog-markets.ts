import type { CategoryId } from '../core/types.js';
import type { AdCatalog } from './catalog.js';
import { Market } from '../core/market.js';

const HOUR_MS = 3_600_000;

/**
 * The market of each category's live ads, as polls and runs price them (percolator.ts, pipeline.ts), kept while the
 * catalog is unchanged: the ad page's price context is read from it, so the chart and the stored price point are one
 * price story (docs/scoring.md, "Fair price"). Rebuilt when the catalog changes or the hour turns (ads age out).
 */
export class CatalogMarkets {
  private readonly markets = new Map<CategoryId, { key: string; market: Market }>();

  constructor(
    private readonly catalog: Pick<AdCatalog, 'prepared' | 'version'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  of(category: CategoryId): Market {
    const key = `${this.catalog.version}:${Math.floor(this.now().getTime() / HOUR_MS)}`;
    const cached = this.markets.get(category);
    if (cached?.key === key) return cached.market;
    const market = new Market(this.catalog.prepared(category));
    this.markets.set(category, { key, market });
    return market;
  }
}
