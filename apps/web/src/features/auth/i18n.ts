import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('auth', spanish);

declare global {
  interface OjeadorCatalogues {
    auth: typeof spanish;
  }
}

/** The sign-in strings; components of this area take their texts only from here. */
export const useAuthTranslation = () => useTranslation('auth');
