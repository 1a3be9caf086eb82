/** User-facing texts of the creation flow (spec 000 sections 2, 5 and 8, in Spanish where the spec is in English). */
export const CREATION_MESSAGES = {
  signInRequired: 'Inicia sesión para crear una búsqueda',
  serviceTypeRequired: 'Selecciona un tipo de servicio',
  categoryRequired: 'Selecciona una categoría',
  fieldsRequired: 'Completa los campos de la búsqueda',
  locationRequired: 'Selecciona una ubicación en el mapa',
  invalidCategoryOrServiceType: 'Error: Por favor selecciona una categoría y un tipo de servicio válidos.',
  servicesFailed: (message: string) => `Error al cargar los servicios: ${message}`,
  noServices: (categoryName: string) => `Todavía no hay servicios de expertos disponibles para la categoría ${categoryName}.`,
  expertHiredNext:
    'Al crear la búsqueda contratarás a este experto: el precio se reserva de tu saldo (o pagas con tarjeta si no tienes bastante) y no se le paga hasta que apruebes su trabajo.',
  /** The hire was paid from the balance: no checkout. */
  hireHeld: (price: string, expert: string) => `Hemos reservado ${price} de tu saldo para ${expert}. Te avisaremos cuando acepte la contratación.`,
  created: '✅ Búsqueda creada exitosamente',
  createdNote: 'Te avisaremos cuando encontremos anuncios que encajen.',
  mapLoading: 'Cargando mapa...',
  mapFailed: 'Error al cargar el mapa',
  upgradePlan: 'Mejorar Plan',
  noLimit: 'Sin límite',
  /** Said on steps 0 and 2 before the customer commits, when no expert offers the chosen type for the category. */
  noExperts: (serviceTypeId: 1 | 2, categoryName: string) =>
    `Aún no hay expertos para ${serviceTypeId === 2 ? 'revisión presencial' : 'búsqueda web'} de ${categoryName.toLocaleLowerCase('es-ES')}: tu búsqueda será automática`,
} as const;

export const SERVICE_TYPE_LABELS: Record<1 | 2, { title: string; text: string }> = {
  1: {
    title: 'Búsqueda web',
    text: 'Rastreamos los portales de segunda mano por ti y puntuamos cada anuncio.',
  },
  2: {
    title: 'Búsqueda web + revisión presencial',
    text: 'Además, un técnico puede revisar en persona lo que te interese.',
  },
};

export const STEP_TITLES = ['Qué buscas', 'Ubicación y precio', 'Servicio', 'Confirmación'] as const;
