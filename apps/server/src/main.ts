import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { recordServerPid } from './db/server-pid.js';
import { POLL_TICK_MS } from './search/engine/engine.js';
import { seedReferenceData } from './db/seed.js';
import { startJobQueue } from './jobs/job-queue.js';
import { gracefulShutdown } from './shutdown.js';
import { startMetricsListener } from './platform/metrics/metrics-routes.js';

const config = loadConfig();
mkdirSync(config.uploadsDir, { recursive: true });
// The embedded database has one process: db:backup and db:restore refuse to run while this one lives.
if (!config.DATABASE_URL) recordServerPid(config.dataDir);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await seedReferenceData(database.db);
const runsWorker = config.ROLE !== 'api';
const queue = await startJobQueue(database, { supervise: runsWorker });
const app = await buildApp({ config, database, queue });
// Production on the offline payments (ALLOW_LOCAL_PAYMENTS=true) gives money and plans away: say so loudly, in every role.
const LOCAL_PAYMENTS_SHOUT =
  '¡ATENCIÓN! PAGOS LOCALES EN PRODUCCIÓN (ALLOW_LOCAL_PAYMENTS=true): cualquiera recarga saldo y obtiene planes sin pagar. Solo para una demo; con dinero real usa PAYMENTS_PROVIDER=stripe';
if (config.localPaymentsDemo) app.log.warn({ paymentsProvider: 'local', allowLocalPayments: true }, LOCAL_PAYMENTS_SHOUT);

// Before ready: hooks cannot be added to a started app.
if (config.METRICS_PORT) {
  const metricsListener = await startMetricsListener(app.ctx.metrics, config.METRICS_PORT);
  app.addHook('onClose', () => metricsListener.close());
  app.log.info({ port: config.METRICS_PORT }, 'metrics served on 127.0.0.1');
}

if (runsWorker) {
  await app.ctx.messages.registerWorker();
  // A scheduler tick set shorter than the poll tick (tests, demos) shortens the poll tick too.
  await app.ctx.engine.startWorker({ schedulerIntervalMs: config.SCHEDULER_INTERVAL_MS, pollTickMs: Math.min(POLL_TICK_MS, config.SCHEDULER_INTERVAL_MS) });
  for (const clock of app.ctx.clocks) await clock.start();
  app.log.info({ feed: app.ctx.engine.feedLocations() }, 'worker started');
}
if (config.ROLE !== 'worker') {
  await app.listen({ port: config.PORT, host: config.host });
  if (config.localPaymentsDemo) app.log.warn(`${startupLine(config.host, config.PORT)}. ${LOCAL_PAYMENTS_SHOUT}`);
  else app.log.info(startupLine(config.host, config.PORT));
} else {
  await app.ready();
}

const shutdown = gracefulShutdown({ app, queue, database, graceSeconds: config.SHUTDOWN_GRACE_SECONDS });
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Where the server listens and what to open; a development instance says it is reachable from this machine only. */
function startupLine(host: string, port: number): string {
  const local = host === '127.0.0.1' || host === 'localhost' || host === '::1';
  const url = `http://${local || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  return local
    ? `Ojeador escuchando en http://${host}:${port} (solo esta máquina; HOST=0.0.0.0 para abrirlo a la red). Abre ${url}`
    : `Ojeador escuchando en ${host}:${port} (abierto a la red). Abre ${url}`;
}
