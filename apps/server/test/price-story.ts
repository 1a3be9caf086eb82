import type { PriceContext } from '@ojeador/shared';
import { expect } from 'vitest';

const CONFIDENCE_WORDS = { high: 'alta', medium: 'media', low: 'baja' } as const;
const euros = (value: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: true }).format(value).replace(/(\d)(?=(\d{3})+$)/g, '$1.')} €`;

/**
 * One price story: the point names the chart's peers and says "(15.000 €; [estimado con ]11 anuncios, confianza alta)"
 * with the chart's estimate, count and confidence.
 */
export function expectAgreement(point: string, context: PriceContext) {
  const amount = context.unit === 'eur_m2' ? euros(context.median as number).replace('€', '€/m²') : euros(context.median as number);
  expect(point).toContain(context.peers as string);
  const tail = `${context.comparableCount} anuncios, confianza ${CONFIDENCE_WORDS[context.confidence as 'high']})`;
  const notes = context.basis === 'model' ? [`(${amount}; ${tail}`, `(${amount}; estimado con ${tail}`] : [`(${amount}; ${tail}`];
  expect(
    notes.some((note) => point.includes(note)),
    `${point} says ${notes.join(' or ')}`,
  ).toBe(true);
  expect(context.fairLow).toBeLessThanOrEqual(context.median as number);
  expect(context.fairHigh).toBeGreaterThanOrEqual(context.median as number);
  const below = /por debajo/.test(point);
  if (below) expect(context.value).toBeLessThan(context.median as number);
  if (/por encima/.test(point)) expect(context.value).toBeGreaterThan(context.median as number);
}
