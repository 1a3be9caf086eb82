import type { ads, searchParameters, searchResults, searches, users } from './schema/index.js';

/** Row types read by more than one module, declared once from the schema. A module's own rows stay in its repository. */
export type UserRow = typeof users.$inferSelect;
export type SearchRow = typeof searches.$inferSelect;
export type SearchParametersRow = typeof searchParameters.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type ResultRow = typeof searchResults.$inferSelect;
