import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { HireEvidenceRepository } from './hire-evidence.repository.js';
import { hireEvidenceRoutes } from './hire-evidence.routes.js';
import { HireEvidenceService, type HireEvidenceDeps } from './hire-evidence.service.js';

export type HireEvidenceModuleDeps = { db: Executor } & Omit<HireEvidenceDeps, 'repository'>;

/** Photos and PDFs attached to a hire (the report, a dispute), read only by its parties and the administrator. */
export function createHireEvidenceModule({ db, ...deps }: HireEvidenceModuleDeps): Module<HireEvidenceService> {
  const service = new HireEvidenceService({ repository: new HireEvidenceRepository(db), ...deps });
  return { service, routes: bindRoutes(hireEvidenceRoutes, { service }) };
}
