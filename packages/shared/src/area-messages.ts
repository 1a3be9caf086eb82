/**
 * User-facing messages of each area, kept apart from the zod schemas so the web app can show them
 * without loading zod (the initial bundle of / has a budget).
 */

import { MAX_FREQUENCY_HOURS, PRICE_RANGE, RADIUS_KM } from './constants.js';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificación no encontrada',
} as const;

export const RESULT_MESSAGES = {
  searchNotFound: 'Búsqueda no encontrada',
  adNotFound: 'Anuncio no encontrado',
  manualAdDuplicate: 'Este anuncio ya está en los resultados',
  filterNoCentre: 'Esta búsqueda no tiene un centro desde el que medir la distancia',
  manualAdForbidden: 'Solo el administrador o el experto contratado pueden añadir anuncios',
  manualAdNoCentre: 'La búsqueda no tiene centro: marca la ubicación del anuncio en el mapa',
  badCursor: 'Cursor no válido: vuelve a cargar los resultados',
} as const;

export const FILTERED_MESSAGES = {
  notInResults: 'El anuncio no está en los resultados de esta búsqueda',
  duplicate: 'Este anuncio ya está en la lista filtrada',
  notFound: 'Entrada de la lista filtrada no encontrada',
} as const;

export const SEARCH_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'El título no puede superar los 200 caracteres',
  descriptionTooLong: 'La descripción no puede superar los 2000 caracteres',
  keywordsTooLong: 'Las palabras clave no pueden superar los 200 caracteres',
  categoryInvalid: 'Selecciona una categoría válida',
  frequencyInvalid: 'La frecuencia debe ser un número entero de horas',
  frequencyTooLow: 'La frecuencia mínima es de 1 hora',
  frequencyTooHigh: `La frecuencia máxima es de ${MAX_FREQUENCY_HOURS} horas`,
  startDateInvalid: 'La fecha de inicio no es válida',
  isActiveInvalid: 'El estado activo debe ser verdadero o falso',
  serviceTypeInvalid: 'Selecciona un tipo de servicio válido',
  radiusInvalid: `El radio debe ser un número entero de kilómetros entre ${RADIUS_KM.min} y ${RADIUS_KM.max}`,
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesTogether: 'Indica la latitud y la longitud juntas',
  minPriceInvalid: `El precio mínimo debe ser un número entero de euros entre 0 y ${PRICE_RANGE.max.toLocaleString('es-ES')}`,
  maxPriceInvalid: `El precio máximo debe ser un número entero de euros entre 0 y ${PRICE_RANGE.max.toLocaleString('es-ES')}`,
  priceOrder: 'El precio mínimo no puede ser mayor que el precio máximo',
  brandInvalid: 'La marca no es válida',
  modelInvalid: 'El modelo no es válido',
  platformsInvalid: 'Selecciona al menos una plataforma válida',
  strictInvalid: 'El campo "solo coincidencias exactas" debe ser verdadero o falso',
  categoryNotFound: 'La categoría no existe',
  searchNotFound: 'Búsqueda no encontrada',
  parametersNotFound: 'La búsqueda no tiene parámetros',
  parametersExist: 'La búsqueda ya tiene parámetros; usa PUT para cambiarlos',
  /** Sent with code LIMIT_REACHED (the web shows the upgrade action for that code); names the plan's limit. */
  frequencyBelowPlan: (hours: number) =>
    `La frecuencia mínima permitida por el límite de tu plan es de ${hours} ${hours === 1 ? 'hora' : 'horas'}. ¡Mejora tu plan para buscar más a menudo!`,
  runInactive: 'Esta búsqueda está pausada: actívala para poder ejecutarla.',
  runWithoutParameters: 'Esta búsqueda aún no tiene parámetros: complétalos para poder ejecutarla.',
  searchCapReached: (cap: number) =>
    `Has llegado al máximo de ${cap === 1 ? '1 búsqueda guardada' : `${cap} búsquedas guardadas`} de tu plan. Elimina alguna que ya no uses para crear otra.`,
  runTooSoon: (seconds: number) => `Ya has lanzado esta búsqueda hace un momento. Espera ${seconds} s para volver a lanzarla.`,
  deleteWithOpenHire: 'No puedes eliminar una búsqueda con un servicio de experto en curso',
  phoneNotVerified: 'Verifica tu teléfono para crear búsquedas',
  preferencesInvalid: 'Las preferencias de la búsqueda no son válidas',
  preferencesYearOrder: 'El año mínimo no puede ser mayor que el año máximo',
  /** Sent with code PLAN_REQUIRED when turning "Alertas al momento" on for a Free plan's search. */
  instantAlertsPlanRequired: 'Las alertas al momento son de los planes Avanzado y Premium',
  instantAlertsInvalid: 'Indica si quieres las alertas al momento (verdadero o falso)',
} as const;

export const SETTINGS_MESSAGES = {
  whatsAppNeedsPhone: 'Verifica tu teléfono para activar WhatsApp',
} as const;

/** Messages of the input rules every request shares (ids, text, links). */
export const INPUT_MESSAGES = {
  invalidId: 'Identificador no válido',
  controlCharacters: 'El texto contiene caracteres no permitidos',
  notText: 'Debe ser texto',
  tooLong: (max: number) => `El texto no puede superar ${max.toLocaleString('es-ES')} caracteres`,
  urlInvalid: 'Introduce una URL válida',
  urlProtocol: 'La URL debe empezar por http:// o https://',
  urlCredentials: 'La URL no puede incluir usuario ni contraseña',
  urlPrivate: 'La URL debe apuntar a un sitio público, no a una dirección local o privada',
  linkInvalid: 'El enlace debe ser una ruta del sitio (/...) o una URL pública http(s)',
  malformedForm: 'El formulario llegó incompleto o dañado: vuelve a enviarlo',
} as const;

export const HIRE_MESSAGES = {
  hireIdMissing: 'SearchHire ID not found',
  hireNotFound: 'Contratación no encontrada',
  recommendedAdsNotInSearch: 'Solo puedes recomendar anuncios de los resultados de esta búsqueda',
  serviceNotFound: 'Servicio no encontrado',
  serviceUnavailable: 'Este servicio ya no está disponible',
  serviceCategoryMismatch: 'El servicio no es de la categoría de la búsqueda',
  ownService: 'No puedes contratar tu propio servicio',
  hireAlreadyOpen: 'Esta búsqueda ya tiene una contratación en curso',
  adNotFound: 'Anuncio no encontrado',
  adNotInSearch: 'Este anuncio no está entre los resultados de esa búsqueda',
  adNeedsInPerson: 'La revisión de un anuncio es un servicio presencial',
  notAwaitingPayment: 'Esta contratación no está pendiente de pago',
  stateNotAllowed: (label: string) => `La contratación está «${label}» y no admite esta acción`,
  statusUpdateInvalid: 'El estado debe ser Accepted o Cancelled',
  reportRequired: 'Escribe un informe para el cliente (al menos 20 caracteres)',
  checklistRequired: 'Completa la lista de revisión presencial: cada punto una vez',
  disputeReasonRequired: '❌ Por favor, escribe una razón para la disputa',
  resolutionRequired: '❌ Por favor, escribe una razón para la resolución',
  sideRequired: '❌ Por favor, elige a quién dar la razón',
  /** Rechazar needs a reason the customer reads. */
  rejectReasonRequired: 'Escribe el motivo del rechazo para el cliente (al menos 10 caracteres)',
  /** A dispute is resolved for one side or with a split, not both. */
  sideOrSplit: 'Elige a quién dar la razón o un reparto, no ambos',
  splitAmountInvalid: 'Cada parte del reparto es un importe en euros de 0 o más, con 2 decimales como mucho',
  splitMustMatch: (held: string) => `El reparto debe sumar exactamente lo retenido (${held})`,
  withdrawn: '✅ Solicitud retirada: te hemos devuelto el dinero a tu saldo',
  disputeNotFound: 'Esta contratación no tiene disputa',
  accepted: 'Contratación aceptada',
  rejected: 'Contratación rechazada',
  statusUpdateFailed: 'No se pudo actualizar la contratación',
  /** The expert panel's toast after "Aceptar" or "Rechazar" (spec 001 section 4). */
  statusUpdated: '✅ Estado actualizado correctamente',
  finalized: '✅ Servicio finalizado exitosamente',
  completed: '✅ Servicio completado exitosamente',
  completeFailed: '❌ Error al completar el servicio',
  disputed: '✅ Disputa iniciada exitosamente',
  disputeFailed: '❌ Error al iniciar la disputa',
  resolved: '✅ Disputa resuelta exitosamente',
  cancelled: '✅ Servicio cancelado correctamente',
  cancelFailed: '❌ Error al cancelar el servicio',
  forceFinalized: '✅ Búsqueda finalizada exitosamente',
  forceFinalizeFailed: '❌ Error al finalizar la búsqueda',
  bannerDisputed: 'Disputa Abierta',
  bannerAwaitingClient: 'Esperando Aprobación del Cliente',
  bannerFinished: '¡La búsqueda ha finalizado!',
  noHires: 'No tienes contrataciones activas',
  hiresLoadFailed: (message: string) => `Error al cargar contrataciones: ${message}`,
} as const;

export const WALLET_MESSAGES = {
  amountInvalid: 'El importe debe ser 10, 20 o 50 €',
  loaded: '✅ Dinero cargado exitosamente',
  loadFailed: '❌ Error al cargar dinero',
  paymentNotFound: 'Pago no encontrado',
  paymentCompletedTitle: 'Pago Completado',
  paymentCancelledTitle: 'Pago Cancelado',
  reasonTopUp: 'Recarga',
  reasonHirePayment: 'Pago con tarjeta de la contratación',
  reasonHire: (service: string) => `Contratación de ${service}`,
  reasonRefund: 'Reembolso',
  reasonCommission: 'Comisión de la plataforma',
  /** A payment that goes back to the card (decision 027): first held, then refunded. */
  reasonRefundClosedAccount: 'Pago recibido con la cuenta cerrada: se devuelve a la tarjeta',
  reasonRefundStalePlan: 'Pago de un plan que ya no mejora el tuyo: se devuelve a la tarjeta',
  reasonCardRefund: 'Devolución a la tarjeta',
  /** Money of the balance sent back to the card that paid it (decision 037). */
  reasonWithdrawal: 'Retirada a la tarjeta',
  withdrawInvalid: 'Indica un importe en euros mayor que 0, con dos decimales como mucho',
  withdrawLimit: (euros: string) => `Puedes retirar como mucho ${euros}: lo que queda de tus pagos con tarjeta de los últimos 180 días`,
  withdrawNothing: 'No tienes saldo que pueda volver a una tarjeta: solo vuelve lo que se pagó con tarjeta en los últimos 180 días',
} as const;

/** Photos and PDFs a hire's parties attach as evidence (the report, a dispute). */
export const HIRE_EVIDENCE_MESSAGES = {
  typeRefused: 'Solo se aceptan fotos (JPEG o PNG) y documentos PDF',
  tooMany: 'Como máximo 10 archivos a la vez',
  tooLarge: 'Cada archivo puede ocupar como mucho 5 MB',
  none: 'Adjunta al menos una foto o un PDF',
  state: 'Solo se pueden adjuntar pruebas a una contratación aceptada, pendiente de tu decisión o en disputa',
  cap: 'Esta contratación ya tiene 30 archivos: no caben más',
  notFound: 'Archivo no encontrado',
  item: 'Ese punto de la lista de revisión no existe',
} as const;

/** The local provider's checkout page (development and demos) when the payment can no longer be made. */
export const PAYMENT_PAGE_MESSAGES = {
  closedTitle: 'Este pago ya no es posible',
  closedText:
    'Este enlace de pago se ha cerrado y no se ha cobrado nada: se abrió otro pago después o la cuenta ya no está activa. Vuelve a Ojeador si quieres empezar de nuevo.',
  back: 'Volver a Ojeador',
} as const;

export const REVIEW_MESSAGES = {
  scoreRange: 'Score must be between 1 and 5',
  descriptionRequired: 'Please provide a review description',
  onlyClient: 'Solo el cliente de la contratación puede valorarla',
  notYet: 'Podrás valorar el servicio cuando esté completado',
  alreadyReviewed: 'Ya has valorado esta contratación',
  imageType: 'Las imágenes deben ser JPEG o PNG',
  tooManyImages: 'Como máximo 5 imágenes',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  planNotFound: 'Plan no encontrado',
  planCodeMissing: 'Elige un plan',
  freeNeedsNoCheckout: 'El plan Gratis no necesita pago',
  alreadyOnPlan: (plan: string) => `Ya tienes el plan ${plan}`,
  onlyUpgrades: 'Para pasar a un plan inferior, cancela tu plan actual: lo mantendrás hasta el final del periodo pagado.',
  planUnavailable: 'Este plan no se puede contratar ahora mismo',
  noPaidSubscription: 'No tienes una suscripción de pago',
  alreadyCancelled: 'Tu suscripción ya está cancelada: terminará al final del periodo pagado',
  notCancelled: 'Tu suscripción no está cancelada: ya se renovará al final del periodo pagado',
  planEnded: 'Tu plan ya ha terminado y no se puede reanudar: para volver a tenerlo, contrátalo de nuevo',
  receiptNotFound: 'Recibo no encontrado',
  cancelled: 'Suscripción cancelada',
  checkoutFailed: 'Error al iniciar el pago de la suscripción',
  /** One line for both limits: active searches at a time, and searches kept (active or paused). */
  includesSearches: (max: number, cap: number) =>
    `${max === 1 ? '1 búsqueda activa' : `${max} búsquedas activas a la vez`} (hasta ${cap} ${cap === 1 ? 'guardada' : 'guardadas'})`,
  includesFrequency: (hours: number) => (hours === 1 ? 'Revisión de anuncios cada hora' : `Revisión de anuncios cada ${hours} horas como mínimo`),
  includesAlerts: 'Alertas en la app, por e-mail y WhatsApp',
  includesScores: 'Puntuación y análisis de cada anuncio',
  includesCancel: 'Sin permanencia: cancela cuando quieras',
  paymentDescription: (plan: string) => `Suscripción mensual al plan ${plan}`,
  // In-app notices
  endedTitle: 'Tu plan ha terminado',
  endedMessage: (plan: string, next: string) => `Tu plan ${plan} ha terminado; ahora tienes el plan ${next}.`,
  changedTitle: 'Tu plan ha cambiado',
  changedMessage: (plan: string) => `Ahora tienes el plan ${plan}.`,
  deactivated: (titles: string[]) =>
    titles.length === 1
      ? `Hemos pausado la búsqueda «${titles[0]}» para ajustarnos a su límite.`
      : `Hemos pausado ${titles.length} búsquedas para ajustarnos a su límite: ${titles.map((t) => `«${t}»`).join(', ')}.`,
  raised: (count: number, hours: number) =>
    count === 1 ? `Una búsqueda ahora se revisa cada ${hours} horas.` : `${count} búsquedas ahora se revisan cada ${hours} horas.`,
  pastDueTitle: 'No hemos podido cobrar tu suscripción',
  pastDueMessage: (plan: string) =>
    `El cobro de la renovación de tu plan ${plan} ha fallado. Revisa tu método de pago: lo intentaremos de nuevo y, si no es posible, volverás al plan Gratis.`,
  ledgerCharge: 'Cobro de suscripción',
  refundedTitle: 'Te devolvemos un pago',
  refundedMessage: (plan: string) =>
    `Cuando se completó tu pago del plan ${plan} ya tenías ese plan o uno superior: no lo hemos aplicado y te devolvemos el importe íntegro a la tarjeta.`,
} as const;

/** The administrator's screen (/admin) speaks English, as the spec writes it. */
export const ADMIN_MESSAGES = {
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  userIdInvalid: 'User ID must be a whole number',
  userNotFound: 'User not found',
  cannotBlockSelf: 'You cannot block your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleteOpenHire: 'This user has a hire in progress: it must finish, be cancelled or be resolved before the user can be deleted',
  deleteBalance:
    'This user still has money that cannot go back to a card (available from payments over 180 days old, held in a hire, or earned): it must be settled before the user can be deleted',
} as const;

export const PUSH_MESSAGES = {
  unavailable: 'Las notificaciones en el móvil no están disponibles en este servidor',
  subscriptionNotFound: 'Este dispositivo no recibe notificaciones',
  planRequired: 'Las notificaciones en el móvil son de los planes Avanzado y Premium',
  endpointRefused: 'El servicio de notificaciones del navegador no es válido',
} as const;
