import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * The one rule for "the account is open": neither blocked by an administrator nor deleted. Alerts, runs, hires,
 * payments and messages all ask it here (docs/architecture.md, "One account rule"); the lint forbids reading
 * `is_blocked` or `deleted_at` for it anywhere else.
 */
export const openAccount = (): SQL => and(eq(users.isBlocked, false), isNull(users.deletedAt))!;

/** The rule as a selected column (a query that joins `users`), read back as a boolean on both drivers. */
export const openAccountColumn = () => sql<boolean>`${openAccount()}`.mapWith((value: unknown) => value === true || value === 't');

/** The rule in hand-written SQL, over `alias` (a `users` row in the statement). */
export const openAccountOf = (alias: string): SQL => sql.raw(`(NOT ${alias}.is_blocked AND ${alias}.deleted_at IS NULL)`);

/** The columns `isOpenAccount` reads, for a select that already joins `users`. */
export const accountStateColumns = { isBlocked: users.isBlocked, deletedAt: users.deletedAt } as const;

export type AccountState = { isBlocked: boolean; deletedAt: Date | null };

/** The rule over a row already read; a missing row is not open. */
export const isOpenAccount = (user: AccountState | null | undefined): user is AccountState => !!user && !user.isBlocked && user.deletedAt === null;
