import { SEARCH_MESSAGES, type InstantAlertsResponse } from '@ojeador/shared';
import { forbidden, notFound, planRequired } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { LimitsService } from '../../money/index.js';
import { SEARCH_EDITORS, SEARCH_READERS } from './search-access.js';
import type { SearchesRepository } from './searches.repository.js';

/** The plans (by code) whose searches send "Alertas al momento"; the administrator has every feature. */
export const INSTANT_ALERT_PLANS: readonly string[] = ['plus', 'pro', 'admin'];

type Limits = Pick<LimitsService, 'planCodeOf'>;

/**
 * Whether the owner of a search (`ownerId`) has instant alerts in their plan, asked by `user`. The caller is the
 * owner, or someone else reading it: ADMIN_EMAIL names the one administrator, so an administrator reading another's
 * search is not its owner, and any other owner is a customer (the plan is what counts, not the role).
 */
export async function instantAlertsAvailable(limits: Limits, user: Pick<CurrentUser, 'id' | 'appRole'>, ownerId: number): Promise<boolean> {
  const owner = ownerId === user.id ? user : { id: ownerId, appRole: 'User' as const };
  return INSTANT_ALERT_PLANS.includes(await limits.planCodeOf(owner));
}

/** "Alertas al momento" per search: the owner (or the administrator) turns it on, on Plus and Pro, or off, always. */
export class InstantAlertsService {
  constructor(
    private readonly repository: Pick<SearchesRepository, 'accessible' | 'setInstantAlerts'>,
    private readonly limits: Limits,
  ) {}

  /** 404 when the caller cannot read the search, 403 when they read but may not change it (the hired expert). */
  async set(user: CurrentUser, searchId: number, enabled: boolean): Promise<InstantAlertsResponse> {
    const { search, relation } = await this.repository.accessible(searchId, user, SEARCH_READERS);
    if (!SEARCH_EDITORS.includes(relation)) throw forbidden();
    if (enabled && !(await instantAlertsAvailable(this.limits, user, search.userId))) throw planRequired(SEARCH_MESSAGES.instantAlertsPlanRequired);
    const stored = await this.repository.setInstantAlerts(searchId, enabled);
    if (stored === null) throw notFound(SEARCH_MESSAGES.searchNotFound);
    return { instantAlerts: stored };
  }
}
