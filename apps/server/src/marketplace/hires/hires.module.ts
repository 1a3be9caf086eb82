import type { Executor } from '../../db/client.js';
import type { HireCheckoutEvents } from '../../money/index.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { HireDisputes } from './hire-disputes.js';
import { HireJournal, type HireAlertsPort } from './hire-journal.js';
import { HireOpening, type HireOpeningDeps } from './hire-opening.service.js';
import { HireReading } from './hire-reading.js';
import { HireSummaryReadModel } from './hire-summary.read-model.js';
import { HiresRepository } from './hires.repository.js';
import { hiresRoutes } from './hires.routes.js';
import { HiresService, type HiresDeps } from './hires.service.js';
import type { SearchRowsPort } from './search-rows.port.js';

export type HiresModuleDeps = { db: Executor; rows: SearchRowsPort; alerts: HireAlertsPort; hireCheckouts: Pick<HireCheckoutEvents, 'subscribe'> } & Omit<
  HiresDeps,
  'repository' | 'journal' | 'ledger'
> &
  Pick<HireOpeningDeps, 'wallet' | 'results'> & { ledger: HiresDeps['ledger'] & HireOpeningDeps['ledger'] };

/** Hires: opened (and paid for) by HireOpening, moved along the state machine by HiresService. */
export function createHiresModule({ db, rows, alerts, hireCheckouts, wallet, ...deps }: HiresModuleDeps): Module<HiresService> & { opening: HireOpening } {
  const repository = new HiresRepository(db, rows);
  const now = deps.now ?? (() => new Date());
  const journal = new HireJournal({ repository, alerts, log: deps.log, now });
  const hires = new HiresService({ repository, journal, ...deps });
  const opening = new HireOpening({
    repository,
    transaction: deps.transaction,
    ledger: deps.ledger,
    wallet,
    journal,
    results: deps.results,
    now,
  });
  hireCheckouts.subscribe(opening);
  return {
    service: hires,
    opening,
    routes: bindRoutes(hiresRoutes, {
      hires,
      opening,
      disputes: new HireDisputes(repository),
      reading: new HireReading(repository, new HireSummaryReadModel(db, rows)),
    }),
  };
}
