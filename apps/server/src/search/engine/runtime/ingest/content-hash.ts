import { hash as digest } from 'node:crypto';
import type { RawAd } from '../../core/types.js';

/** The key of an ad at its platform, as the store's unique index has it. */
export const adKeyOf = (ad: Pick<RawAd, 'platformId' | 'externalId'>): string => `${ad.platformId}:${ad.externalId}`;

/** The external ids per platform, in order: one push per ad, so a 100,000-ad first poll stays linear. */
export function externalIdsByPlatform(items: Iterable<Pick<RawAd, 'platformId' | 'externalId'>>): Map<number, string[]> {
  const byPlatform = new Map<number, string[]>();
  for (const ad of items) {
    const list = byPlatform.get(ad.platformId);
    if (list) list.push(ad.externalId);
    else byPlatform.set(ad.platformId, [ad.externalId]);
  }
  return byPlatform;
}

/** Hash of everything a source says about an ad (what a poll compares to tell a changed ad from an unchanged one). */
export function contentHashOf(ad: RawAd): string {
  const canonical = JSON.stringify([
    ad.title,
    ad.description,
    ad.price,
    ad.url,
    ad.images,
    ad.category,
    ad.province,
    ad.city,
    ad.latitude,
    ad.longitude,
    ad.sellerType,
    ad.publishDate ? ad.publishDate.toISOString() : null,
    [ad.attributes.year ?? null, ad.attributes.km ?? null, ad.attributes.fuel ?? null, ad.attributes.rooms ?? null, ad.attributes.sqm ?? null],
    // Only when set, so the hashes of every other ad stay what they were.
    ...(ad.reserved ? ['reserved'] : []),
    ...(ad.sellerId ? [`seller:${ad.sellerId}`] : []),
  ]);
  return digest('sha1', canonical, 'base64');
}

/** Hash of one raw feed line: a line seen unchanged in the last poll is not parsed again. */
export const lineHashOf = (line: string): string => digest('sha1', line, 'base64');
