import { bindRoutes } from '../module.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { FileStore } from '../../integrations/file-store.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { AuthService } from '../users/auth.service.js';
import { ExpertsRepository } from './experts.repository.js';
import { expertsRoutes } from './experts.routes.js';
import { ExpertsService } from './experts.service.js';

export type ExpertsModuleDeps = {
  db: Executor;
  transaction: Transact;
  files: FileStore;
  auth: Pick<AuthService, 'sessionFor'>;
  payments: PaymentsProvider;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

export function createExpertsModule({ db, ...deps }: ExpertsModuleDeps) {
  const service = new ExpertsService({ repository: new ExpertsRepository(db), ...deps });
  return { service, routes: bindRoutes(expertsRoutes, { service }) };
}
