import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('searches', spanish);

declare global {
  interface OjeadorCatalogues {
    searches: typeof spanish;
  }
}

/** The searches' strings (list and search screen); components of this area take their texts only from here. */
export const useSearchesTranslation = () => useTranslation('searches');
