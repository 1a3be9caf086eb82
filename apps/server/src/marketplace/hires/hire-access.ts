import { HIRE_MESSAGES } from '@ojeador/shared';
import { forbidden, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { HireRow } from './hires.repository.js';

/** Who moves a hire: a signed-in party, or the clock. */
export type Actor = { user: CurrentUser } | { system: true };

/** Who asks: the session's user. */
export type HireReader = { id: number; appRole: string };

/** Who sees a hire (and its dispute, messages and review): its customer, its expert and the admin; anyone else gets 404. */
export const seesHire = (user: HireReader, hire: { clientId: number; expertId: number }) =>
  user.appRole === 'Admin' || user.id === hire.clientId || user.id === hire.expertId;

/** Someone who cannot see the hire gets 404; a party acting out of turn 403. */
export function authorize(actor: Actor, allowed: 'client' | 'expert' | 'admin' | 'system', hire: HireRow) {
  if ('system' in actor) {
    if (allowed === 'system') return;
    throw forbidden();
  }
  const { user } = actor;
  if (!seesHire(user, hire)) throw notFound(HIRE_MESSAGES.hireNotFound);
  const ok =
    (allowed === 'client' && user.id === hire.clientId) ||
    (allowed === 'expert' && user.id === hire.expertId) ||
    (allowed === 'admin' && user.appRole === 'Admin');
  if (!ok) throw forbidden();
}
