import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('admin', spanish);

declare global {
  interface OjeadorCatalogues {
    admin: typeof spanish;
  }
}

/** The administrator screen's strings (spec 001 writes them in English); components of this area take their texts only from here. */
export const useAdminTranslation = () => useTranslation('admin');
