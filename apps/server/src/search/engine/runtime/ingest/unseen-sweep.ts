import { GONE_AFTER_DAYS } from '../catalog.js';
import type { AdStoreRepository } from './ad-store.repository.js';

/** How often a worker writes the 30-day rule at most (its poll tick is a few seconds): a result goes within this of day 30. */
export const UNSEEN_SWEEP_MS = 10 * 60_000;

/** The 30-day rule, written from the poll tick (AdStoreRepository.markUnseenGone): once per UNSEEN_SWEEP_MS per worker. */
export class UnseenSweep {
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: Pick<AdStoreRepository, 'markUnseenGone'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sweeps now, whenever it last ran. */
  async run(): Promise<number> {
    const now = this.now();
    this.lastAt = now.getTime();
    return this.store.markUnseenGone(new Date(now.getTime() - GONE_AFTER_DAYS * 86_400_000), now);
  }

  /** Sweeps when UNSEEN_SWEEP_MS has passed since the last sweep. */
  async due(): Promise<number> {
    return this.now().getTime() - this.lastAt < UNSEEN_SWEEP_MS ? 0 : this.run();
  }
}
