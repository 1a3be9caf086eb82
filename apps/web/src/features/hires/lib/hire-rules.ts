import {
  canTransition,
  HIRE_TRANSITIONS,
  REVIEWABLE_HIRE_STATUSES,
  type HireAction,
  type HireActor,
  type HireStatus,
  type SearchHireSummary,
} from '@ojeador/shared';

/** Who is looking at a search's hire: its customer, its expert, the administrator (or none of them). */
export interface HireViewer {
  isClient: boolean;
  isExpert: boolean;
  isAdmin: boolean;
}

export interface ViewerUser {
  id: number;
  role: string;
}

/**
 * The spec's roles: the client is the hire's customer and not the administrator; the expert is the user with
 * role Expert whose id is the hire's expertId; the administrator is the session's Admin role (decided by the server).
 */
export function hireViewer(user: ViewerUser | null | undefined, hire: Pick<SearchHireSummary, 'clientId' | 'expertId'>): HireViewer {
  if (!user) return { isClient: false, isExpert: false, isAdmin: false };
  const isAdmin = user.role === 'Admin';
  return {
    isAdmin,
    isClient: !isAdmin && user.id === hire.clientId,
    isExpert: !isAdmin && user.role === 'Expert' && user.id === hire.expertId,
  };
}

/** What a person can do with a hire from the search screen. */
export type HireUiAction = 'pay' | 'finalize' | 'cancel' | 'withdraw' | 'approve' | 'dispute' | 'resolveDispute' | 'forceFinalize' | 'review';

/** Each screen action is one transition of the shared state machine (payment and review are not transitions). */
const TRANSITION_OF: Partial<Record<HireUiAction, HireAction>> = {
  finalize: 'finalize',
  cancel: 'cancel',
  withdraw: 'withdraw',
  approve: 'approve',
  dispute: 'dispute',
  resolveDispute: 'resolveDispute',
  forceFinalize: 'forceFinalize',
};

function plays(viewer: HireViewer, actor: HireActor): boolean {
  if (actor === 'client') return viewer.isClient;
  if (actor === 'expert') return viewer.isExpert;
  if (actor === 'admin') return viewer.isAdmin;
  return false;
}

/** The actions this viewer may take now, in the order the screen shows them; the state machine decides. */
export function hireActions(hire: Pick<SearchHireSummary, 'status' | 'reviewed'>, viewer: HireViewer): HireUiAction[] {
  const allowed: HireUiAction[] = [];
  if (hire.status === 'awaiting_payment' && viewer.isClient) allowed.push('pay');
  for (const [uiAction, transition] of Object.entries(TRANSITION_OF) as [HireUiAction, HireAction][]) {
    if (canTransition(transition, hire.status) && plays(viewer, HIRE_TRANSITIONS[transition].actor)) allowed.push(uiAction);
  }
  if (viewer.isClient && !hire.reviewed && (REVIEWABLE_HIRE_STATUSES as readonly HireStatus[]).includes(hire.status)) allowed.push('review');
  return allowed;
}

/** The spec's banners: 'Disputa Abierta' (client and expert), 'Esperando Aprobación del Cliente' (expert), '¡La búsqueda ha finalizado!' (client). */
export type HireBanner = 'disputed' | 'awaitingClient' | 'finished';

export function hireBanner(status: HireStatus, viewer: HireViewer): HireBanner | null {
  if (status === 'disputed' && (viewer.isClient || viewer.isExpert)) return 'disputed';
  if (status === 'awaiting_client_decision' && viewer.isExpert) return 'awaitingClient';
  if (status === 'awaiting_client_decision' && viewer.isClient) return 'finished';
  return null;
}

/** Every hire action needs a hire id ('SearchHire ID not found' otherwise). */
export function hireIdOf(hire: { id?: unknown } | null | undefined): number | null {
  const id = hire?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
