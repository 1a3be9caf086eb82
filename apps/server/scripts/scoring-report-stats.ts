/** Statistics for `npm run scoring:report`: ranks with ties, Spearman's rho, means. */

/** 1-based ranks, ascending; tied values share the mean of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start + 1;
    while (end < order.length && order[end].value === order[start].value) end++;
    const rank = (start + 1 + end) / 2;
    for (let i = start; i < end; i++) ranks[order[i].index] = rank;
    start = end;
  }
  return ranks;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const meanX = mean(xs);
  const meanY = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - meanX;
    const dy = ys[i] - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : NaN;
}

/** Spearman's rho with ties (Pearson's correlation of the average ranks); NaN when either side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('spearman: the two series differ in length');
  if (xs.length < 2) return NaN;
  return pearson(averageRanks(xs), averageRanks(ys));
}

export function mean(values: readonly number[]): number {
  if (!values.length) return NaN;
  let total = 0;
  for (const value of values) total += value;
  return total / values.length;
}

/** Of a 1-based position in a list of `length` best first: the position counted from the end (1 = last). */
export const positionFromBottom = (position: number, length: number): number => length - position + 1;

/** A 1-based position is in the top quarter of a list of `length` (the first ceil(length / 4) positions). */
export const inTopQuarter = (position: number, length: number): boolean => position <= Math.ceil(length / 4);
