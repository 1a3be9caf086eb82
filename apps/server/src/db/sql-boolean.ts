/**
 * A boolean the database computed (`exists`, `bool_or`, a comparison), as the two drivers hand it back: pg gives
 * `true`, PGlite may give `'t'`; `'true'` comes from a value read out of JSON text. For `.mapWith(asBoolean)`.
 */
export const asBoolean = (value: unknown): boolean => value === true || value === 't' || value === 'true';
