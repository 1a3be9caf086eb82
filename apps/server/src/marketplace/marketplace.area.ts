import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Executor, Transact } from '../db/client.js';
import type { ImageUploads } from '../http/image-upload.js';
import { PrivateFileStore } from '../integrations/file-store.js';
import { acceptImage } from '../integrations/image-processing.js';
import { createCatalogModule } from './catalog/catalog.module.js';
import { createExpertsModule, type ExpertsModuleDeps } from './experts/experts.module.js';
import { createHireEvidenceModule } from './hire-evidence/hire-evidence.module.js';
import { createHireMessagesModule } from './hire-messages/hire-messages.module.js';
import { createHireReadModels } from './hires/hire-read-models.js';
import { createHiresModule, type HiresModuleDeps } from './hires/hires.module.js';
import { createReviewsModule } from './reviews/reviews.module.js';
import { createServicesModule } from './services/services.module.js';

export type MarketplaceAreaDeps = {
  db: Executor;
  transaction: Transact;
  config: Config;
  log: FastifyBaseLogger;
  images: ImageUploads;
  /** Sessions, and making a user an expert. */
  users: ExpertsModuleDeps['auth'];
  provider: ExpertsModuleDeps['payments'] & HiresModuleDeps['payments'];
  /** The money a hire holds, pays out or refunds, and the wallet's paid hire checkouts (decision 030). */
  ledger: HiresModuleDeps['ledger'];
  wallet: HiresModuleDeps['wallet'];
  hireCheckouts: HiresModuleDeps['hireCheckouts'];
  /** A card-paid hire's refund goes on to the card (decision 037). */
  withdrawals: HiresModuleDeps['cards'];
  /** The search area's results, searches and ads, as the hires read them. */
  adResults: HiresModuleDeps['results'];
  rows: HiresModuleDeps['rows'];
  /** Hire notices to the customer and the expert. */
  alerts: HiresModuleDeps['alerts'];
};

/** The marketplace (docs/architecture.md, "Areas"): experts, their services and catalog, hires with messages, evidence and reviews. */
export function createMarketplaceArea({
  db,
  transaction,
  config,
  log,
  images,
  users,
  provider,
  ledger,
  wallet,
  hireCheckouts,
  withdrawals,
  adResults,
  rows,
  alerts,
}: MarketplaceAreaDeps) {
  const { publicUrl, COMMISSION_PERCENT: commissionPercent } = config;
  // What other modules and areas read of hires (every query of search_hires lives in marketplace/hires).
  const reads = createHireReadModels(db, rows);
  const catalog = createCatalogModule({ db, hires: reads.facts });
  const experts = createExpertsModule({
    db,
    transaction,
    images,
    auth: users,
    payments: provider,
    commissionPercent,
    publicUrl,
    log,
    record: reads.expertRecord,
    hires: reads.facts,
  });
  const services = createServicesModule({ db, images, reader: catalog.service });
  const hires = createHiresModule({
    db,
    rows,
    transaction,
    ledger,
    wallet,
    hireCheckouts,
    results: adResults,
    alerts,
    cards: withdrawals,
    payments: provider,
    commissionPercent,
    publicUrl,
    log,
  });
  const hireMessages = createHireMessagesModule({ db, hires: reads.summaries, alerts, log });
  const hireEvidence = createHireEvidenceModule({ db, hires: reads.summaries, store: new PrivateFileStore(config.evidenceDir), process: acceptImage });
  const reviews = createReviewsModule({ db, images, hires: reads.facts });
  return {
    routes: [catalog.routes, experts.routes, services.routes, hires.routes, hireMessages.routes, hireEvidence.routes, reviews.routes],
    reads,
    experts: experts.service,
    hires: hires.service,
    opening: hires.opening,
    accountErasure: experts.accountErasure,
    services: { hires: hires.service },
  };
}
