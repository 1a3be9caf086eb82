import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('favorites', spanish);

declare global {
  interface OjeadorCatalogues {
    favorites: typeof spanish;
  }
}

/** The favourites' strings; components of this area take their texts only from here. */
export const useFavoritesTranslation = () => useTranslation('favorites');
