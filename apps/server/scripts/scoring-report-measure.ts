/**
 * Runs the real scoring over one generated market, the way a search run does (pipeline.evaluate over every
 * generated ad: the category, keywords and radius pick the market's ads; the others stay comparables), and
 * compares the price claims with the generator's truth.
 */
import { evaluate } from '../src/search/engine/core/pipeline.js';
import { PRICE_SATURATION, SCORE_WEIGHTS } from '../src/search/engine/core/score.js';
import type { ScoredAd } from '../src/search/engine/core/types.js';
import { FAIR_BAND, REPORT_NOW, type GeneratedMarket, type TruthAd } from './scoring-report-data.js';
import { leftOutFigures, type LeftOutFigures } from './scoring-report-real.js';
import { inTopQuarter, mean, positionFromBottom, spearman } from './scoring-report-stats.js';

export const TARGETS = { calledFair: 0.95, maxClaimErrorPoints: 5, minRho: 0.85, scamBottom: 3 } as const;

/** What the scorer says about an ad's price. */
export interface PriceClaim {
  /** price / the reference's expected price - 1; null without a reference. */
  deviation: number | null;
  /** The price point as the buyer reads it: 'inLine', or the stated % (negative under); null when there is none. */
  stated: 'inLine' | number | null;
  text: string | null;
}

export interface MarketFigures {
  name: string;
  ads: number;
  /** Generated ads the search did not return (should be 0). */
  missing: number;
  fairAds: number;
  /** Share of the fair ads (label fair, true deviation within ±FAIR_BAND) the price point calls fair. */
  calledFair: number;
  /** Mean |claimed - true| deviation in percentage points, over the ads with a claim. */
  claimError: number;
  withoutClaim: number;
  /** Price points whose % disagrees with the reference by more than a point (should be 0). */
  textMismatches: number;
  /** Spearman's rho between the score and the true deal (-true deviation), scams left out (they must sink). */
  rho: number;
  /**
   * The rho the same scores would reach with the price part judged against the true fair price: what the
   * other parts and the price part's saturation leave reachable (a check on the harness, not a target).
   */
  rhoCeiling: number;
  /** Positions counted from the bottom (1 = last). */
  scamsFromBottom: number[];
  /** 1-based positions, best first. */
  bargainPositions: number[];
  bargainsInTopQuarter: number;
  meanBargainClaim: number;
  meanDearClaim: number;
  /** The left-out fair price against the asking price, and the least-squares baseline's (scoring-report-real.ts). */
  leftOut: LeftOutFigures;
}

const STATED = /\bun (\d[\d.]*) % por (debajo|encima)\b/;

/** The price claim of a scored ad: the reference it used and the percentage its price point states. */
export function priceClaimOf(scored: ScoredAd): PriceClaim {
  const reference = scored.priceReference;
  const deviation = reference ? scored.ad.price / reference.expectedPrice - 1 : null;
  const text = [...scored.goodThings, ...scored.badThings].find((point) => point.startsWith('Precio ')) ?? null;
  let stated: PriceClaim['stated'] = null;
  if (text?.includes(' en línea con ')) stated = 'inLine';
  else {
    const found = text ? STATED.exec(text) : null;
    if (found) stated = Number(found[1].replace(/\./g, '')) * (found[2] === 'debajo' ? -1 : 1);
  }
  return { deviation, stated, text };
}

/** The price point calls the price fair: "en línea", or a stated deviation within ±FAIR_BAND. */
export function calledFair(claim: PriceClaim): boolean {
  if (claim.stated === 'inLine') return true;
  return claim.stated !== null && Math.abs(claim.stated) <= FAIR_BAND * 100;
}

interface Row {
  truth: TruthAd;
  scored: ScoredAd;
  position: number;
  claim: PriceClaim;
}

const points = (deviation: number): number => deviation * 100;

/** The price part scoreAd would give at the true deviation, with full confidence. */
const truePricePart = (trueDeviation: number): number => SCORE_WEIGHTS.price * Math.min(1, Math.max(0, 0.5 - trueDeviation / (2 * PRICE_SATURATION)));

export function measureMarket(market: GeneratedMarket, everyAd: readonly TruthAd[]): MarketFigures {
  const scored = evaluate(
    market.query,
    everyAd.map((t) => t.ad),
    REPORT_NOW,
  );
  const own = new Map(market.ads.map((t) => [t.ad.externalId, t]));
  const rows: Row[] = [];
  scored.forEach((item, index) => {
    const truth = own.get(item.ad.externalId);
    if (truth) rows.push({ truth, scored: item, position: index + 1, claim: priceClaimOf(item) });
  });
  const n = scored.length;
  const fair = rows.filter((r) => r.truth.label === 'fair' && Math.abs(r.truth.trueDeviation) <= FAIR_BAND);
  const claimed = rows.filter((r) => r.claim.deviation !== null);
  const ranked = rows.filter((r) => r.truth.label !== 'scam');
  const bargains = rows.filter((r) => r.truth.label === 'bargain');
  const claimsOf = (label: TruthAd['label']) => claimed.filter((r) => r.truth.label === label).map((r) => points(r.claim.deviation as number));
  return {
    name: market.name,
    ads: market.ads.length,
    missing: market.ads.length - rows.length,
    fairAds: fair.length,
    calledFair: fair.filter((r) => calledFair(r.claim)).length / fair.length,
    claimError: mean(claimed.map((r) => Math.abs(points(r.claim.deviation as number) - points(r.truth.trueDeviation)))),
    withoutClaim: rows.length - claimed.length,
    textMismatches: claimed.filter(
      (r) => typeof r.claim.stated === 'number' && Math.abs(Math.abs(r.claim.stated) - Math.abs(points(r.claim.deviation as number))) > 1,
    ).length,
    rho: spearman(
      ranked.map((r) => r.scored.finalScore),
      ranked.map((r) => -r.truth.trueDeviation),
    ),
    rhoCeiling: spearman(
      ranked.map((r) => r.scored.finalScore - r.scored.parts.price + truePricePart(r.truth.trueDeviation)),
      ranked.map((r) => -r.truth.trueDeviation),
    ),
    scamsFromBottom: rows.filter((r) => r.truth.label === 'scam').map((r) => positionFromBottom(r.position, n)),
    bargainPositions: bargains.map((r) => r.position),
    bargainsInTopQuarter: bargains.filter((r) => inTopQuarter(r.position, n)).length,
    meanBargainClaim: mean(claimsOf('bargain')),
    meanDearClaim: mean(claimsOf('dear')),
    leftOut: leftOutFigures(
      market.ads.map((t) => t.ad),
      scored,
      REPORT_NOW,
    ),
  };
}

export interface Summary {
  ads: number;
  fairAds: number;
  calledFair: number;
  claimError: number;
  /** The worst market's rho (every search must follow the deal). */
  minRho: number;
  scams: number;
  scamsInBottom: number;
  bargains: number;
  bargainsInTopQuarter: number;
}

/** Pooled over the markets: shares and errors weighted by ads, rho the worst market's. */
export function summarise(markets: readonly MarketFigures[]): Summary {
  const fairAds = markets.reduce((t, m) => t + m.fairAds, 0);
  const claimedOf = (m: MarketFigures) => m.ads - m.missing - m.withoutClaim;
  const claimedAds = markets.reduce((t, m) => t + claimedOf(m), 0);
  const scams = markets.flatMap((m) => m.scamsFromBottom);
  return {
    ads: markets.reduce((t, m) => t + m.ads, 0),
    fairAds,
    calledFair: markets.reduce((t, m) => t + m.calledFair * m.fairAds, 0) / fairAds,
    claimError: markets.reduce((t, m) => t + (claimedOf(m) ? m.claimError * claimedOf(m) : 0), 0) / claimedAds,
    minRho: Math.min(...markets.map((m) => m.rho)),
    scams: scams.length,
    scamsInBottom: scams.filter((p) => p <= TARGETS.scamBottom).length,
    bargains: markets.reduce((t, m) => t + m.bargainPositions.length, 0),
    bargainsInTopQuarter: markets.reduce((t, m) => t + m.bargainsInTopQuarter, 0),
  };
}

export interface TargetCheck {
  target: string;
  value: string;
  pass: boolean;
}

export function checkTargets(s: Summary): TargetCheck[] {
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  return [
    { target: `fair ads called fair >= ${pct(TARGETS.calledFair)}`, value: pct(s.calledFair), pass: s.calledFair >= TARGETS.calledFair },
    {
      target: `mean error of the claim <= ${TARGETS.maxClaimErrorPoints} points`,
      value: s.claimError.toFixed(1),
      pass: s.claimError <= TARGETS.maxClaimErrorPoints,
    },
    { target: `Spearman's rho >= ${TARGETS.minRho} in every market`, value: s.minRho.toFixed(2), pass: s.minRho >= TARGETS.minRho },
    { target: `every scam in the bottom ${TARGETS.scamBottom}`, value: `${s.scamsInBottom}/${s.scams}`, pass: s.scamsInBottom === s.scams },
    { target: 'every bargain in the top quarter', value: `${s.bargainsInTopQuarter}/${s.bargains}`, pass: s.bargainsInTopQuarter === s.bargains },
  ];
}
