import { bindRoutes } from '../../http/module.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { ImageUploads } from '../../http/image-upload.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { AuthService } from '../../accounts/index.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';
import { ExpertAccountErasure } from './account-erasure.js';
import { ExpertsRepository } from './experts.repository.js';
import { expertsRoutes } from './experts.routes.js';
import { ExpertsService, type ExpertsDeps } from './experts.service.js';
import { PublicProfilesRepository } from './public-profiles.repository.js';

export type ExpertsModuleDeps = {
  db: Executor;
  transaction: Transact;
  images: ImageUploads;
  auth: Pick<AuthService, 'sessionFor' | 'makeExpert'>;
  payments: PaymentsProvider;
  commissionPercent: number;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  record: ExpertsDeps['record'];
  /** Which services a hire names: they outlive a deleted expert. */
  hires: Pick<HireFactsReadModel, 'hiredServiceIds'>;
};

export function createExpertsModule({ db, hires, ...deps }: ExpertsModuleDeps) {
  const service = new ExpertsService({ repository: new ExpertsRepository(db), profiles: new PublicProfilesRepository(db), ...deps });
  return { service, accountErasure: new ExpertAccountErasure(hires), routes: bindRoutes(expertsRoutes, { service }) };
}
