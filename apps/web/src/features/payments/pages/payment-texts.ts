/** Texts of /success and /cancel when there is no payment of the visitor's to report on. */
export const NOTHING_TO_CONFIRM_TITLE = 'Nada que confirmar';
export const NOTHING_TO_CONFIRM_TEXT = 'No hay ningún pago que confirmar en esta página. Tus pagos aparecen en Saldo y en Suscripciones.';
export const SIGN_IN_TO_SEE_PAYMENT = 'Inicia sesión para ver el estado de tu pago.';
export const PAYMENT_STATUS_TITLE = 'Estado del pago';
