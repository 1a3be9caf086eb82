/** "Getafe, Madrid", or just "Madrid" when the city is the province. */
export function placeText(city: string | null | undefined, province: string | null | undefined): string {
  const c = city?.trim() ?? '';
  const p = province?.trim() ?? '';
  if (c && p && c.localeCompare(p, 'es', { sensitivity: 'base' }) === 0) return c;
  return [c, p].filter(Boolean).join(', ');
}

/** True when the city names the province itself (Madrid, Madrid): then it is shown once. */
export function cityIsProvince(city: string | null | undefined, province: string | null | undefined): boolean {
  const c = city?.trim() ?? '';
  return c !== '' && c.localeCompare(province?.trim() ?? '', 'es', { sensitivity: 'base' }) === 0;
}
