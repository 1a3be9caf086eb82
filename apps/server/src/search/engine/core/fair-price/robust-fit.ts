/**
 * Penalised, robust least squares on sparse rows: the one regression behind every fair price (docs/scoring.md,
 * "Fair price"). Rows have a handful of non-zero columns (a year indicator, km terms, a few factors), so building
 * the normal equations costs a few dozen operations per ad; the system itself is small (tens of columns).
 *
 * Robust: after a least-squares start, Huber then Tukey bisquare weights (scale from the median absolute
 * residual), so a scam or a planted bargain gets little or no weight and cannot drag the curve. The smoothing
 * penalty's strength is chosen by generalised cross-validation from a fixed grid.
 */

import { medianOf } from './reference.js';

/** Rows in compressed form: row i has columns col[start[i]..start[i+1]) with values val[...]; y[i] is its target. */
export interface SparseRows {
  readonly p: number;
  readonly n: number;
  readonly start: Int32Array;
  readonly col: Int32Array;
  readonly val: Float64Array;
  readonly y: Float64Array;
}

/** Fixed penalty (ridge and the like; several to choose from) and the smoothing penalty scaled by the chosen lambda, all p×p. */
export interface Penalties {
  fixed: Float64Array | readonly Float64Array[];
  smooth: Float64Array | null;
}

export interface RobustFit {
  readonly p: number;
  readonly coef: Float64Array;
  /** (XᵀWX + P)⁻¹, row-major p×p: prediction errors and leave-one-out corrections. */
  readonly inverse: Float64Array;
  /** Robust residual scale (log units). */
  readonly sigma: number;
  /** Rows that kept a weight (not rejected as outliers). */
  readonly kept: number;
  readonly lambda: number;
}

const HUBER = 1.345;
const BISQUARE = 4.685;
/** Never trust a residual scale tighter than this (log units, about 2 %): rounding alone makes that much. */
const MIN_SIGMA = 0.02;
const LAMBDAS = [0.03, 0.1, 0.3, 1, 3, 10];
/**
 * A solution may spend at most this share of its (weighted) ads on degrees of freedom: a thin model's curve that
 * passes through each ad's own price leaves nothing to judge it by (docs/scoring.md, "Fair price", leave-one-out).
 */
const MAX_DOF_SHARE = 0.4;

export class RowBuilder {
  private readonly start: number[] = [0];
  private readonly col: number[] = [];
  private readonly val: number[] = [];
  private readonly y: number[] = [];

  constructor(private readonly p: number) {}

  push(columns: readonly number[], values: readonly number[], target: number): void {
    for (let k = 0; k < columns.length; k++) {
      this.col.push(columns[k]);
      this.val.push(values[k]);
    }
    this.start.push(this.col.length);
    this.y.push(target);
  }

  build(): SparseRows {
    return {
      p: this.p,
      n: this.y.length,
      start: Int32Array.from(this.start),
      col: Int32Array.from(this.col),
      val: Float64Array.from(this.val),
      y: Float64Array.from(this.y),
    };
  }
}

/** Cholesky factor (lower, row-major) of a symmetric positive definite matrix, or null. */
function cholesky(a: Float64Array, p: number): Float64Array | null {
  const l = new Float64Array(p * p);
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * p + j];
      for (let k = 0; k < j; k++) sum -= l[i * p + k] * l[j * p + k];
      if (i === j) {
        if (!(sum > 1e-12)) return null;
        l[i * p + i] = Math.sqrt(sum);
      } else l[i * p + j] = sum / l[j * p + j];
    }
  }
  return l;
}

/** The inverse of a matrix from its Cholesky factor. */
function inverseOf(l: Float64Array, p: number): Float64Array {
  const inv = new Float64Array(p * p);
  const column = new Float64Array(p);
  for (let c = 0; c < p; c++) {
    column.fill(0);
    column[c] = 1;
    for (let i = 0; i < p; i++) {
      let sum = column[i];
      for (let k = 0; k < i; k++) sum -= l[i * p + k] * column[k];
      column[i] = sum / l[i * p + i];
    }
    for (let i = p - 1; i >= 0; i--) {
      let sum = column[i];
      for (let k = i + 1; k < p; k++) sum -= l[k * p + i] * column[k];
      column[i] = sum / l[i * p + i];
    }
    for (let i = 0; i < p; i++) inv[i * p + c] = column[i];
  }
  return inv;
}

/** x_iᵀ M x_i for row i of the design. */
export function rowQuadratic(rows: SparseRows, i: number, m: Float64Array): number {
  const { start, col, val, p } = rows;
  let sum = 0;
  for (let a = start[i]; a < start[i + 1]; a++) for (let b = start[i]; b < start[i + 1]; b++) sum += val[a] * val[b] * m[col[a] * p + col[b]];
  return sum;
}

/** xᵀ M x for a dense vector. */
export function quadratic(x: Float64Array, m: Float64Array): number {
  const p = x.length;
  let sum = 0;
  for (let a = 0; a < p; a++) if (x[a] !== 0) for (let b = 0; b < p; b++) sum += x[a] * x[b] * m[a * p + b];
  return sum;
}

export function rowPrediction(rows: SparseRows, i: number, coef: Float64Array): number {
  let sum = 0;
  for (let a = rows.start[i]; a < rows.start[i + 1]; a++) sum += rows.val[a] * coef[rows.col[a]];
  return sum;
}

interface Solved {
  coef: Float64Array;
  inverse: Float64Array;
}

/** XᵀWX and XᵀWy: built once per set of weights, shared by every penalty tried with them. */
interface Normal {
  a: Float64Array;
  b: Float64Array;
}

function normalEquations(rows: SparseRows, weights: Float64Array): Normal {
  const { p, n, start, col, val, y } = rows;
  const a = new Float64Array(p * p);
  const b = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    const w = weights[i];
    if (w === 0) continue;
    for (let s = start[i]; s < start[i + 1]; s++) {
      const cs = col[s];
      const ws = w * val[s];
      b[cs] += ws * y[i];
      for (let t = start[i]; t < start[i + 1]; t++) a[cs * p + col[t]] += ws * val[t];
    }
  }
  return { a, b };
}

function solve(p: number, normal: Normal, fixed: Float64Array, smooth: Float64Array | null, lambda: number): Solved | null {
  const a = Float64Array.from(normal.a);
  for (let k = 0; k < a.length; k++) a[k] += fixed[k] + (smooth ? lambda * smooth[k] : 0);
  const l = cholesky(a, p);
  if (!l) return null;
  const inverse = inverseOf(l, p);
  const coef = new Float64Array(p);
  for (let r = 0; r < p; r++) {
    let sum = 0;
    for (let c = 0; c < p; c++) sum += inverse[r * p + c] * normal.b[c];
    coef[r] = sum;
  }
  return { coef, inverse };
}

function residuals(rows: SparseRows, coef: Float64Array): Float64Array {
  const r = new Float64Array(rows.n);
  for (let i = 0; i < rows.n; i++) r[i] = rows.y[i] - rowPrediction(rows, i, coef);
  return r;
}

const robustScale = (r: Float64Array): number => Math.max(MIN_SIGMA, 1.4826 * medianOf(r.map(Math.abs)));

function reweight(r: Float64Array, sigma: number, bisquare: boolean, weights: Float64Array): void {
  for (let i = 0; i < r.length; i++) {
    const u = Math.abs(r[i]) / sigma;
    if (bisquare) weights[i] = u >= BISQUARE ? 0 : (1 - (u / BISQUARE) ** 2) ** 2;
    else weights[i] = u <= HUBER ? 1 : HUBER / u;
  }
}

/** Generalised cross-validation score of a solution: n·RSS / (n − trace)². */
function gcv(rows: SparseRows, weights: Float64Array, solved: Solved): number {
  const r = residuals(rows, solved.coef);
  let rss = 0;
  let trace = 0;
  let total = 0;
  for (let i = 0; i < rows.n; i++) {
    const w = weights[i];
    if (w === 0) continue;
    total += w;
    rss += w * r[i] * r[i];
    trace += w * rowQuadratic(rows, i, solved.inverse);
  }
  const dof = total - trace;
  return dof > 1 && trace <= MAX_DOF_SHARE * total ? (total * rss) / (dof * dof) : Infinity;
}

/**
 * The option whose solution has the lowest generalised cross-validation score; the last (the strongest penalty: the
 * options go from weakest to strongest) when none is acceptable.
 */
function bestBy<T>(options: readonly T[], trial: (option: T) => Solved | null, rows: SparseRows, weights: Float64Array): T {
  let best = options[options.length - 1];
  let bestScore = Infinity;
  for (const option of options) {
    const solved = trial(option);
    const score = solved ? gcv(rows, weights, solved) : Infinity;
    if (score < bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

/**
 * The robust fit, or null when the system is singular (too few or degenerate rows). `fixed` may offer several
 * fixed penalties (ridges of different strength): the one with the best generalised cross-validation score is
 * kept, chosen together with the smoothing strength.
 */
export function robustFit(rows: SparseRows, penalties: Penalties): RobustFit | null {
  const choices = penalties.fixed instanceof Float64Array ? [penalties.fixed] : penalties.fixed;
  const { smooth } = penalties;
  const weights = new Float64Array(rows.n).fill(1);
  let lambda = 1;
  let fixed = choices[0];
  let solved = solve(rows.p, normalEquations(rows, weights), fixed, smooth, lambda);
  if (!solved) return null;
  let sigma = MIN_SIGMA;
  for (let iteration = 0; iteration < 6; iteration++) {
    const r = residuals(rows, solved.coef);
    sigma = robustScale(r);
    reweight(r, sigma, iteration >= 2, weights);
    const normal = normalEquations(rows, weights);
    if (iteration === 1) {
      // The fixed penalty at the start's smoothing, then the smoothing for it: a dozen trials, not every pair.
      if (choices.length > 1) fixed = bestBy(choices, (choice) => solve(rows.p, normal, choice, smooth, lambda), rows, weights);
      if (smooth) lambda = bestBy(LAMBDAS, (candidate) => solve(rows.p, normal, fixed, smooth, candidate), rows, weights);
    }
    const next = solve(rows.p, normal, fixed, smooth, lambda);
    if (!next) return null;
    solved = next;
  }
  let kept = 0;
  for (let i = 0; i < rows.n; i++) if (weights[i] > 0) kept++;
  return { p: rows.p, coef: solved.coef, inverse: solved.inverse, sigma, kept, lambda };
}

/**
 * The robust scale (log units) of the fit's left-out residuals over the rows it kept: how far a fair ad's price
 * really falls from its left-out estimate, what the "en línea" band is calibrated on (docs/scoring.md).
 */
export function leftOutSpread(rows: SparseRows, fit: RobustFit): number {
  const residuals: number[] = [];
  for (let i = 0; i < rows.n; i++) {
    const r = rows.y[i] - rowPrediction(rows, i, fit.coef);
    const w = robustWeight(fit, r);
    if (w === 0) continue;
    const h = w * rowQuadratic(rows, i, fit.inverse);
    residuals.push(Math.abs(h < 0.95 ? r / (1 - h) : r));
  }
  return residuals.length ? Math.max(MIN_SIGMA, 1.4826 * medianOf(residuals)) : fit.sigma;
}

/** Bisquare weight a residual would get in the fit (0 for an outlier). */
export function robustWeight(fit: RobustFit, residual: number): number {
  const u = Math.abs(residual) / fit.sigma;
  return u >= BISQUARE ? 0 : (1 - (u / BISQUARE) ** 2) ** 2;
}
