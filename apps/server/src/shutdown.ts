import type { App } from './app.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';

/** How often keep-alive connections left idle by a finished response are closed while draining. */
const IDLE_SWEEP_MS = 100;
/** Left of the grace period for pg-boss to hand unfinished jobs back and for the database to close. */
const QUEUE_MARGIN_MS = 2_000;

export type ShutdownDeps = { app: App; queue: JobQueue; database: Database; graceSeconds: number };

/**
 * What SIGTERM/SIGINT do: readiness answers 503 at once; the listener closes (new connections are refused) while
 * requests in flight finish; the engine's ticks and the clocks stop once their current run ends; pg-boss lets running
 * jobs finish until shortly before the grace period ends and then fails the rest, which its retries hand to another
 * worker; the database closes and the process exits 0. Past the grace period it logs and exits 1.
 */
export function gracefulShutdown({ app, queue, database, graceSeconds }: ShutdownDeps): (signal: string) => Promise<void> {
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    const { ctx, log } = app;
    ctx.readiness.beginShutdown();
    log.info({ signal, graceSeconds }, 'shutting down');
    const deadline = Date.now() + graceSeconds * 1000;
    setTimeout(() => {
      log.error({ graceSeconds }, 'shutdown grace period ran out: exiting with work unfinished');
      process.exit(1);
    }, graceSeconds * 1000).unref();
    // Node's server.close() closes the connections idle at that moment only: a keep-alive connection whose response
    // finishes later would hold the close until its keep-alive timeout.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await Promise.all([
        app.close(),
        (async () => {
          for (const clock of ctx.clocks) clock.stop();
          await ctx.engine.stop();
        })(),
      ]);
      clearInterval(idleSweep);
      await queue.stop({ graceful: true, wait: true, timeout: Math.max(1_000, deadline - Date.now() - QUEUE_MARGIN_MS) });
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    log.info('shut down');
    process.exit(0);
  };
}
