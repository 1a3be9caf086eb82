import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../module.js';
import { HireDisputes } from './hire-disputes.js';
import { HiresRepository } from './hires.repository.js';
import { hiresRoutes } from './hires.routes.js';
import { HiresService, type HiresDeps } from './hires.service.js';

export type HiresModuleDeps = { db: Executor } & Omit<HiresDeps, 'repository'>;

export function createHiresModule({ db, ...deps }: HiresModuleDeps): Module<HiresService> {
  const repository = new HiresRepository(db);
  const hires = new HiresService({ repository, ...deps });
  return { service: hires, routes: bindRoutes(hiresRoutes, { hires, disputes: new HireDisputes(repository) }) };
}
