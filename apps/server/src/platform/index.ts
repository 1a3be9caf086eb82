/**
 * The platform's face (docs/architecture.md, "Areas"): health, the site, the sources' operator view and metrics are
 * used by no other area, so it offers nothing; the composition root builds them.
 */
export {};
