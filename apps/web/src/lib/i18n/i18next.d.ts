import 'i18next';
import type common from './locales/es.json';

declare global {
  /**
   * The catalogues' shapes, one entry per namespace. Each area declares its own entry in its `i18n.ts` (interface
   * merging keeps areas from editing one shared list); the Spanish file is the source of keys.
   */
  interface OjeadorCatalogues {
    common: typeof common;
  }
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: OjeadorCatalogues;
  }
}
