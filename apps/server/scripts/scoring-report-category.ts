/**
 * A real-like generated car category for `npm run scoring:report`: nine models scored together, so thin
 * models (8-20 ads) are judged with their category's prior (docs/scoring.md, "Thin markets borrow strength").
 *
 * Unlike the shipped markets: heavy-tailed prices (normal noise over the root of a chi-square of 3: Student's t),
 * 3-4 power levels per model (stated "95 CV", price × (power / the lowest)^0.6), three trims (+0, +5, +10 %), dealers
 * 6 % dearer than private sellers, a few old cars with very low km, and planted bargains of 15-30 % under.
 */
import { CAR_CURVE, common, DEFAULT_SEED, detailedText, feedAd, MADRID, queryFor, REPORT_NOW, vehicleFairShare, type TruthAd } from './scoring-report-data.js';
import { priceClaimOf } from './scoring-report-measure.js';
import { leftOutFigures, type LeftOutFigures } from './scoring-report-real.js';
import { inTopQuarter, spearman } from './scoring-report-stats.js';
import { CAR_DETAILS, formatThousands } from '../src/search/engine/runtime/feed/demo-text.js';
import { SeededRandom } from '../src/search/engine/runtime/feed/seeded-random.js';
import { evaluate } from '../src/search/engine/core/pipeline.js';
import type { RawAd, SellerType } from '../src/search/engine/core/types.js';

interface ModelSpec {
  name: string;
  ads: number;
  newPrice: number;
  powers: readonly number[];
  trims: readonly [string, string, string];
}

// prettier-ignore
const MODELS: readonly ModelSpec[] = [
  { name: 'Seat Ibiza', ads: 130, newPrice: 17_000, powers: [80, 95, 115], trims: ['Reference', 'Style', 'FR'] },
  { name: 'Renault Clio', ads: 110, newPrice: 16_500, powers: [75, 90, 130], trims: ['Life', 'Zen', 'Initiale'] },
  { name: 'Peugeot 208', ads: 100, newPrice: 18_000, powers: [75, 100, 130], trims: ['Active', 'Allure', 'GT'] },
  { name: 'Volkswagen Polo', ads: 90, newPrice: 19_000, powers: [80, 95, 110, 150], trims: ['Edition', 'Advance', 'Sport'] },
  { name: 'BMW Serie 1', ads: 80, newPrice: 32_000, powers: [116, 136, 150, 190], trims: ['Advantage', 'Sport', 'Luxury'] },
  { name: 'Mazda 2', ads: 8, newPrice: 17_500, powers: [75, 90, 115], trims: ['Origin', 'Evolution', 'Zenith'] },
  { name: 'Kia Rio', ads: 12, newPrice: 16_000, powers: [84, 100, 120], trims: ['Concept', 'Drive', 'Tech'] },
  { name: 'Hyundai i20', ads: 16, newPrice: 17_000, powers: [84, 100, 120], trims: ['Klass', 'Tecno', 'Style'] },
  { name: 'Suzuki Swift', ads: 20, newPrice: 15_500, powers: [83, 90, 129], trims: ['GL', 'GLE', 'GLX'] },
];

const HEAVY_NOISE = 0.06;
const TRIM_STEP = 0.05;
const DEALER_PREMIUM = 0.06;
const OLD_LOW_KM = { share: 0.03, minAge: 12 } as const;
const BARGAINS = { share: 0.06, least: 1, min: 0.15, max: 0.3 } as const;
const SCAM = { ratio: 0.4, modelsFrom: 40 } as const;
/** A bargain is named when the point's deviation is within this many points of its size. */
const NAMED_WITHIN = 0.05;
const THIN = 20;

interface CategoryAd extends TruthAd {
  model: string;
}

function studentT(random: SeededRandom): number {
  let chi = 0;
  for (let k = 0; k < 3; k++) chi += random.normal() ** 2;
  return random.normal() / Math.sqrt(chi / 3);
}

/** The category's ads, the same for the same seed. */
export function generateCategory(seed: number = DEFAULT_SEED): CategoryAd[] {
  const random = new SeededRandom(seed * 7_919 + 36);
  const lastYear = REPORT_NOW.getUTCFullYear() - 1;
  return MODELS.flatMap((spec, m) => {
    const bargains = new Set(random.sample([...Array(spec.ads).keys()], Math.max(BARGAINS.least, Math.round(spec.ads * BARGAINS.share))));
    const scams = spec.ads >= SCAM.modelsFrom ? new Set([...Array(spec.ads).keys()].filter((i) => !bargains.has(i)).slice(0, 2)) : new Set<number>();
    return Array.from({ length: spec.ads }, (_, i): CategoryAd => {
      const year = random.int(2008, lastYear);
      const age = REPORT_NOW.getUTCFullYear() - year;
      const oldLowKm = age >= OLD_LOW_KM.minAge && random.chance(OLD_LOW_KM.share * 4);
      const km = oldLowKm ? random.int(5, 25) * 1_000 : Math.max(500, Math.round((age * CAR_CURVE.yearlyKm * Math.exp(random.normal(0, 0.35))) / 100) * 100);
      const power = random.pick(spec.powers);
      const trim = random.int(0, 2);
      const sellerType: SellerType = random.chance(0.4) ? 'dealer' : 'particular';
      const fairPrice =
        spec.newPrice *
        vehicleFairShare(CAR_CURVE, age, km) *
        (power / spec.powers[0]) ** 0.6 *
        (1 + TRIM_STEP * trim) *
        (sellerType === 'dealer' ? 1 + DEALER_PREMIUM : 1);
      const deal = bargains.has(i) ? -random.between(BARGAINS.min, BARGAINS.max) : 0;
      const factor = scams.has(i) ? SCAM.ratio : deal ? 1 + deal : Math.exp(Math.max(-0.5, Math.min(0.5, HEAVY_NOISE * studentT(random))));
      const price = Math.max(300, Math.round((fairPrice * factor) / 100) * 100);
      const title = `${spec.name} ${spec.trims[trim]} ${power} CV`;
      const first = `${title} del año ${year} con ${formatThousands(km)} km, gasolina.`;
      const ad: RawAd = feedAd({
        ...common(random, `category-${m + 1}-${i + 1}`, MADRID, 'car'),
        title,
        description: detailedText(random, first, CAR_DETAILS, sellerType === 'dealer' ? 'Garantía de 12 meses.' : 'Precio negociable.'),
        price,
        category: 1,
        sellerType,
        attributes: { year, km, fuel: 'gasolina' },
      });
      const label = scams.has(i) ? 'scam' : deal ? 'bargain' : 'fair';
      return { ad, fairPrice, trueDeviation: price / fairPrice - 1, label, model: spec.name };
    });
  });
}

export interface CategoryModelFigures extends LeftOutFigures {
  name: string;
  /** Honest ads (not planted scams) called "posible fraude", and the planted scams that were. */
  honestFraud: number;
  scamsCalled: string;
  bargains: number;
  /** Bargains whose point names their size within NAMED_WITHIN, and those ranked in the top quarter. */
  bargainsNamed: number;
  bargainsTopQuarter: number;
  rho: number;
  /** Thin models: the same, scored alone (no category prior). */
  alone: { rho: number; bargainsNamed: number; bargainsTopQuarter: number } | null;
}

function judge(ads: readonly CategoryAd[], market: readonly CategoryAd[]) {
  const query = queryFor(1, ads[0].model.toLowerCase(), MADRID);
  const scored = evaluate(
    query,
    market.map((t) => t.ad),
    REPORT_NOW,
  );
  const truth = new Map(ads.map((t) => [t.ad.externalId, t]));
  const rows = scored.flatMap((s, index) => {
    const t = truth.get(s.ad.externalId);
    return t ? [{ t, s, position: index + 1 }] : [];
  });
  const bargains = rows.filter((r) => r.t.label === 'bargain');
  const ranked = rows.filter((r) => r.t.label !== 'scam');
  return {
    scored,
    rows,
    bargainsNamed: bargains.filter((r) => {
      const claimed = priceClaimOf(r.s).deviation;
      return claimed !== null && Math.abs(claimed - r.t.trueDeviation) <= NAMED_WITHIN;
    }).length,
    bargainsTopQuarter: bargains.filter((r) => inTopQuarter(r.position, scored.length)).length,
    rho: spearman(
      ranked.map((r) => r.s.finalScore),
      ranked.map((r) => -r.t.trueDeviation),
    ),
  };
}

/** Each model of the category judged in the whole category (and the thin ones alone too). */
export function measureCategory(seed: number = DEFAULT_SEED): CategoryModelFigures[] {
  const all = generateCategory(seed);
  return MODELS.map((spec) => {
    const ads = all.filter((t) => t.model === spec.name);
    const inCategory = judge(ads, all);
    const alone = spec.ads <= THIN ? judge(ads, ads) : null;
    const scams = inCategory.rows.filter((r) => r.t.label === 'scam');
    const honest = inCategory.rows.filter((r) => r.t.label !== 'scam');
    return {
      name: `${spec.name}${spec.ads <= THIN ? ' (thin)' : ''}`,
      ...leftOutFigures(
        ads.map((t) => t.ad),
        inCategory.scored,
        REPORT_NOW,
      ),
      honestFraud: honest.filter((r) => r.s.wishGroup === 3).length / honest.length,
      scamsCalled: `${scams.filter((r) => r.s.wishGroup === 3).length}/${scams.length}`,
      bargains: ads.filter((t) => t.label === 'bargain').length,
      bargainsNamed: inCategory.bargainsNamed,
      bargainsTopQuarter: inCategory.bargainsTopQuarter,
      rho: inCategory.rho,
      alone: alone && { rho: alone.rho, bargainsNamed: alone.bargainsNamed, bargainsTopQuarter: alone.bargainsTopQuarter },
    };
  });
}
