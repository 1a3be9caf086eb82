import { FEED_PLATFORM_ID, type AdResult } from '@ojeador/shared';

export const EXPERT_ADDED_SOURCE = 'Anuncio añadido por tu experto';

/**
 * Where the ad comes from, as the customer knows it: the portal (Wallapop…), or that their expert added it.
 * The internal feed source never shows: its ads are named by the host of their link ("wallapop.com").
 */
export function adSource(ad: Pick<AdResult, 'origin' | 'platformId' | 'platformName' | 'url'>): string {
  if (ad.origin === 'manual') return EXPERT_ADDED_SOURCE;
  if (ad.platformId !== FEED_PLATFORM_ID) return ad.platformName;
  try {
    return new URL(ad.url).hostname.replace(/^www\./, '') || 'Portal de anuncios';
  } catch {
    return 'Portal de anuncios';
  }
}
