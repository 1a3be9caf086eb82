/** Map zoom that fits a circle of `km` in a 400 px map: 1 km → 14, 600 km → 5; always within 4..14. */
export function zoomForRadius(km: number): number {
  return Math.min(Math.max(Math.round(14 - Math.log2(Math.max(km, 0.001))), 4), 14);
}
