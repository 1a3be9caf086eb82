import { eq } from 'drizzle-orm';
import type { Executor } from './client.js';
import { webhookEvents } from './schema/index.js';

/** Claims a payment provider's event id; false when it was applied before. Call inside the transaction that applies it. */
export async function claimProviderEvent(tx: Executor, eventId: string): Promise<boolean> {
  const rows = await tx.insert(webhookEvents).values({ id: eventId }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length === 1;
}

export async function isProviderEventClaimed(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId)).limit(1);
  return rows.length === 1;
}
