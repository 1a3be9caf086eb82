import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { serverDescription } from './server-description';

export const UPGRADE_ROUTE = '/suscripciones';

/** The server's message when it refused for the plan's limit (code LIMIT_REACHED), else null. */
export function planLimitMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'LIMIT_REACHED' ? error.serverMessage : null;
}

/**
 * Shows a failed change: a plan-limit answer as '👑 {server message}' with the upgrade action (the caller's label, 'Mejorar Plan'),
 * anything else as the given '❌ ...' text with the server's message (when it sent one) underneath.
 */
export function toastChangeError(error: unknown, fallback: string, upgrade: () => void, upgradeLabel: string): void {
  const limit = planLimitMessage(error);
  if (limit) {
    toast.error(`👑 ${limit}`, { action: { label: upgradeLabel, onClick: upgrade } });
    return;
  }
  toast.error(fallback, { description: serverDescription(error) });
}
