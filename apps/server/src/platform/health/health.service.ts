import { sql } from 'drizzle-orm';
import type { NotReadyReason } from '@ojeador/shared';
import type { Database } from '../../db/client.js';
import { migrationsApplied } from '../../db/migration-state.js';

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

export type HealthDeps = {
  database: Pick<Database, 'db' | 'kind'>;
  /** Worker roles only (null on `ROLE=api`): whether the job queue runs. */
  queue: { running(): boolean } | null;
};

export class HealthService {
  private shuttingDown = false;

  constructor(private readonly deps: HealthDeps) {}

  /** Liveness: answers only when the database does (a failing query becomes the usual 500). */
  async check() {
    await this.deps.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: this.deps.database.kind };
  }

  /** From now on the process is not ready: a load balancer stops sending it traffic while it drains. */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  /** Whether the process can take traffic, or the first reason it cannot. */
  async readiness(): Promise<Readiness> {
    if (this.shuttingDown) return { ready: false, reason: 'shutting-down' };
    const { db } = this.deps.database;
    try {
      await db.execute(sql`select 1`);
    } catch {
      return { ready: false, reason: 'database' };
    }
    const migrated = await migrationsApplied(db).catch(() => false);
    if (!migrated) return { ready: false, reason: 'migrations' };
    if (this.deps.queue && !this.deps.queue.running()) return { ready: false, reason: 'queue' };
    return { ready: true };
  }
}
