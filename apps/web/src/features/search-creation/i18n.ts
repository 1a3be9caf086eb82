import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('search-creation', spanish);

declare global {
  interface OjeadorCatalogues {
    'search-creation': typeof spanish;
  }
}

/** The creation flow's strings; components of this area take their texts only from here. */
export const useSearchCreationTranslation = () => useTranslation('search-creation');
