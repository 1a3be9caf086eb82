/**
 * User-facing messages of each area, kept apart from the zod schemas so the web app can show them
 * without loading zod (the initial bundle of / has a budget).
 */

import { MAX_FREQUENCY_HOURS, PRICE_RANGE, RADIUS_KM } from './constants.js';

export const LIKE_MESSAGES = {
  loading: 'Cargando favoritos...',
  empty: 'No tienes favoritos guardados',
  loadFailed: 'Error al cargar los favoritos',
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificación no encontrada',
  loading: 'Loading notifications...',
  empty: 'No notifications',
  loadFailed: 'Error loading notifications',
} as const;

export const RESULT_MESSAGES = {
  searchNotFound: 'Búsqueda no encontrada',
  adNotFound: 'Anuncio no encontrado',
  manualAdDuplicate: 'Este anuncio ya está en los resultados',
  manualAdForbidden: 'Solo el administrador o el experto contratado pueden añadir anuncios',
  manualAdAdded: '✅ Ad added successfully',
  manualAdFailed: '❌ Failed to add ad',
} as const;

export const FILTERED_MESSAGES = {
  added: 'Ad added to filtered list',
  removed: 'Ad removed from filtered list',
  failed: 'Failed to add to or remove from filtered list',
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
  searchCapReached: (cap: number) => `Has llegado al máximo de ${cap} búsquedas guardadas de tu plan. Elimina alguna que ya no uses para crear otra.`,
  runTooSoon: (seconds: number) => `Ya has lanzado esta búsqueda hace un momento. Espera ${seconds} s para volver a lanzarla.`,
  deleteWithOpenHire: 'No puedes eliminar una búsqueda con un servicio de experto en curso',
  phoneNotVerified: 'Verifica tu teléfono para crear búsquedas',
} as const;

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully',
  updateFailed: 'Failed to update settings',
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
} as const;
