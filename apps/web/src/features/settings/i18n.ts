import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('settings', spanish);

declare global {
  interface OjeadorCatalogues {
    settings: typeof spanish;
  }
}

/** The settings' strings; components of this area take their texts only from here. */
export const useSettingsTranslation = () => useTranslation('settings');
