/**
 * Other markets for `npm run scoring:report` (docs/scoring.md, "Measuring the price judgement"): a change to the
 * fit must hold on markets the shipped generator does not make, or it only fits the generator.
 *
 * - `km`: how km lowers the price. `capped` (shipped): a penalty per 10,000 km that stops at 25-30 %;
 *   `exponential`: a factor falling by the same rate per 10,000 km (a fifth steeper), never stopping; `linear`: the
 *   penalty at 60 % of the rate, uncapped, down to 5 % of the price.
 * - `shapes`: `alike` (shipped): every car loses value on one curve, every motorbike on another; `differ`: the
 *   Seat León and the Honda PCX lose value 30-60 % faster, the Volkswagen Golf 25-40 % slower.
 */
export type KmForm = 'capped' | 'exponential' | 'linear';
export type Shapes = 'alike' | 'differ';

export interface Variant {
  km: KmForm;
  shapes: Shapes;
}

export const SHIPPED: Variant = { km: 'capped', shapes: 'alike' };
export const KM_FORMS: readonly KmForm[] = ['capped', 'exponential', 'linear'];
export const SHAPES: readonly Shapes[] = ['alike', 'differ'];

/** Multipliers of the early loss, the late loss and the km rate, by model, for `shapes: 'differ'`. */
const DIFFERENT: Readonly<Record<string, readonly [number, number, number]>> = {
  'Seat León': [1.4, 1.3, 1.6],
  'Volkswagen Golf': [0.7, 0.75, 0.6],
  'Honda PCX 125': [1.3, 1.4, 1.5],
};

export function shapeOf(variant: Variant, model: string): readonly [number, number, number] {
  return variant.shapes === 'differ' ? (DIFFERENT[model] ?? [1, 1, 1]) : [1, 1, 1];
}

/** The share of the price kept after `km`, at `ratePer10k` lost per 10,000 km, capped at `cap` for `capped`. */
export function kmShare(form: KmForm, km: number, ratePer10k: number, cap: number): number {
  const units = km / 10_000;
  if (form === 'exponential') return Math.exp(-ratePer10k * 1.2 * units);
  if (form === 'linear') return Math.max(0.05, 1 - ratePer10k * 0.6 * units);
  return 1 - Math.min(cap, ratePer10k * units);
}
