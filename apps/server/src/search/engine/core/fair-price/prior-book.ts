import { CategoryPrior } from './category-prior.js';
import { FitBook, vehicleHash } from './fit-book.js';
import type { VehicleItem } from './vehicle-design.js';

/** Priors kept across runs and polls, by category: recomputed when a tenth of the category's ads changed (fit-book.ts). */
const priors = new FitBook<CategoryPrior>();

/** How many category priors the process has computed (tests read it). */
export const priorsComputed = (): number => priors.fitted;

/**
 * A market's category priors (docs/scoring.md, "Thin markets borrow strength"): one hash per vehicle ad of each
 * category, kept as the ads are indexed, so asking for a category's prior costs a sort of its hashes, not a pass over
 * its ads' factors; asked once per category while its ads are unchanged.
 */
export class CategoryPriors {
  private readonly hashes = new Map<string, number[]>();
  private readonly asked = new Map<string, CategoryPrior | null>();
  private readonly used = new Map<string, CategoryPrior | null>();

  add(category: string, item: VehicleItem): void {
    const list = this.hashes.get(category);
    if (list) list.push(vehicleHash(item));
    else this.hashes.set(category, [vehicleHash(item)]);
    this.asked.delete(category);
  }

  /** The category's prior; `groups`: the market's ads by group key, its models' among them (homes have a wideKey). */
  get(category: string, groups: ReadonlyMap<string, readonly (VehicleItem & { wideKey: string })[]>): CategoryPrior | null {
    const known = this.asked.get(category);
    if (known !== undefined) return known;
    const models = () => [...groups].filter(([key, list]) => categoryOf(key) === category && !list[0].wideKey).map(([, list]) => list);
    const prior = priors.get(category, Int32Array.from(this.hashes.get(category) ?? []), () => CategoryPrior.fit(models()));
    this.asked.set(category, prior);
    return prior;
  }

  /** Whether the category's prior is not the one last reported for it (the market's groups priced with it are stale). */
  changed(category: string, prior: CategoryPrior | null): boolean {
    const before = this.used.get(category);
    this.used.set(category, prior);
    return before !== undefined && before !== prior;
  }
}

/** The category part of a vehicle group's key ("1|seat leon" → "1"). */
export const categoryOf = (key: string): string => key.slice(0, key.indexOf('|'));
