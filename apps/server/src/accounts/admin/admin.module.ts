import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService, type AdminUsersDeps } from './admin-users.service.js';
import { adminRoutes } from './admin.routes.js';

export type AdminModuleDeps = { db: Executor } & Omit<AdminUsersDeps, 'repository'>;

/** The administrator's user management: GET /api/User/all, PUT /api/User/{id}/block, DELETE /api/User/{id}, GET /api/User/{id}/money. */
export function createAdminModule({ db, ...deps }: AdminModuleDeps): Module<AdminUsersService> {
  const service = new AdminUsersService({ repository: new AdminUsersRepository(db), ...deps });
  return { service, routes: bindRoutes(adminRoutes, { users: service }) };
}
