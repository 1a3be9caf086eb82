/**
 * The plain baseline `scoring:report` compares the fair price with (docs/scoring.md, "Measuring the price judgement"):
 * a per-model least-squares fit of log price on age, log km, fuel and power (homes: log m² and rooms), each ad's
 * estimate left out of its own fit (exact from the hat matrix). No robustness, no smoothing, no shrinkage.
 */
import { powerOf } from '../src/search/engine/core/title-keys.js';
import type { RawAd } from '../src/search/engine/core/types.js';

const HOMES = 3;

/** Left-out least-squares predictions of `y` from the rows of `x` (a tiny ridge keeps unused columns solvable). */
export function leftOutLeastSquares(x: readonly number[][], y: readonly number[]): number[] {
  const n = y.length;
  const p = x[0]?.length ?? 0;
  if (n <= p + 1) return y.map(() => NaN);
  const a = Array.from({ length: p }, (_, r) => Array.from({ length: p }, (_, c) => (r === c ? 1e-6 : 0)));
  const b = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++)
    for (let r = 0; r < p; r++) {
      b[r] += x[i][r] * y[i];
      for (let c = 0; c < p; c++) a[r][c] += x[i][r] * x[i][c];
    }
  const inverse = invert(a);
  const coef = inverse.map((row) => row.reduce((t, v, c) => t + v * b[c], 0));
  return x.map((row, i) => {
    const fitted = row.reduce((t, v, c) => t + v * coef[c], 0);
    let h = 0;
    for (let r = 0; r < p; r++) for (let c = 0; c < p; c++) h += row[r] * inverse[r][c] * row[c];
    return h < 0.999 ? y[i] - (y[i] - fitted) / (1 - h) : NaN;
  });
}

/** Gauss-Jordan inverse of a small symmetric positive definite matrix. */
function invert(m: number[][]): number[][] {
  const p = m.length;
  const a = m.map((row, r) => [...row, ...Array.from({ length: p }, (_, c) => (r === c ? 1 : 0))]);
  for (let col = 0; col < p; col++) {
    let pivot = col;
    for (let r = col + 1; r < p; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const d = a[col][col];
    for (let c = 0; c < 2 * p; c++) a[col][c] /= d;
    for (let r = 0; r < p; r++) {
      if (r === col) continue;
      const f = a[r][col];
      for (let c = 0; c < 2 * p; c++) a[r][c] -= f * a[col][c];
    }
  }
  return a.map((row) => row.slice(p));
}

/** The baseline's left-out fair price of each ad of one model (NaN where it cannot say). */
export function baselineFairPrices(ads: readonly RawAd[], now: Date): number[] {
  if (ads.length === 0) return [];
  if (ads[0].category === HOMES) {
    const x = ads.map((ad) => [1, Math.log(ad.attributes.sqm ?? 80), ad.attributes.rooms ?? 0]);
    return leftOutLeastSquares(
      x,
      ads.map((ad) => Math.log(ad.price)),
    ).map(Math.exp);
  }
  const fuels = [...new Set(ads.map((ad) => ad.attributes.fuel ?? ''))].sort().slice(1);
  const powers = ads.map((ad) => powerOf(ad.title, ad.description));
  const known = powers.filter((cv): cv is number => cv !== null);
  const meanLogPower = known.length ? known.reduce((t, cv) => t + Math.log(cv), 0) / known.length : 0;
  const x = ads.map((ad, i) => [
    1,
    now.getUTCFullYear() - (ad.attributes.year ?? now.getUTCFullYear()),
    Math.log1p((ad.attributes.km ?? 0) / 1_000),
    ...fuels.map((fuel) => (ad.attributes.fuel === fuel ? 1 : 0)),
    ...(known.length >= 10 ? [powers[i] === null ? 0 : Math.log(powers[i]) - meanLogPower, powers[i] === null ? 1 : 0] : []),
  ]);
  return leftOutLeastSquares(
    x,
    ads.map((ad) => Math.log(ad.price)),
  ).map(Math.exp);
}
