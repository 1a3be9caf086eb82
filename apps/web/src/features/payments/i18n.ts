import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('payments', spanish);

declare global {
  interface OjeadorCatalogues {
    payments: typeof spanish;
  }
}

/** The payment return pages' strings (/success, /cancel); components of this area take their texts only from here. */
export const usePaymentsTranslation = () => useTranslation('payments');
