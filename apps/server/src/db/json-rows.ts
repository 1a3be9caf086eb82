import { sql, type SQL } from 'drizzle-orm';

/**
 * Many rows or ids as one JSON parameter, for writes that carry thousands of them (engine percolation, decision 029):
 * building a statement with a parameter per value costs more CPU in the app than the database spends on it, and
 * PostgreSQL caps a statement at 65,535 parameters. JSON is read the same way by PostgreSQL and PGlite.
 */
export const jsonRows = (rows: readonly Record<string, unknown>[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;

/** `column in (…ids)` with the ids as one parameter. */
export const inIds = (column: SQL, ids: readonly number[]): SQL => sql`${column} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;
