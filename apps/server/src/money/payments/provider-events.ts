import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/index.js';

/**
 * A payment provider's event applied once: the money area owns `webhook_events`; the wallet and the plans claim here,
 * the experts' onboarding events (marketplace) through the money area's face.
 */

/** Claims a payment provider's event id; false when it was applied before. Call inside the transaction that applies it. */
export async function claimProviderEvent(tx: Executor, eventId: string): Promise<boolean> {
  const rows = await tx.insert(webhookEvents).values({ id: eventId }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length === 1;
}

export async function isProviderEventClaimed(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId)).limit(1);
  return rows.length === 1;
}
