import { FEED_PLATFORM_ID, type AdResult } from '@ojeador/shared';
import type { AdsT } from '../i18n';

/**
 * Where the ad comes from, as the customer knows it: the portal (Wallapop…), or that their expert added it.
 * The internal feed source never shows: its ads are named by the host of their link ("wallapop.com").
 */
export function adSource(t: AdsT, ad: Pick<AdResult, 'origin' | 'platformId' | 'platformName' | 'url'>): string {
  if (ad.origin === 'manual') return t('source.expert');
  if (ad.platformId !== FEED_PLATFORM_ID) return ad.platformName;
  try {
    return new URL(ad.url).hostname.replace(/^www\./, '') || t('source.portal');
  } catch {
    return t('source.portal');
  }
}
