import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('wallet', spanish);

declare global {
  interface OjeadorCatalogues {
    wallet: typeof spanish;
  }
}

/** The balance page's strings; components of this area take their texts only from here. */
export const useWalletTranslation = () => useTranslation('wallet');
