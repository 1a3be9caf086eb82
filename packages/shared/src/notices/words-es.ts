import type { ServiceTypeCode } from '../constants.js';
import { SUBSCRIPTION_MESSAGES } from '../area-messages.js';
import { formatEuros } from '../format.js';
import { HIRE_MESSAGE_MESSAGES } from '../schemas/hire-messages.js';
import { wordNewMatches } from './new-matches.js';
import type { Notice, NoticeNames, NoticePlan, NoticeService, NoticeWords } from './notice.js';

/** The Spanish words of the notices: what the server stores, e-mails and sends by WhatsApp, and the web's default. */

const withCents = (amount: number) => formatEuros(amount);
/** Where a refunded hire's money went: the card that paid it, or the balance (decision 037). */
const returned = (notice: { amount: number; toCard?: boolean }) =>
  notice.toCard
    ? `Te hemos devuelto ${withCents(notice.amount)} a la tarjeta con la que pagaste: tu banco lo abona en 5 a 10 días hábiles.`
    : `Te hemos devuelto ${withCents(notice.amount)} a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.`;

function adjustmentText(paused: string[], slowed: number, everyHours: number): string {
  const parts: string[] = [];
  if (paused.length > 0) parts.push(SUBSCRIPTION_MESSAGES.deactivated(paused));
  if (slowed > 0) parts.push(SUBSCRIPTION_MESSAGES.raised(slowed, everyHours));
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/** The service types in Spanish: the stored names are the spec's English ("Web Search"), which no Spanish e-mail says. */
const SERVICE_NAMES_ES: Record<ServiceTypeCode, string> = { webSearch: 'búsqueda web', inPersonReview: 'revisión presencial' };

export function wordNoticeEs(notice: Notice, names: NoticeNames = {}): NoticeWords {
  const plan = (p: NoticePlan) => names.plan?.(p) ?? p.name;
  const service = (s: NoticeService) => names.service?.(s) ?? (s.code ? SERVICE_NAMES_ES[s.code] : s.name);
  switch (notice.code) {
    case 'newMatches':
      return wordNewMatches(notice, 'es');
    case 'hireNew':
      return {
        title: 'Nueva contratación',
        message: `${notice.client} ha contratado tu servicio de ${service(notice.service)}. Acéptala o recházala en ${notice.hours} horas.`,
      };
    case 'hireAccepted':
      return {
        title: 'Contratación aceptada',
        message: `${notice.expert} ha aceptado tu contratación de ${service(notice.service)} y ya trabaja en tu búsqueda.`,
      };
    case 'hireRejected':
      return {
        title: 'Contratación rechazada',
        message: `${notice.expert} no puede atender tu contratación.${notice.reason ? ` Motivo: «${notice.reason}».` : ''} ${returned(notice)}`,
      };
    case 'hireWithdrawn':
      return {
        title: 'Solicitud retirada',
        message: `${notice.client} ha retirado su solicitud de ${service(notice.service)} antes de que la aceptaras. No tienes que hacer nada.`,
      };
    case 'hireExpired':
      return {
        title: 'Contratación cancelada',
        message: `${notice.expert} no respondió en ${notice.hours} horas. ${returned(notice)}`,
      };
    case 'hireExpiredExpert':
      return { title: 'Contratación caducada', message: `No respondiste en ${notice.hours} horas a la contratación de ${notice.client}.` };
    case 'hireUnpaid':
      return { title: 'Contratación sin pagar', message: `La contratación de ${service(notice.service)} se ha cancelado porque no se completó el pago.` };
    case 'hireFinalized':
      return {
        title: 'Servicio finalizado',
        message: `${notice.expert} ha terminado tu servicio. Lee su informe y apruébalo o abre una disputa en ${notice.days} días; después se aprobará solo.`,
      };
    case 'hireCompleted':
      return {
        title: 'Servicio completado',
        message: `${notice.client} ha aprobado tu servicio de ${service(notice.service)}. Ya tienes el pago en tu saldo.`,
      };
    case 'hireDisputed':
      return { title: 'Disputa abierta', message: `${notice.client} ha abierto una disputa sobre tu servicio. El administrador la resolverá.` };
    case 'hireSettled': {
      const side = notice.split
        ? `con un reparto: ${withCents(notice.split.client)} vuelven ${notice.toCard ? 'a la tarjeta' : 'al saldo'} del cliente y ${withCents(notice.split.expert)} son para el experto (antes de la comisión)`
        : notice.forClient
          ? `a favor del cliente: ${withCents(notice.amount)} vuelven ${notice.toCard ? 'a la tarjeta con la que pagó' : 'a su saldo de Ojeador, que puede retirar a su tarjeta'}`
          : 'a favor del experto: se le paga el servicio';
      return { title: notice.by === 'dispute' ? 'Disputa resuelta' : 'Búsqueda finalizada por el administrador', message: `Resuelto ${side}.` };
    }
    case 'hireCancelled':
      return {
        title: 'Servicio cancelado',
        message: `${notice.expert} ha cancelado el servicio. ${returned(notice)}`,
      };
    case 'hireReminder':
      return {
        title: 'Mañana se aprobará tu servicio',
        message: 'Si no lo apruebas ni abres una disputa, el servicio del experto se dará por completado automáticamente en 24 horas.',
      };
    case 'hireMessage':
      return { title: HIRE_MESSAGE_MESSAGES.noticeTitle(notice.author), message: `${HIRE_MESSAGE_MESSAGES.noticeBody(notice.search)}\n«${notice.preview}»` };
    case 'planChanged':
      return {
        title: SUBSCRIPTION_MESSAGES.changedTitle,
        message: SUBSCRIPTION_MESSAGES.changedMessage(plan(notice.plan)) + adjustmentText(notice.paused, notice.slowed, notice.everyHours),
      };
    case 'planEnded':
      return {
        title: SUBSCRIPTION_MESSAGES.endedTitle,
        message: SUBSCRIPTION_MESSAGES.endedMessage(plan(notice.plan), plan(notice.next)) + adjustmentText(notice.paused, notice.slowed, notice.everyHours),
      };
    case 'planRefunded':
      return { title: SUBSCRIPTION_MESSAGES.refundedTitle, message: SUBSCRIPTION_MESSAGES.refundedMessage(plan(notice.plan)) };
    case 'planPastDue':
      return { title: SUBSCRIPTION_MESSAGES.pastDueTitle, message: SUBSCRIPTION_MESSAGES.pastDueMessage(plan(notice.plan)) };
  }
}
