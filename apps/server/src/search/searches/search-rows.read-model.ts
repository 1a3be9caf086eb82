import { Column, eq, getTableName, is, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { searches } from '../../db/schema/index.js';
import type { AdCard, SearchCard, SearchHeader, SearchRowsPort } from '../../marketplace/index.js';

const adJson = (alias: string) => sql.raw(`json_build_object('id', ${alias}.id, 'title', ${alias}.title, 'price', ${alias}.price, 'url', ${alias}.url)`);

/** A column always with its table: in a single-table select list Drizzle leaves it bare, and a bare name could be captured inside the subquery. */
const qualified = (value: SQLWrapper) => (is(value, Column) ? sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}` : value);

/**
 * What the hires read of searches and ads (marketplace's SearchRowsPort): a search's header, and fragments over the
 * hire's own column.
 */
export class SearchRowsReadModel implements SearchRowsPort {
  constructor(private readonly db: Executor) {}

  async header(searchId: number): Promise<SearchHeader | null> {
    const [row] = await this.db
      .select({ id: searches.id, userId: searches.userId, categoryId: searches.categoryId, title: searches.title })
      .from(searches)
      .where(eq(searches.id, searchId))
      .limit(1);
    return row ?? null;
  }

  titleOf(searchId: SQLWrapper) {
    return sql<string | null>`(select st.title from searches st where st.id = ${qualified(searchId)})`;
  }

  cardOf(searchId: SQLWrapper) {
    return sql<
      SearchCard | string | null
    >`(select json_build_object('id', sc.id, 'title', sc.title, 'description', sc.description, 'categoryId', sc.category_id, 'isActive', sc.is_active) from searches sc where sc.id = ${qualified(searchId)})`;
  }

  adTitleOf(adId: SQLWrapper) {
    return sql<string | null>`(select atl.title from ads atl where atl.id = ${qualified(adId)})`;
  }

  adCardOf(adId: SQLWrapper) {
    return sql<AdCard | string | null>`(select ${adJson('ac')} from ads ac where ac.id = ${qualified(adId)})`;
  }

  adCardsOf(ids: SQLWrapper) {
    const adIds = qualified(ids);
    return sql<
      AdCard[] | string
    >`coalesce((select json_agg(${adJson('al')} order by array_position(${adIds}, al.id)) from ads al where al.id = any(${adIds})), '[]'::json)`;
  }
}
