import type { SQL, SQLWrapper } from 'drizzle-orm';

/** A search as a hire sees it: whose it is, its category and its name. */
export type SearchHeader = { id: number; userId: number; categoryId: number; title: string };

/** An ad as a hire's report or page names it. */
export type AdCard = { id: number; title: string; price: number; url: string };

/** A search as the expert's list of hired searches shows it. */
export type SearchCard = { id: number; title: string; description: string; categoryId: number; isActive: boolean };

/**
 * What the hires read of searches and ads, whose tables the search area owns (docs/architecture.md, "Areas"):
 * the search area answers it (search/searches/search-rows.read-model.ts), the composition root hands it over. The
 * fragments take the hire's own column, so a hire's list stays one query; json comes back as an object or a string.
 */
export type SearchRowsPort = {
  header(searchId: number): Promise<SearchHeader | null>;
  /** The search's title, null once it is deleted. */
  titleOf(searchId: SQLWrapper): SQL<string | null>;
  /** The search as a json object, null once it is deleted. */
  cardOf(searchId: SQLWrapper): SQL<SearchCard | string | null>;
  adTitleOf(adId: SQLWrapper): SQL<string | null>;
  /** The ad as a json object, null when there is none. */
  adCardOf(adId: SQLWrapper): SQL<AdCard | string | null>;
  /** The ads of an id array as a json array, in the array's order (never null). */
  adCardsOf(adIds: SQLWrapper): SQL<AdCard[] | string>;
};
