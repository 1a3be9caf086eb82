/**
 * The hire state machine (docs/design.md section 8), shared by the server (which enforces it) and the web
 * (which shows only the actions it allows). Money effects are named here; the server's ledger applies them.
 */

export const HIRE_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'awaiting_client_decision',
  'completed',
  'disputed',
  'dispute_resolved',
  'cancelled',
  /** Settled for the customer by the administrator: the price went back to the customer's balance. */
  'refunded',
] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** Hires that hold money or work: one per search at a time, and the expert may work on the search. */
export const OPEN_HIRE_STATUSES = ['pending', 'accepted', 'awaiting_client_decision', 'disputed'] as const satisfies readonly HireStatus[];
/** Open, or waiting for its checkout: a search has at most one of these. */
export const LIVE_HIRE_STATUSES = ['awaiting_payment', ...OPEN_HIRE_STATUSES] as const satisfies readonly HireStatus[];
/**
 * Hires through which the hired expert reads the customer's search (its parameters, map centre, results and
 * ads): from acceptance on. A hire never accepted (unpaid, pending, rejected, expired, cancelled before
 * acceptance) gives the expert the same 404 as a stranger's search. The open ones of these let them work on it.
 */
export const SEARCH_READING_HIRE_STATUSES = [
  'accepted',
  'awaiting_client_decision',
  'disputed',
  'completed',
  'dispute_resolved',
  'refunded',
] as const satisfies readonly HireStatus[];
/** Of those, the hires the expert still works on (adds ads to the search). */
export const SEARCH_WORKING_HIRE_STATUSES = ['accepted', 'awaiting_client_decision', 'disputed'] as const satisfies readonly HireStatus[];
/** When the customer may review the expert (once). */
export const REVIEWABLE_HIRE_STATUSES = ['completed', 'dispute_resolved'] as const satisfies readonly HireStatus[];

export type HireActor = 'client' | 'expert' | 'admin' | 'system';
/**
 * What a transition does with the held price: `hold` takes it from the customer's balance, `refund`
 * returns it there, `release` pays the expert (less commission), `decide` is refund, release or a split of the two as the
 * admin chose, `none` moves no money.
 */
export type HireMoney = 'none' | 'hold' | 'refund' | 'release' | 'decide';

type Transition = { from: readonly HireStatus[]; to: HireStatus; actor: HireActor; money: HireMoney };

export const HIRE_TRANSITIONS = {
  /** The checkout for the price was paid. */
  pay: { from: ['awaiting_payment'], to: 'pending', actor: 'system', money: 'hold' },
  /** The checkout was abandoned or expired. */
  abandonPayment: { from: ['awaiting_payment'], to: 'cancelled', actor: 'system', money: 'none' },
  accept: { from: ['pending'], to: 'accepted', actor: 'expert', money: 'none' },
  /** The expert says no, with a reason the customer reads. */
  reject: { from: ['pending'], to: 'cancelled', actor: 'expert', money: 'refund' },
  /** The customer takes back a request the expert has not accepted yet: the hold is released at once. */
  withdraw: { from: ['pending'], to: 'cancelled', actor: 'client', money: 'refund' },
  /** 72 hours without an answer from the expert. */
  expire: { from: ['pending'], to: 'cancelled', actor: 'system', money: 'refund' },
  finalize: { from: ['accepted'], to: 'awaiting_client_decision', actor: 'expert', money: 'none' },
  /** The expert gives up before the customer decides (spec: not when completed, cancelled or disputed). */
  cancel: { from: ['pending', 'accepted', 'awaiting_client_decision'], to: 'cancelled', actor: 'expert', money: 'refund' },
  approve: { from: ['awaiting_client_decision'], to: 'completed', actor: 'client', money: 'release' },
  /** 7 days after the expert finalized without a decision from the customer. */
  autoComplete: { from: ['awaiting_client_decision'], to: 'completed', actor: 'system', money: 'release' },
  dispute: { from: ['awaiting_client_decision'], to: 'disputed', actor: 'client', money: 'none' },
  resolveDispute: { from: ['disputed'], to: 'dispute_resolved', actor: 'admin', money: 'decide' },
  /** The administrator settles an open hire for the expert (paid) ... */
  forceFinalize: { from: OPEN_HIRE_STATUSES, to: 'completed', actor: 'admin', money: 'release' },
  /** ... or for the customer (refunded: not a completed search, not reviewable). */
  forceRefund: { from: OPEN_HIRE_STATUSES, to: 'refunded', actor: 'admin', money: 'refund' },
} as const satisfies Record<string, Transition>;
export type HireAction = keyof typeof HIRE_TRANSITIONS;

export function canTransition(action: HireAction, from: HireStatus): boolean {
  return (HIRE_TRANSITIONS[action].from as readonly HireStatus[]).includes(from);
}

/** Labels the screens show for each state. */
export const HIRE_STATUS_LABELS: Record<HireStatus, string> = {
  awaiting_payment: 'Pendiente de pago',
  pending: 'Pendiente',
  accepted: 'Aceptada',
  awaiting_client_decision: 'Esperando aprobación',
  completed: 'Completada',
  disputed: 'En disputa',
  dispute_resolved: 'Disputa resuelta',
  cancelled: 'Cancelada',
  refunded: 'Reembolsada',
};

/** Time limits of the lifecycle. */
export const HIRE_ACCEPT_WINDOW_HOURS = 72;
export const HIRE_DECISION_WINDOW_DAYS = 7;
/** An unpaid checkout for a hire is abandoned after this long. */
export const HIRE_PAYMENT_WINDOW_HOURS = 24;

/** The hire's columns that record when it entered a state (search_hires). */
export type HireTimestampColumn = 'acceptedAt' | 'finalizedAt' | 'completedAt' | 'disputedAt' | 'resolvedAt' | 'cancelledAt';

type HireStateFacts = {
  /** How long the state may last before the clock acts (null: it waits for a person). */
  deadlineHours: number | null;
  /** What the clock does when that deadline passes. */
  onDeadline: HireAction | null;
  /** The column that records when the hire entered the state (null: the hire's events say it). */
  enteredAt: HireTimestampColumn | null;
  /** A reminder to the customer this long before the deadline (sent once per stay in the state). */
  reminderHoursBefore?: number;
};

/**
 * What each state carries besides its transitions: its deadline, the clock's action and the column recording it.
 * The server's deadline sweep, the hire rows and the notices' wording derive from this table.
 */
export const HIRE_STATE_FACTS = {
  awaiting_payment: { deadlineHours: HIRE_PAYMENT_WINDOW_HOURS, onDeadline: 'abandonPayment', enteredAt: null },
  pending: { deadlineHours: HIRE_ACCEPT_WINDOW_HOURS, onDeadline: 'expire', enteredAt: null },
  accepted: { deadlineHours: null, onDeadline: null, enteredAt: 'acceptedAt' },
  awaiting_client_decision: {
    deadlineHours: HIRE_DECISION_WINDOW_DAYS * 24,
    onDeadline: 'autoComplete',
    enteredAt: 'finalizedAt',
    reminderHoursBefore: 24,
  },
  completed: { deadlineHours: null, onDeadline: null, enteredAt: 'completedAt' },
  disputed: { deadlineHours: null, onDeadline: null, enteredAt: 'disputedAt' },
  dispute_resolved: { deadlineHours: null, onDeadline: null, enteredAt: 'resolvedAt' },
  cancelled: { deadlineHours: null, onDeadline: null, enteredAt: 'cancelledAt' },
  refunded: { deadlineHours: null, onDeadline: null, enteredAt: null },
} as const satisfies Record<HireStatus, HireStateFacts>;

/** The states the clock ends by itself. */
export const HIRE_STATUSES_WITH_DEADLINE = HIRE_STATUSES.filter((status) => HIRE_STATE_FACTS[status].onDeadline !== null);

/** When a hire entering `status` at `now` meets its deadline, or null when the state waits for a person. */
export function hireDeadlineFrom(status: HireStatus, now: Date): Date | null {
  const hours: number | null = HIRE_STATE_FACTS[status].deadlineHours;
  return hours === null ? null : new Date(now.getTime() + hours * 3_600_000);
}

/** What the clock does to a hire whose deadline passed in `status` (null: nothing). */
export const hireDeadlineAction = (status: HireStatus): HireAction | null => HIRE_STATE_FACTS[status].onDeadline;
