import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export class HealthService {
  constructor(private readonly database: Pick<Database, 'db' | 'kind'>) {}

  /** Answers only when the database does (a failing query becomes the usual 500). */
  async check() {
    await this.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: this.database.kind };
  }
}
