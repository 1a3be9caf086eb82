import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('legal', spanish);

declare global {
  interface OjeadorCatalogues {
    legal: typeof spanish;
  }
}

/** The legal and contact pages' strings; components of this area take their texts only from here. */
export const useLegalTranslation = () => useTranslation('legal');
