import { WISH_GROUPS, type AdResultSummary, type SearchParameters, type WishGroup } from '@ojeador/shared';

/**
 * Whether the search states wishes its results are grouped by: any preference read from its words. The
 * description's price counts only without a range maximum (with one, the range already decides).
 */
export function searchHasWishes(parameters: SearchParameters | null | undefined): boolean {
  if (!parameters) return false;
  return Object.entries(parameters.preferences).some(([key, value]) => {
    if (value === undefined || value === null) return false;
    if (Array.isArray(value) && value.length === 0) return false;
    return key !== 'maxPrice' || parameters.maxPrice === null;
  });
}

export type WishSection = { group: WishGroup; ads: AdResultSummary[] };

/**
 * The loaded results by wish group, "Cumple todo" first, each in the server's order; empty groups left out. The
 * server lists the groups in order, so a next page only grows the last group or starts the next one.
 */
export function groupByWish(ads: readonly AdResultSummary[]): WishSection[] {
  const sections = WISH_GROUPS.map((group): WishSection => ({ group, ads: [] }));
  for (const ad of ads) sections[Math.max(0, WISH_GROUPS.indexOf(ad.wishGroup))].ads.push(ad);
  return sections.filter((section) => section.ads.length > 0);
}
