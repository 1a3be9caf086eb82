import type { Executor, Transact } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { SettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { SettingsService } from './settings.service.js';

export function createSettingsModule({ db, transaction }: { db: Executor; transaction: Transact }): Module<SettingsService> {
  const service = new SettingsService(new SettingsRepository(db), transaction);
  return { service, routes: bindRoutes(settingsRoutes, { settings: service }) };
}
