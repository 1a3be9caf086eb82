import type { Executor, Transact } from '../../db/client.js';
import { noRoutes, type Module } from '../../http/module.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';

/** The ledger has no calls of its own: the balance is answered by the wallet module. */
export function createLedgerModule({
  db,
  transaction,
  metrics,
}: {
  db: Executor;
  transaction: Transact;
  metrics?: ConstructorParameters<typeof LedgerService>[2];
}): Module<LedgerService> {
  return { service: new LedgerService(new LedgerRepository(db), transaction, metrics), routes: noRoutes };
}
