import type { ResultSort } from '@ojeador/shared';

/** How many keys each order's cursor carries (the last item's expert rank and wish group, its sort values, then its result id). */
export const CURSOR_KEYS: Record<ResultSort, number> = { score: 4, price: 4, latest: 3, popular: 5 };

/**
 * An opaque page cursor: the order it belongs to and the last item's keys. Keyset paging on (keys, result id)
 * never repeats or skips a result when new ones arrive between pages (they take new, higher ids).
 */
export function encodeCursor(sort: ResultSort, keys: number[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString('base64url');
}

/** The keys of a cursor made by encodeCursor for the same order, or null for anything else. */
export function decodeCursor(cursor: string, sort: ResultSort): number[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (s !== sort || !Array.isArray(k) || k.length !== CURSOR_KEYS[sort]) return null;
  return k.every((key) => Number.isSafeInteger(key)) ? (k as number[]) : null;
}
