import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('hires', spanish);

declare global {
  interface OjeadorCatalogues {
    hires: typeof spanish;
  }
}

/** The hire section's strings (search screen); components of this area take their texts only from here. */
export const useHiresTranslation = () => useTranslation('hires');
