import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('app', spanish);

declare global {
  interface OjeadorCatalogues {
    app: typeof spanish;
  }
}

/** The app shell's strings (layout, guards, error pages); components of app/ take their texts only from here. */
export const useAppTranslation = () => useTranslation('app');
