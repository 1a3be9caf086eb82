import type { TOP_UP_AMOUNTS } from '@ojeador/shared';

export type TopUpAmount = (typeof TOP_UP_AMOUNTS)[number];

/** The top-up page's three cards (spec 000 "Other pieces"); names and taglines live in the catalogue under `plans`. */
export const TOP_UP_PLANS = [
  { amount: 10, plan: 'basic' },
  { amount: 20, plan: 'plus' },
  { amount: 50, plan: 'pro' },
] as const satisfies readonly { amount: TopUpAmount; plan: string }[];
