import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import type { CreationT } from './creation-messages';

/** The spec's limit toast with its 'Mejorar Plan' action (spec 000 section 8). */
export function showLimitToast(t: CreationT, maxSearches: number, onUpgrade: () => void) {
  toast.error(t('messages.limitReached', { count: maxSearches }), {
    id: 'search-limit',
    action: { label: t('messages.upgradePlan'), onClick: onUpgrade },
  });
}

/** A failed creation: a plan-limit message gets the crown and the upgrade action; anything else a ❌. */
export function showCreationError(t: CreationT, error: unknown, onUpgrade: () => void) {
  const message = error instanceof Error && error.message ? error.message : t('messages.creationFailed');
  if (error instanceof ApiError && error.code === 'LIMIT_REACHED') {
    toast.error(`👑 ${message}`, {
      id: 'search-limit',
      action: { label: t('messages.upgradePlan'), onClick: onUpgrade },
    });
    return;
  }
  toast.error(`❌ ${message}`);
}
