import {
  HIRE_ACCEPT_WINDOW_HOURS,
  HIRE_DECISION_WINDOW_DAYS,
  HIRE_MESSAGES,
  HIRE_STATUS_LABELS,
  HIRE_TRANSITIONS,
  type HireAction,
  Cents,
} from '@ojeador/shared';
import { formatEurosWithCents } from '../../lib/format.js';
import type { HireRow } from './hires.repository.js';

/** A message to one party of a hire: in-app, and by e-mail when they enabled it. */
export type HireNotice = { userId: number; type: 'info' | 'success' | 'warning' | 'error'; title: string; message: string; url: string };
export type PartyNames = { clientName: string; expertName: string; serviceName: string };

export const hireSearchUrl = (hire: Pick<HireRow, 'searchId'>) => (hire.searchId ? `/busquedas/${hire.searchId}` : '/');

/** What each transition tells the other party (and both, when the admin or the clock decides). */
export function hireNotices(action: HireAction, hire: HireRow, names: PartyNames, inFavorOfClient?: boolean): HireNotice[] {
  const { clientName, expertName, serviceName } = names;
  const url = hireSearchUrl(hire);
  const amount = formatEurosWithCents(Cents.toEuros(hire.amountCents));
  const toClient = (type: HireNotice['type'], title: string, message: string): HireNotice => ({ userId: hire.clientId, type, title, message, url });
  const toExpert = (type: HireNotice['type'], title: string, message: string, link = url): HireNotice => ({
    userId: hire.expertId,
    type,
    title,
    message,
    url: link,
  });
  switch (action) {
    case 'accept':
      return [toClient('success', 'Contratación aceptada', `${expertName} ha aceptado tu contratación de ${serviceName} y ya trabaja en tu búsqueda.`)];
    case 'reject':
      return [toClient('warning', 'Contratación rechazada', `${expertName} no puede atender tu contratación. Te hemos devuelto ${amount} a tu saldo.`)];
    case 'expire':
      return [
        toClient(
          'warning',
          'Contratación cancelada',
          `${expertName} no respondió en ${HIRE_ACCEPT_WINDOW_HOURS} horas. Te hemos devuelto ${amount} a tu saldo.`,
        ),
        toExpert(
          'warning',
          'Contratación caducada',
          `No respondiste en ${HIRE_ACCEPT_WINDOW_HOURS} horas a la contratación de ${clientName}.`,
          '/expert-panel',
        ),
      ];
    case 'abandonPayment':
      return [toClient('info', 'Contratación sin pagar', `La contratación de ${serviceName} se ha cancelado porque no se completó el pago.`)];
    case 'finalize':
      return [
        toClient(
          'success',
          'Servicio finalizado',
          `${expertName} ha terminado tu servicio. Lee su informe y apruébalo o abre una disputa en ${HIRE_DECISION_WINDOW_DAYS} días; después se aprobará solo.`,
        ),
      ];
    case 'approve':
    case 'autoComplete':
      return [toExpert('success', 'Servicio completado', `${clientName} ha aprobado tu servicio de ${serviceName}. Ya tienes el pago en tu saldo.`)];
    case 'dispute':
      return [toExpert('warning', 'Disputa abierta', `${clientName} ha abierto una disputa sobre tu servicio. El administrador la resolverá.`)];
    case 'resolveDispute':
    case 'forceFinalize':
    case 'forceRefund': {
      const side = inFavorOfClient ? `a favor del cliente: se devuelven ${amount}` : 'a favor del experto: se le paga el servicio';
      const title = action === 'resolveDispute' ? 'Disputa resuelta' : 'Búsqueda finalizada por el administrador';
      return [toClient('info', title, `Resuelto ${side}.`), toExpert('info', title, `Resuelto ${side}.`)];
    }
    case 'cancel':
      return [toClient('warning', 'Servicio cancelado', `${expertName} ha cancelado el servicio. Te hemos devuelto ${amount} a tu saldo.`)];
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
    default:
      return HIRE_STATUS_LABELS[HIRE_TRANSITIONS[action].to];
  }
}

/** To the expert when a hire is paid and waits for them. */
export function newHireNotice(hire: HireRow, { clientName, serviceName }: PartyNames): HireNotice {
  return {
    userId: hire.expertId,
    type: 'info',
    title: 'Nueva contratación',
    message: `${clientName} ha contratado tu servicio de ${serviceName}. Acéptala o recházala en ${HIRE_ACCEPT_WINDOW_HOURS} horas.`,
    url: '/expert-panel',
  };
}

/** To the customer the day before a finished hire completes by itself. */
export function decisionReminderNotice(hire: HireRow): HireNotice {
  return {
    userId: hire.clientId,
    type: 'warning',
    title: 'Mañana se aprobará tu servicio',
    message: 'Si no lo apruebas ni abres una disputa, el servicio del experto se dará por completado automáticamente en 24 horas.',
    url: hireSearchUrl(hire),
  };
}
