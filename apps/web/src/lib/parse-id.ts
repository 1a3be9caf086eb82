/** Largest id the database stores (int4); a bigger one cannot name anything. */
const MAX_ID = 2_147_483_647;

/** A route's `:id` as a positive whole number, or null when it is missing or not a valid id. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
