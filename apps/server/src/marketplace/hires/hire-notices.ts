import {
  HIRE_ACCEPT_WINDOW_HOURS,
  HIRE_DECISION_WINDOW_DAYS,
  HIRE_MESSAGES,
  HIRE_STATUS_LABELS,
  HIRE_TRANSITIONS,
  type HireAction,
  type Notice,
  type NoticeService,
  Cents,
  shortName,
} from '@ojeador/shared';
import type { SplitCents } from './hire-money.js';
import type { HireRow } from './hires.repository.js';

/** A notice to one party of a hire: in-app, and by e-mail when they enabled it. */
export type HireNotice = { userId: number; type: 'info' | 'success' | 'warning' | 'error'; notice: Notice; url: string };
export type PartyNames = { clientName: string; expertName: string; service: NoticeService };

export const hireSearchUrl = (hire: Pick<HireRow, 'searchId'>) => (hire.searchId ? `/busquedas/${hire.searchId}` : '/');

/** What each transition tells the other party (and both, when the admin or the clock decides). */
export function hireNotices(
  action: HireAction,
  hire: HireRow,
  names: PartyNames,
  decision: { inFavorOfClient?: boolean; split?: SplitCents; toCard?: boolean } = {},
): HireNotice[] {
  // The customer's name only ever reaches the expert: as "Lucía M.".
  const { expertName: expert, service } = names;
  const client = shortName(names.clientName);
  const url = hireSearchUrl(hire);
  const amount = Cents.toEuros(hire.amountCents);
  const toClient = (type: HireNotice['type'], notice: Notice): HireNotice => ({ userId: hire.clientId, type, notice, url });
  const card = decision.toCard ? { toCard: true } : {};
  const toExpert = (type: HireNotice['type'], notice: Notice, link = url): HireNotice => ({ userId: hire.expertId, type, notice, url: link });
  switch (action) {
    case 'accept':
      return [toClient('success', { code: 'hireAccepted', expert, service })];
    case 'reject':
      return [toClient('warning', { code: 'hireRejected', expert, amount, ...(hire.rejectionReason ? { reason: hire.rejectionReason } : {}), ...card })];
    case 'withdraw':
      return [toExpert('info', { code: 'hireWithdrawn', client, service }, '/expert-panel')];
    case 'expire':
      return [
        toClient('warning', { code: 'hireExpired', expert, amount, hours: HIRE_ACCEPT_WINDOW_HOURS, ...card }),
        toExpert('warning', { code: 'hireExpiredExpert', client, hours: HIRE_ACCEPT_WINDOW_HOURS }, '/expert-panel'),
      ];
    case 'abandonPayment':
      return [toClient('info', { code: 'hireUnpaid', service })];
    case 'finalize':
      return [toClient('success', { code: 'hireFinalized', expert, days: HIRE_DECISION_WINDOW_DAYS })];
    case 'approve':
    case 'autoComplete':
      return [toExpert('success', { code: 'hireCompleted', client, service })];
    case 'dispute':
      return [toExpert('warning', { code: 'hireDisputed', client })];
    case 'resolveDispute':
    case 'forceFinalize':
    case 'forceRefund': {
      const { split } = decision;
      const notice: Notice = {
        code: 'hireSettled',
        by: action === 'resolveDispute' ? 'dispute' : 'admin',
        forClient: Boolean(decision.inFavorOfClient),
        amount,
        ...(split ? { split: { client: Cents.toEuros(split.clientCents), expert: Cents.toEuros(split.expertCents) } } : {}),
        ...card,
      };
      return [toClient('info', notice), toExpert('info', notice)];
    }
    case 'cancel':
      return [toClient('warning', { code: 'hireCancelled', expert, amount, ...card })];
    default:
      return [];
  }
}

/** The toast text of the action that succeeded (the spec's strings). */
export function successMessage(action: HireAction): string {
  switch (action) {
    case 'accept':
      return HIRE_MESSAGES.accepted;
    case 'reject':
      return HIRE_MESSAGES.rejected;
    case 'finalize':
      return HIRE_MESSAGES.finalized;
    case 'approve':
    case 'autoComplete':
      return HIRE_MESSAGES.completed;
    case 'dispute':
      return HIRE_MESSAGES.disputed;
    case 'resolveDispute':
      return HIRE_MESSAGES.resolved;
    case 'forceFinalize':
    case 'forceRefund':
      return HIRE_MESSAGES.forceFinalized;
    case 'cancel':
      return HIRE_MESSAGES.cancelled;
    case 'withdraw':
      return HIRE_MESSAGES.withdrawn;
    default:
      return HIRE_STATUS_LABELS[HIRE_TRANSITIONS[action].to];
  }
}

/** To the expert when a hire is paid and waits for them. */
export function newHireNotice(hire: HireRow, { clientName, service }: PartyNames): HireNotice {
  return {
    userId: hire.expertId,
    type: 'info',
    notice: { code: 'hireNew', client: shortName(clientName), service, hours: HIRE_ACCEPT_WINDOW_HOURS },
    url: '/expert-panel',
  };
}

/** To the customer the day before a finished hire completes by itself. */
export function decisionReminderNotice(hire: HireRow): HireNotice {
  return { userId: hire.clientId, type: 'warning', notice: { code: 'hireReminder' }, url: hireSearchUrl(hire) };
}
