import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('notifications', spanish);

declare global {
  interface OjeadorCatalogues {
    notifications: typeof spanish;
  }
}

/** The notifications' strings; components of this area take their texts only from here. */
export const useNotificationsTranslation = () => useTranslation('notifications');
