/** Medians for the market: of sorted arrays (leave-one-out) and, without sorting, of scratch buffers. */

export function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function upperBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Median of sorted values with one occurrence of `excluded` left out (when given and present). */
export function medianExcluding(sorted: Float64Array, excluded: number | null): number {
  let skip = sorted.length;
  let n = sorted.length;
  if (excluded !== null) {
    const at = lowerBound(sorted, excluded);
    if (sorted[at] === excluded) {
      skip = at;
      n--;
    }
  }
  const middle = (n - 1) >> 1;
  const lower = sorted[middle < skip ? middle : middle + 1];
  if (n % 2 === 1) return lower;
  const upper = sorted[middle + 1 < skip ? middle + 1 : middle + 2];
  return (lower + upper) / 2;
}

/** Rearranges values[from..to] so that values[k] holds the k-th smallest (Hoare quickselect). */
function select(values: Float64Array, from: number, to: number, k: number): void {
  let left = from;
  let right = to;
  while (left < right) {
    const pivot = values[(left + right) >>> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/** Median of the first n values of a scratch buffer (reordered in place). n must be > 0. */
export function medianInPlace(values: Float64Array, n: number): number {
  const middle = (n - 1) >> 1;
  select(values, 0, n - 1, middle);
  const lower = values[middle];
  if (n % 2 === 1) return lower;
  let upper = values[middle + 1];
  for (let i = middle + 2; i < n; i++) if (values[i] < upper) upper = values[i];
  return (lower + upper) / 2;
}
