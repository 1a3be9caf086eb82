import { wordPeers, type PointLanguage, type PriceContext } from '@ojeador/shared';
import { formatEuros } from '@/lib/format';
import type { AdsT } from '../i18n';

/** Under this many comparable values a spread drawn from them would mislead (the engine's MIN_COMPARABLES). */
export const MIN_CHART_VALUES = 5;
/** Within this share of the reference the price is "at" it (rounding shows 0 %). */
const AT_REFERENCE = 0.005;
/** Within this share of the fair price the engine calls a price "en línea con el mercado" when the context has no band. */
export const FAIR_BAND = 0.08;

/** Whether the value is inside the context's "precio justo" band (the engine's, widened for an uncertain estimate). */
function inFairBand(context: JudgedContext, ratio: number): boolean {
  if (context.fairLow !== null && context.fairHigh !== null) return context.value >= context.fairLow && context.value <= context.fairHigh;
  return Math.abs(ratio) <= FAIR_BAND;
}

/** A context the page can talk about: a basis, a reference (median or estimate) and this ad's value. */
export type JudgedContext = PriceContext & { basis: 'comparables' | 'model'; median: number; value: number };

export function isJudged(context: PriceContext | null): context is JudgedContext {
  return context !== null && context.basis !== 'none' && context.median !== null && context.median > 0 && context.value !== null;
}

/** Whether the comparables are enough to draw how their prices spread. */
export const canDraw = (context: JudgedContext): boolean => context.comparables.length >= MIN_CHART_VALUES;

/** A value in the context's unit: "12.500 €" or "2.150 €/m²". */
export function formatPriceValue(t: AdsT, unit: PriceContext['unit'], value: number): string {
  const euros = formatEuros(value, { whole: true });
  return unit === 'eur_m2' ? t('priceContext.perSqm', { value: euros }) : euros;
}

/**
 * The chart's text alternative and the page's summary: "Este precio está un 12 % por debajo de la mediana de 34
 * anuncios comparables" (or against the model's estimate when that is the basis).
 */
export function priceContextSummary(t: AdsT, context: JudgedContext, language: PointLanguage = 'es'): string {
  const ratio = context.value / context.median - 1;
  const percent = Math.round(Math.abs(ratio) * 100);
  const subject = t(context.unit === 'eur_m2' ? 'priceContext.subjectEurM2' : 'priceContext.subjectEur');
  if (context.peers) {
    // The price point's own words and band: one price story on the page.
    const peers = context.peersCode ? wordPeers(context.peersCode, language) : context.peers;
    if (inFairBand(context, ratio)) return t('priceContext.inLinePeers', { subject, peers });
    return t(ratio < 0 ? 'priceContext.belowPeers' : 'priceContext.abovePeers', { subject, percent, peers });
  }
  const side = Math.abs(ratio) < AT_REFERENCE || percent === 0 ? 'at' : ratio < 0 ? 'below' : 'above';
  if (context.basis === 'model') {
    if (side === 'at') return t('priceContext.atModel', { subject });
    return t(side === 'below' ? 'priceContext.belowModel' : 'priceContext.aboveModel', { subject, percent });
  }
  const count = context.comparableCount;
  if (side === 'at') return t('priceContext.atMedian', { subject, count });
  return t(side === 'below' ? 'priceContext.belowMedian' : 'priceContext.aboveMedian', { subject, percent, count });
}

/** The basis and how sure the engine is, in words. */
export function priceBasisText(t: AdsT, context: JudgedContext): string {
  const basis = context.basis === 'model' ? t('priceContext.basisModel') : t('priceContext.basisComparables', { count: context.comparableCount });
  if (!context.confidence) return basis;
  const confidence = {
    high: t('priceContext.confidenceHigh'),
    medium: t('priceContext.confidenceMedium'),
    low: t('priceContext.confidenceLow'),
  }[context.confidence];
  return `${basis} ${confidence}.`;
}
