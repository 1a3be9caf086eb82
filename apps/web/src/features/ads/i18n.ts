import { registerCatalogue, useTranslation } from '@/lib/i18n';
import spanish from './locales/es.json';

registerCatalogue('ads', spanish);

declare global {
  interface OjeadorCatalogues {
    ads: typeof spanish;
  }
}

/** The ad page's and ad cards' strings; components of this area take their texts only from here. */
export const useAdsTranslation = () => useTranslation('ads');

/** The area's translate function, for the helpers in `lib/` that build texts. */
export type AdsT = ReturnType<typeof useAdsTranslation>['t'];
