import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { asBoolean } from '../../db/sql-boolean.js';
import { users } from '../../db/schema/index.js';

/**
 * The one rule for "the account is open": neither blocked by an administrator nor deleted. Alerts, runs, hires,
 * payments and messages all ask it here (docs/architecture.md, "One account rule"); the lint forbids reading
 * `is_blocked` or `deleted_at` for it anywhere else.
 */

/** The rule in hand-written SQL, over `alias` (a `users` row in the statement). */
export const openAccountOf = (alias: string): SQL => sql.raw(`(NOT ${alias}.is_blocked AND ${alias}.deleted_at IS NULL)`);

/**
 * The rule for another area's row that names its account (`userId`, a column or SQL), without joining `users`: the
 * areas that hold no account data ask it this way, so only the accounts query their tables (docs/tables.md).
 */
export const openAccountAt = (userId: SQLWrapper): SQL => sql`(${userId} in (select oa.id from users oa where ${openAccountOf('oa')}))`;

/** `openAccountAt` as a selected column, read back as a boolean on both drivers. */
export const openAccountAtColumn = (userId: SQLWrapper) => sql<boolean>`${openAccountAt(userId)}`.mapWith(asBoolean);

/** The account at `userId` is an expert's, open: one customers may hire (the catalogue, public profiles). */
export const hireableExpertAt = (userId: SQLWrapper): SQL =>
  sql`(${userId} in (select he.id from users he where he.role = 'expert' and ${openAccountOf('he')}))`;

/** `hireableExpertAt` as a selected column, read back as a boolean on both drivers. */
export const hireableExpertColumn = (userId: SQLWrapper) => sql<boolean>`${hireableExpertAt(userId)}`.mapWith(asBoolean);

/**
 * The display name of the account at `userId`, for another area's read that shows who (a client, an expert, a
 * reviewer). A scalar subquery: `userId` must be qualified, or named unlike a column of `users` (`user_id`,
 * `client_id`...), since a single-table select writes it bare.
 */
export const accountNameOf = (userId: SQLWrapper) => sql<string>`(select an.name from users an where an.id = ${userId})`;

/** The e-mail of the account at `userId` (the administrator's view of a search's creator). */
export const accountEmailOf = (userId: SQLWrapper) => sql<string>`(select ae.email from users ae where ae.id = ${userId})`;

/** The columns `isOpenAccount` reads, for a select that already joins `users`. */
export const accountStateColumns = { isBlocked: users.isBlocked, deletedAt: users.deletedAt } as const;

export type AccountState = { isBlocked: boolean; deletedAt: Date | null };

/**
 * Whether the account is closed, with its row held to the end of `tx`: `update` serialises every plan change of the
 * user with a block or deletion; `key share` lets a deletion or block (FOR UPDATE) wait for a fulfilment, or the
 * fulfilment see it done (decision 027).
 */
export async function lockAccountState(tx: Executor, userId: number, mode: 'update' | 'key share'): Promise<{ closed: boolean }> {
  const [row] = await tx.select(accountStateColumns).from(users).where(eq(users.id, userId)).for(mode);
  return { closed: !isOpenAccount(row) };
}

/** The rule over a row already read; a missing row is not open. */
export const isOpenAccount = (user: AccountState | null | undefined): user is AccountState => !!user && !user.isBlocked && user.deletedAt === null;
