import type { TOP_UP_AMOUNTS } from '@ojeador/shared';

export type TopUpAmount = (typeof TOP_UP_AMOUNTS)[number];

/** The top-up page's three cards (spec 000 "Other pieces"). */
export const TOP_UP_PLANS: readonly { amount: TopUpAmount; name: string; tagline: string }[] = [
  { amount: 10, name: 'Basic', tagline: 'Ideal para empezar' },
  { amount: 20, name: 'Plus', tagline: 'Búsquedas regulares' },
  { amount: 50, name: 'Pro', tagline: 'Usuarios frecuentes' },
];

/** Where a movement happened, in the words of the page. */
export const ACCOUNT_LABELS = { available: 'Disponible', held: 'Retenido', earned: 'Ganado' } as const;
