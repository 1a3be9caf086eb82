/**
 * A real market for `scoring:report` (docs/scoring.md, "Measuring the price judgement"): the saved coches.net result
 * pages of the Fiat Panda in `../shared/real/cochesnet-2020/` beside the repository (see that folder's README), read
 * card by card, and the left-out figures of any market: the median error of the fair price against the asking price,
 * the share of prices inside the band, the share called fraud, and the same for the least-squares baseline.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate } from '../src/search/engine/core/pipeline.js';
import type { RawAd, ScoredAd, SellerType } from '../src/search/engine/core/types.js';
import { baselineFairPrices } from './scoring-report-baseline.js';
import { FAIR_BAND, queryFor } from './scoring-report-data.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const REAL_DIR = resolve(REPO_ROOT, '../shared/real/cochesnet-2020');
/** The pages were saved in October 2020. */
export const REAL_NOW = new Date('2020-10-15T12:00:00Z');
const BASELINE_FRAUD_RATIO = 0.6;

const text = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const euros = (s: string): number => Number(s.replace(/[^\d]/g, ''));

/** The ads of one saved page (older server-rendered markup: `mt-CardAd`, `mt-AdPrice-amount`). */
export function readCochesNetPage(html: string, sellerType: SellerType, page: string): RawAd[] {
  const ads: RawAd[] = [];
  const cards = html.split('class="mt-CardAd"').slice(1);
  cards.forEach((card, index) => {
    const title = text(/mt-CardAd-titleHiglight">([\s\S]*?)<\/span>/.exec(card)?.[1] ?? '');
    const amounts = [...card.matchAll(/mt-AdPrice-amountLabel">([^<]*)<\/span>\s*<strong>([^<]*)<\/strong>/g)];
    const cash = amounts.find((m) => /contado/i.test(m[1])) ?? amounts[0];
    const price = cash ? euros(cash[2]) : NaN;
    const attributes = [...card.matchAll(/mt-CardAd-attribute">([\s\S]*?)<\/li>/g)].map((m) => text(m[1]));
    const year = Number(attributes.find((a) => /^(19|20)\d\d$/.test(a)));
    const kmText = attributes.find((a) => /km$/i.test(a));
    const fuel = attributes.find((a) => /gasolina|di[eé]sel|h[ií]brido|el[eé]ctrico|gas/i.test(a));
    const city = attributes.find((a) => a !== fuel && a !== kmText && !/^\d+$/.test(a) && !/cv$/i.test(a)) ?? '';
    const id = /data-id="(\d+)"/.exec(card)?.[1] ?? `${page}-${index}`;
    const photos = /data-ids="\[([^\]]*)\]"/.exec(card)?.[1].split(',').filter(Boolean).length ?? 0;
    if (!title || !(price > 0) || !(year > 0)) return;
    ads.push({
      externalId: `cochesnet-${id}`,
      platformId: 100,
      title,
      description: `${title}. ${attributes.join('. ')}.`,
      price,
      url: `https://www.coches.net/${id}`,
      images: Array.from({ length: Math.max(1, photos) }, (_, i) => `photo-${i}`),
      category: 1,
      province: city,
      city,
      latitude: null,
      longitude: null,
      sellerType,
      publishDate: REAL_NOW,
      attributes: { year, ...(kmText ? { km: euros(kmText) } : {}), ...(fuel ? { fuel } : {}) },
    });
  });
  return ads;
}

/** Every ad of the saved pages, once each (the same ad may appear on two pages); null when the folder is absent. */
export function readRealMarket(dir: string = REAL_DIR): RawAd[] | null {
  if (!existsSync(dir)) return null;
  const byId = new Map<string, RawAd>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()) {
    const seller: SellerType = file.includes('individual') ? 'particular' : 'professional';
    for (const ad of readCochesNetPage(readFileSync(join(dir, file), 'utf8'), seller, file)) byId.set(ad.externalId, ad);
  }
  return [...byId.values()];
}

export interface LeftOutFigures {
  ads: number;
  /** Median |asking / left-out fair price - 1| over the ads with a reference. */
  medianError: number;
  /** Share of those ads whose price is inside the band the price point calls "en línea". */
  insideBand: number;
  /** Share of every ad called "posible fraude". */
  fraud: number;
  /** Share of every ad called "precio muy bajo, compruébalo". */
  veryLow: number;
  baselineMedianError: number;
  /** Inside ±FAIR_BAND of the baseline's estimate. */
  baselineInsideBand: number;
  /** At or under 60 % of the baseline's estimate. */
  baselineFraud: number;
}

const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The left-out figures of one model's ads as a search run scored them, and the baseline's on the same ads. */
export function leftOutFigures(ads: readonly RawAd[], scored: readonly ScoredAd[], now: Date): LeftOutFigures {
  const byAd = new Map(scored.map((s) => [s.ad.externalId, s]));
  const own = ads.map((ad) => byAd.get(ad.externalId)).filter((s): s is ScoredAd => s !== undefined);
  const judged = own.filter((s) => s.priceReference !== null);
  const deviation = (s: ScoredAd) => s.ad.price / (s.priceReference as { expectedPrice: number }).expectedPrice - 1;
  const baseline = baselineFairPrices(ads, now);
  const baselineDeviation = ads.map((ad, i) => ad.price / baseline[i] - 1).filter(Number.isFinite);
  return {
    ads: ads.length,
    medianError: median(judged.map((s) => Math.abs(deviation(s)))),
    insideBand: judged.filter((s) => Math.abs(deviation(s)) <= (s.priceReference?.band ?? 0)).length / judged.length,
    fraud: own.filter((s) => s.wishGroup === 3).length / own.length,
    veryLow: own.filter((s) => s.badThings.some((p) => p.includes('precio muy bajo'))).length / own.length,
    baselineMedianError: median(baselineDeviation.map(Math.abs)),
    baselineInsideBand: baselineDeviation.filter((d) => Math.abs(d) <= FAIR_BAND).length / baselineDeviation.length,
    baselineFraud: baselineDeviation.filter((d) => d <= BASELINE_FRAUD_RATIO - 1).length / baselineDeviation.length,
  };
}

/** The real market's figures, or null when its folder is not beside the repository. */
export function measureRealMarket(dir: string = REAL_DIR): (LeftOutFigures & { name: string }) | null {
  const ads = readRealMarket(dir);
  if (!ads) return null;
  const scored = evaluate(queryFor(1, 'fiat panda', null), ads, REAL_NOW);
  return { name: 'Fiat Panda (coches.net 2020, real)', ...leftOutFigures(ads, scored, REAL_NOW) };
}
