import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import type { AuthService } from '../users/auth.service.js';
import { PhoneRepository } from './phone.repository.js';
import { phoneRoutes } from './phone.routes.js';
import { PhoneService, type PhoneOptions, type PhoneOutboxPort } from './phone.service.js';

export type PhoneModuleDeps = {
  db: Executor;
  messages: PhoneOutboxPort;
  users: Pick<AuthService, 'verifyPhone'>;
  /** Keys the stored code hashes. */
  secret: string;
  options: PhoneOptions;
};

export function createPhoneModule({ db, messages, users, secret, options }: PhoneModuleDeps): Module<PhoneService> {
  const service = new PhoneService(new PhoneRepository(db), messages, users, secret, options);
  return { service, routes: bindRoutes(phoneRoutes, { phone: service }) };
}
