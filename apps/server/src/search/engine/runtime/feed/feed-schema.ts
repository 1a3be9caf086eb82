import { FEED_PLATFORM_ID, SELLER_TYPES } from '@ojeador/shared';
import { z } from 'zod';
import type { AdAttributes, RawAd, SellerType } from '../../core/types.js';

/**
 * The feed line format (docs/feed-format.md) twice: `feedLineSchema` (zod, the documented contract, used
 * for error reasons) and `validateFeedLine` (hand-written, used on every line because it is several
 * times faster). A property test checks that both accept exactly the same values and build the same ad.
 */

export const FEED_LIMITS = {
  idLength: 200,
  titleLength: 300,
  descriptionLength: 20_000,
  urlLength: 2_000,
  images: 50,
  placeLength: 100,
  fuelLength: 40,
  maxPrice: 100_000_000,
  maxKm: 10_000_000,
  maxSqm: 1_000_000,
  maxPlatformId: 2_147_483_647,
} as const;

const HTTP_URL = /^https?:\/\/\S+$/i;
/** Images may also be site-relative ("/demo-images/car-1.svg") or protocol-relative. */
const IMAGE_URL = /^(?:https?:\/\/|\/)\S*$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const digitsAt = (s: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) value = value * 10 + s.charCodeAt(i) - 48;
  return value;
};
const MS_PER_MINUTE = 60_000;

/**
 * Milliseconds of an ISO-8601 date, or NaN: "2025-05-01" (UTC midnight) or a date-time with Z or an
 * offset ("2025-05-01T10:30:00.5+02:00"); fields must exist (no 30 February, no 24:00); fractions of
 * a second beyond milliseconds are cut. Parsed by hand: Date.parse costs several times more.
 */
export function isoDateMs(value: string): number {
  if (!ISO_DATE.test(value)) return NaN;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (month < 1 || month > 12 || day < 1) return NaN;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  if (day > daysInMonth) return NaN;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let ms = 0;
  let offsetMinutes = 0;
  if (value.length > 10) {
    hour = digitsAt(value, 11, 2);
    minute = digitsAt(value, 14, 2);
    let at = 16;
    if (value[at] === ':') {
      second = digitsAt(value, at + 1, 2);
      at += 3;
      if (value[at] === '.') {
        let digits = 0;
        for (at++; at < value.length && value.charCodeAt(at) >= 48 && value.charCodeAt(at) <= 57; at++, digits++) {
          if (digits < 3) ms = ms * 10 + value.charCodeAt(at) - 48;
        }
        for (; digits < 3; digits++) ms *= 10;
      }
    }
    if (value[at] !== 'Z') {
      const offsetHours = digitsAt(value, at + 1, 2);
      const offsetMins = digitsAt(value, at + 4, 2);
      if (offsetHours > 23 || offsetMins > 59) return NaN;
      offsetMinutes = (value[at] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
    }
    if (hour > 23 || minute > 59 || second > 59) return NaN;
  }
  let utc: number;
  if (year >= 100) utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  else {
    // Date.UTC reads years 0-99 as 1900-1999.
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, ms);
    utc = date.getTime();
  }
  return utc - offsetMinutes * MS_PER_MINUTE;
}

export const isIsoDate = (value: string): boolean => !Number.isNaN(isoDateMs(value));

const place = z.string().trim().max(FEED_LIMITS.placeLength).nullish();

export const feedAttributesSchema = z.object({
  year: z.number().int().min(1900).max(2100).nullish(),
  km: z.number().min(0).max(FEED_LIMITS.maxKm).nullish(),
  fuel: z.string().trim().max(FEED_LIMITS.fuelLength).nullish(),
  rooms: z.number().int().min(0).max(100).nullish(),
  sqm: z.number().gt(0).max(FEED_LIMITS.maxSqm).nullish(),
});

export const feedLineSchema = z
  .object({
    externalId: z.string().trim().min(1).max(FEED_LIMITS.idLength),
    platformId: z.number().int().min(1).max(FEED_LIMITS.maxPlatformId).nullish(),
    title: z.string().trim().min(1).max(FEED_LIMITS.titleLength),
    description: z.string().max(FEED_LIMITS.descriptionLength).nullish(),
    price: z.number().min(0).max(FEED_LIMITS.maxPrice),
    url: z.string().trim().max(FEED_LIMITS.urlLength).regex(HTTP_URL, 'must be an http(s) URL'),
    images: z.array(z.string().trim().max(FEED_LIMITS.urlLength).regex(IMAGE_URL, 'must be an http(s) URL or start with /')).max(FEED_LIMITS.images).nullish(),
    category: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    province: place,
    city: place,
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    sellerType: z.enum(SELLER_TYPES).nullish(),
    publishDate: z.string().refine(isIsoDate, 'must be an ISO-8601 date').nullish(),
    attributes: feedAttributesSchema.nullish(),
    sellerId: z.string().trim().max(FEED_LIMITS.idLength).nullish(),
  })
  .refine((line) => (line.latitude == null) === (line.longitude == null), {
    message: 'latitude and longitude must be given together',
    path: ['latitude'],
  })
  .transform((line): RawAd => {
    const attributes: AdAttributes = {};
    const a = line.attributes;
    if (a?.year != null) attributes.year = a.year;
    if (a?.km != null) attributes.km = Math.round(a.km);
    if (a?.fuel) attributes.fuel = a.fuel;
    if (a?.rooms != null) attributes.rooms = a.rooms;
    if (a?.sqm != null) attributes.sqm = a.sqm;
    return {
      externalId: line.externalId,
      platformId: line.platformId ?? FEED_PLATFORM_ID,
      title: line.title,
      description: (line.description ?? '').trim(),
      price: Math.round(line.price),
      url: line.url,
      images: line.images ?? [],
      category: line.category,
      province: line.province ?? '',
      city: line.city ?? '',
      latitude: line.latitude ?? null,
      longitude: line.longitude ?? null,
      sellerType: line.sellerType ?? 'particular',
      publishDate: line.publishDate == null ? null : new Date(isoDateMs(line.publishDate)),
      attributes,
      ...(line.sellerId ? { sellerId: line.sellerId } : {}),
    };
  });

export type FeedLine = z.input<typeof feedLineSchema>;

/** The first problem zod finds, as "field: message". */
export function describeInvalidLine(value: unknown): string {
  const result = feedLineSchema.safeParse(value);
  if (result.success) return 'valid';
  const issue = result.error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

// ---- hand-written validator: same rules, no allocation beyond the result ----

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumberIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isIntIn = (v: unknown, min: number, max: number): v is number => isNumberIn(v, min, max) && Number.isInteger(v);
const SELLER_SET: ReadonlySet<unknown> = new Set(SELLER_TYPES);

/** Trimmed string within limits, '' when absent, or undefined when invalid. */
function optionalPlace(v: unknown): string | undefined {
  if (v == null) return '';
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed.length <= FEED_LIMITS.placeLength ? trimmed : undefined;
}

function optionalText(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed.length <= max ? trimmed : undefined;
}

function requiredText(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

/** Reuses the given array when no entry needs trimming, to allocate less. */
function validateImages(v: unknown): string[] | undefined {
  if (v == null) return [];
  if (!Array.isArray(v) || v.length > FEED_LIMITS.images) return undefined;
  let images = v as string[];
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (typeof item !== 'string') return undefined;
    const trimmed = item.trim();
    if (trimmed.length > FEED_LIMITS.urlLength || !IMAGE_URL.test(trimmed)) return undefined;
    if (trimmed !== item) {
      if (images === v) images = v.slice() as string[];
      images[i] = trimmed;
    }
  }
  return images;
}

function validateAttributes(v: unknown): AdAttributes | undefined {
  const attributes: AdAttributes = {};
  if (v == null) return attributes;
  if (!isObject(v)) return undefined;
  const { year, km, fuel, rooms, sqm } = v;
  if (year != null) {
    if (!isIntIn(year, 1900, 2100)) return undefined;
    attributes.year = year;
  }
  if (km != null) {
    if (!isNumberIn(km, 0, FEED_LIMITS.maxKm)) return undefined;
    attributes.km = Math.round(km);
  }
  if (fuel != null) {
    if (typeof fuel !== 'string') return undefined;
    const trimmed = fuel.trim();
    if (trimmed.length > FEED_LIMITS.fuelLength) return undefined;
    if (trimmed) attributes.fuel = trimmed;
  }
  if (rooms != null) {
    if (!isIntIn(rooms, 0, 100)) return undefined;
    attributes.rooms = rooms;
  }
  if (sqm != null) {
    if (!isNumberIn(sqm, 0, FEED_LIMITS.maxSqm) || sqm === 0) return undefined;
    attributes.sqm = sqm;
  }
  return attributes;
}

/** The ad, or null when the value breaks any rule (ask describeInvalidLine why). */
export function validateFeedLine(v: unknown): RawAd | null {
  if (!isObject(v)) return null;
  const externalId = requiredText(v.externalId, FEED_LIMITS.idLength);
  const title = requiredText(v.title, FEED_LIMITS.titleLength);
  const { price, category, latitude, longitude, platformId, description, sellerType, publishDate } = v;
  if (externalId === undefined || title === undefined) return null;
  if (!isNumberIn(price, 0, FEED_LIMITS.maxPrice)) return null;
  if (category !== 1 && category !== 2 && category !== 3) return null;
  if (typeof v.url !== 'string') return null;
  const url = v.url.trim();
  if (url.length > FEED_LIMITS.urlLength || !HTTP_URL.test(url)) return null;
  if (platformId != null && !isIntIn(platformId, 1, FEED_LIMITS.maxPlatformId)) return null;
  if (description != null && (typeof description !== 'string' || description.length > FEED_LIMITS.descriptionLength)) return null;
  if (sellerType != null && !SELLER_SET.has(sellerType)) return null;
  let publishMs = NaN;
  if (publishDate != null) {
    if (typeof publishDate !== 'string') return null;
    publishMs = isoDateMs(publishDate);
    if (Number.isNaN(publishMs)) return null;
  }
  if (latitude != null && !isNumberIn(latitude, -90, 90)) return null;
  if (longitude != null && !isNumberIn(longitude, -180, 180)) return null;
  if ((latitude == null) !== (longitude == null)) return null;
  const images = validateImages(v.images);
  const province = optionalPlace(v.province);
  const city = optionalPlace(v.city);
  const attributes = validateAttributes(v.attributes);
  if (images === undefined || province === undefined || city === undefined || attributes === undefined) return null;
  const sellerId = v.sellerId == null ? '' : optionalText(v.sellerId, FEED_LIMITS.idLength);
  if (sellerId === undefined) return null;
  return {
    externalId,
    platformId: platformId ?? FEED_PLATFORM_ID,
    title,
    description: typeof description === 'string' ? description.trim() : '',
    price: Math.round(price),
    url,
    images,
    category,
    province,
    city,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    sellerType: (sellerType as SellerType | null | undefined) ?? 'particular',
    publishDate: Number.isNaN(publishMs) ? null : new Date(publishMs),
    attributes,
    ...(sellerId ? { sellerId } : {}),
  };
}
