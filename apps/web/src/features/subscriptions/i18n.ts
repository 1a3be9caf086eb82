import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('subscriptions', spanish);

declare global {
  interface OjeadorCatalogues {
    subscriptions: typeof spanish;
  }
}

/** The subscriptions page's strings; components of this area take their texts only from here. */
export const useSubscriptionsTranslation = () => useTranslation('subscriptions');
