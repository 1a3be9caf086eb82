import type { HireStatus } from '@ojeador/shared';
import type { HireViewer } from './hire-rules';

/** Texts of the search screen's hire section that the spec leaves to us (its own strings are in HIRE_MESSAGES). */
export const HIRE_TEXTS = {
  sectionTitle: 'Contratación',
  service: 'Servicio',
  expert: 'Experto',
  amount: 'Importe',
  pay: 'Pagar contratación',
  payFailed: '❌ No se pudo iniciar el pago',
  awaitingPayment: 'Esta contratación está pendiente de pago: el experto la verá cuando pagues el importe.',
  finalize: 'Finalizar Servicio',
  finalizeTitle: 'Finalizar servicio',
  finalizeIntro: 'Escribe para el cliente qué has hecho y qué has encontrado. Lo leerá en esta búsqueda antes de aprobar tu trabajo.',
  reportLabel: 'Informe para el cliente',
  checklistTitle: 'Revisión presencial',
  noteLabel: (item: string) => `Nota sobre «${item}» (opcional)`,
  cancel: 'Cancelar Servicio',
  cancelTitle: 'Cancelar servicio',
  cancelConfirm: '¿Seguro que quieres cancelar este servicio? Se devolverá el importe al cliente y la contratación terminará.',
  back: 'Volver',
  disputeTitle: 'Disputar servicio',
  disputeIntro: 'Explica qué no se ha hecho como se acordó. El administrador revisará la disputa; mientras tanto el importe sigue retenido.',
  disputeReasonLabel: 'Razón de la disputa',
  disputeSubmit: 'Enviar disputa',
  resolve: 'Resolver Disputa',
  resolveIntro: 'A favor del cliente se le devuelve el importe; a favor del experto se le paga (menos la comisión).',
  resolutionLabel: 'Resolución',
  forceFinalize: 'Finalizar Búsqueda',
  forceFinalizeIntro: 'La contratación termina ahora: a favor del cliente se le devuelve el importe; a favor del experto se le paga (menos la comisión).',
  sideLegend: '¿A quién das la razón?',
  sideClient: 'Al cliente (reembolso)',
  sideExpert: 'Al experto (pago)',
  review: 'Valorar Servicio',
  reviewTitle: 'Valorar servicio',
  reviewed: 'Ya has valorado este servicio. ¡Gracias!',
  scoreLegend: 'Puntuación',
  scoreOption: (score: number) => `${score} ${score === 1 ? 'estrella' : 'estrellas'}`,
  reviewDescriptionLabel: 'Descripción',
  reviewImagesLabel: 'Imágenes (opcional, PNG o JPG)',
  reviewImageTooLarge: 'Cada imagen puede ocupar como máximo 5 MB',
  reviewSubmit: 'Enviar valoración',
  removeImage: (index: number) => `Quitar imagen ${index}`,
  reportTitle: 'Informe del experto',
  finalizedOn: (date: string) => `Entregado el ${date}`,
  disputeReason: 'Motivo de la disputa',
  disputeResolution: 'Resolución',
  resolvedFor: (client: boolean) => (client ? 'Resuelta a favor del cliente' : 'Resuelta a favor del experto'),
  disputedExplainer: 'El administrador revisará el caso y decidirá. El importe sigue retenido hasta entonces.',
  awaitingClientExplainer: 'Has entregado tu informe. El cliente puede aprobar el servicio o abrir una disputa.',
  finishedExplainer: 'El experto ha entregado su trabajo. Revisa el informe y apruébalo para liberar el pago, o abre una disputa si algo no es correcto.',
  pendingExpertHint: 'Acepta o rechaza la contratación desde tu panel de experto.',
} as const;

/** The answer-by or auto-complete date of a hire, said for who is reading. */
export function deadlineText(status: HireStatus, viewer: HireViewer, date: string): string | null {
  if (status === 'pending') {
    return viewer.isExpert
      ? `Responde antes del ${date}: si no, la contratación se cancelará y se devolverá el importe al cliente.`
      : `Si el experto no responde antes del ${date}, la contratación se cancelará y se te devolverá el importe.`;
  }
  if (status === 'awaiting_client_decision') {
    return viewer.isClient
      ? `Tienes hasta el ${date} para aprobar o disputar: después el servicio se aprobará automáticamente.`
      : `Si el cliente no responde antes del ${date}, el servicio se completará automáticamente.`;
  }
  return null;
}
