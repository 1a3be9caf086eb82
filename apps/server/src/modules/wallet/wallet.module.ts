import type { Executor, Transact } from '../../db/client.js';
import { bindRoutes, type Module } from '../module.js';
import { WalletRepository } from './wallet.repository.js';
import { walletRoutes } from './wallet.routes.js';
import { WalletService, type WalletDeps } from './wallet.service.js';

export type WalletModuleDeps = { db: Executor; transaction: Transact } & Omit<WalletDeps, 'repository' | 'transaction'>;

export function createWalletModule({ db, ...deps }: WalletModuleDeps): Module<WalletService> {
  const wallet = new WalletService({ repository: new WalletRepository(db), ...deps });
  return { service: wallet, routes: bindRoutes(walletRoutes, { wallet }) };
}
