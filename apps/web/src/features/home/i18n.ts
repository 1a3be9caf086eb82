import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('home', spanish);

declare global {
  interface OjeadorCatalogues {
    home: typeof spanish;
  }
}

/** The landing's and the static pages' strings; components of this area take their texts only from here. */
export const useHomeTranslation = () => useTranslation('home');
