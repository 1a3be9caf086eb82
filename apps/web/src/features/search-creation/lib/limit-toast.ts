import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { ApiError } from '@/lib/api-client';
import { CREATION_MESSAGES } from './creation-messages';

/** The spec's limit toast with its 'Mejorar Plan' action (spec 000 section 8). */
export function showLimitToast(maxSearches: number, onUpgrade: () => void) {
  toast.error(MESSAGES.limitReachedClient(maxSearches), {
    id: 'search-limit',
    action: { label: CREATION_MESSAGES.upgradePlan, onClick: onUpgrade },
  });
}

/** A failed creation: a plan-limit message gets the crown and the upgrade action; anything else a ❌. */
export function showCreationError(error: unknown, onUpgrade: () => void) {
  const message = error instanceof Error && error.message ? error.message : 'Error al crear la búsqueda';
  if (error instanceof ApiError && error.code === 'LIMIT_REACHED') {
    toast.error(`👑 ${message}`, {
      id: 'search-limit',
      action: { label: CREATION_MESSAGES.upgradePlan, onClick: onUpgrade },
    });
    return;
  }
  toast.error(`❌ ${message}`);
}
