import { transactionsOn, type Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { HireMessagesRepository } from './hire-messages.repository.js';
import { hireMessagesRoutes } from './hire-messages.routes.js';
import { HireMessagesService, type HireMessagesDeps } from './hire-messages.service.js';

export type HireMessagesModuleDeps = { db: Executor } & Omit<HireMessagesDeps, 'repository' | 'transaction'>;

/** Messages between a hire's customer and expert, kept with the hire (the admin reads them in a dispute). */
export function createHireMessagesModule({ db, ...deps }: HireMessagesModuleDeps): Module<HireMessagesService> {
  const service = new HireMessagesService({ repository: new HireMessagesRepository(db), transaction: transactionsOn(db), ...deps });
  return { service, routes: bindRoutes(hireMessagesRoutes, { service }) };
}
