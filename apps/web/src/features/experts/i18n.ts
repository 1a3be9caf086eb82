import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('experts', spanish);

declare global {
  interface OjeadorCatalogues {
    experts: typeof spanish;
  }
}

/** The expert side's strings (/become-expert, /expert-panel); components of this area take their texts only from here. */
export const useExpertsTranslation = () => useTranslation('experts');
