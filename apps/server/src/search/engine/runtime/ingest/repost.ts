import { hash as digest } from 'node:crypto';
import { foldText } from '../../core/text.js';
import { modelKeyOf } from '../../core/title-keys.js';
import type { RawAd } from '../../core/types.js';

/** A description shorter than this (folded, in characters) says too little to tell one seller's cars apart. */
const MIN_TEXT_CHARS = 40;
/** A gone ad reposted later than this is a new ad: the 30-day rule has forgotten it too. */
export const REPOST_WINDOW_DAYS = 30;

const hash = (parts: readonly unknown[]): string => digest('sha1', JSON.stringify(parts), 'base64').slice(0, 16);

/**
 * A photo as its address without scheme, query or fragment: the same file served with another size parameter or
 * over http is the same photo. Site paths ("/demo-images/car-1.svg") are shared artwork, not photos of one car.
 */
function photoKeyOf(url: string): string | null {
  const match = /^(?:https?:)?\/\/([^?#]+)/i.exec(url.trim());
  return match ? match[1].toLowerCase() : null;
}

/** The ad's photos as a set (order does not count: a repost often reorders them); null without any. */
function photoSetOf(images: readonly string[]): string | null {
  const keys = [...new Set(images.map(photoKeyOf).filter((key): key is string => key !== null))].sort();
  return keys.length ? hash(keys) : null;
}

const foldedWords = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The ad's car fingerprints (docs/sources.md, "Reposts"): an ad new to the store that shares one with a live or
 * recently gone ad of the same category is that ad reposted.
 * - seller + photo set (same platform, same seller id);
 * - seller + description + year + km (the title is left out: reposts are often re-titled);
 * - across platforms: model (brand and model from the title) + year + km + photo set.
 */
export function fingerprintsOf(ad: RawAd): string[] {
  const prints: string[] = [];
  const photos = photoSetOf(ad.images);
  const { year, km } = ad.attributes;
  const seller = ad.sellerId ? `${ad.platformId}:${ad.sellerId}` : null;
  if (seller && photos) prints.push(`sp:${hash([ad.category, seller, photos])}`);
  const text = foldedWords(ad.description);
  if (seller && text.length >= MIN_TEXT_CHARS) prints.push(`st:${hash([ad.category, seller, text, year ?? null, km ?? null])}`);
  if (photos && year !== undefined && km !== undefined) {
    const model = modelKeyOf(foldText(ad.title));
    if (model) prints.push(`mp:${hash([ad.category, model, year, km, photos])}`);
  }
  return prints;
}

export type Fingerprinted = { platformId: number; fingerprints: readonly string[] };

/** Whether two ads are one car: a shared fingerprint (the model + photos one only between two platforms). */
export function sameCar(ad: Fingerprinted, other: Fingerprinted): boolean {
  return ad.fingerprints.some((print) => other.fingerprints.includes(print) && (!print.startsWith('mp:') || ad.platformId !== other.platformId));
}

/** A stored ad as the repost rule reads it. */
/** An ad the store already holds, as a poll compares it (declared here, below the store that answers it). */
export type KnownAd = { id: number; key: string; price: number; contentHash: string | null; goneAt: Date | null; lastSeenAt: Date };

export type StoredCar = KnownAd & Fingerprinted;

/**
 * The stored ad each new ad reposts (by the new ad's key). A stored ad the same read still lists is another copy,
 * not an earlier one: left alone, so that two live copies do not take each other's place at every poll. Each stored
 * ad is taken once, by the first new ad that shares a fingerprint with it; the last seen first.
 */
export function matchReposts(
  fresh: readonly RawAd[],
  stored: readonly StoredCar[],
  listed: (key: string) => boolean,
  printsOf: (ad: RawAd) => readonly string[] = fingerprintsOf,
): Map<string, StoredCar> {
  const free = stored.filter((car) => !listed(car.key)).sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  const found = new Map<string, StoredCar>();
  if (free.length === 0) return found;
  for (const ad of fresh) {
    const mine = { platformId: ad.platformId, fingerprints: printsOf(ad) };
    const index = free.findIndex((car) => sameCar(mine, car));
    if (index < 0) continue;
    found.set(`${ad.platformId}:${ad.externalId}`, free[index]);
    free.splice(index, 1);
  }
  return found;
}
