import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('phone', spanish);

declare global {
  interface OjeadorCatalogues {
    phone: typeof spanish;
  }
}

/** The phone verification's strings; components of this area take their texts only from here. */
export const usePhoneTranslation = () => useTranslation('phone');
