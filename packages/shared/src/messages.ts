/** User-facing strings from the spec, shared by server answers and the web app. */
export const MESSAGES = {
  authFailed: 'Authentication failed',
  invalidServerResponse: 'Invalid response from server',
  noGoogleCredential: 'No credential received from Google',
  invalidGoogleToken: 'Token de Google inválido',
  sessionExpired: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
  unauthorized: 'No autorizado',
  forbidden: 'No tienes permiso para realizar esta acción',
  blocked: 'Tu cuenta está bloqueada',
  notFound: 'No encontrado',
  validation: 'Datos no válidos',
  internal: 'Error interno del servidor',
  unavailable: 'Ojeador no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  rateLimited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  // phone
  sendCodeFailed: 'Error al enviar el código de verificación',
  invalidCode: 'Código de verificación inválido',
  verifyFailed: 'Error al verificar el código',
  invalidPhone: 'Número de teléfono no válido',
  codeExpired: 'El código ha caducado. Solicita uno nuevo.',
  tooManyAttempts: 'Demasiados intentos fallidos. Solicita un código nuevo.',
  resendTooSoon: (seconds: number) => `Espera ${seconds} s antes de pedir otro código.`,
  tooManyCodes: 'Has pedido demasiados códigos. Inténtalo de nuevo dentro de una hora.',
  codeSent: 'Código enviado',
  phoneVerified: 'Teléfono verificado correctamente',
  goodbye: '¡Hasta pronto!',
  // searches
  limitReachedServer: 'Has alcanzado el límite de tu plan de búsquedas activas.',
  limitReachedClient: (max: number) =>
    `👑 Has alcanzado el límite de ${max === 1 ? '1 búsqueda activa' : `${max} búsquedas activas`}. ¡Mejora tu plan para crear más búsquedas!`,
  planLimitPhrase: 'límite de tu plan',
} as const;
