import { PRICE_RANGE } from '@ojeador/shared';

/**
 * The price sliders' scale: fine where most searches are (500 € steps up to 30.000 €), coarser above
 * (2.500 € up to 100.000 €, 25.000 € up to 1.000.000 €), instead of 1.000 € steps over a million.
 */
const SEGMENTS = [
  { upTo: 30_000, step: 500 },
  { upTo: 100_000, step: 2_500 },
  { upTo: PRICE_RANGE.max, step: 25_000 },
] as const;

/** The slider's last position (the top of the scale: "no limit" for the maximum). */
export const PRICE_POSITIONS = SEGMENTS.reduce((positions, segment, index) => {
  const from = index === 0 ? PRICE_RANGE.min : SEGMENTS[index - 1].upTo;
  return positions + (segment.upTo - from) / segment.step;
}, 0);

/** The price at a slider position. */
export function priceAt(position: number): number {
  let left = Math.max(0, Math.round(position));
  let from: number = PRICE_RANGE.min;
  for (const segment of SEGMENTS) {
    const count = (segment.upTo - from) / segment.step;
    if (left <= count) return from + left * segment.step;
    left -= count;
    from = segment.upTo;
  }
  return PRICE_RANGE.max;
}

/** The slider position nearest to a price. */
export function positionOf(price: number): number {
  let position = 0;
  let from: number = PRICE_RANGE.min;
  for (const segment of SEGMENTS) {
    if (price <= segment.upTo) return position + Math.round((Math.max(price, from) - from) / segment.step);
    position += (segment.upTo - from) / segment.step;
    from = segment.upTo;
  }
  return PRICE_POSITIONS;
}
