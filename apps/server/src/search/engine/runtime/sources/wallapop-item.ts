import type { AdAttributes, CategoryId, RawAd, SellerType } from '../../core/types.js';

/** Wallapop's id in PLATFORMS (packages/shared/src/constants.ts). */
export const WALLAPOP_PLATFORM_ID = 1;
export const WALLAPOP_ITEM_URL = 'https://es.wallapop.com/item/';

/**
 * Our categories to Wallapop's `category_id`: 1 Coches → 100 (Coches), 2 Motos → 14000 (Motos),
 * 3 Casas y pisos → 200 (Inmobiliaria).
 */
export const WALLAPOP_CATEGORY_IDS: Record<CategoryId, number> = { 1: 100, 2: 14000, 3: 200 };

/** Wallapop's engine names to the fuel words our feed and scoring use. */
const FUEL_NAMES: Record<string, string> = {
  gasoline: 'gasolina',
  gasolina: 'gasolina',
  gasoil: 'diésel',
  diesel: 'diésel',
  diésel: 'diésel',
  electric: 'eléctrico',
  eléctrico: 'eléctrico',
  hybrid: 'híbrido',
  híbrido: 'híbrido',
  lpg: 'glp',
  glp: 'glp',
};

/** The feed's limits (docs/feed-format.md), so a connector's ads fit the same rules. */
const MAX_TITLE_LENGTH = 300;
const MAX_DESCRIPTION_LENGTH = 20_000;
const MAX_IMAGES = 50;
/** Euros; also keeps the price inside the ads.price integer column. */
const MAX_PRICE = 100_000_000;
const MAX_ID_LENGTH = 200;

type Json = Record<string, unknown>;
export type ItemMapping = { ok: true; ad: RawAd } | { ok: false; reason: string };

const asObject = (value: unknown): Json | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null);
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
/** A type attribute is a number or numeric string, or an object with a `value` or `id` (seen in the app). */
const attributeValue = (value: unknown): unknown => asObject(value)?.value ?? asObject(value)?.id ?? value;
/** A whole number within the feed's limits for the same attribute (docs/feed-format.md), or nothing. */
const wholeNumberIn = (value: unknown, min: number, max: number): number | undefined => {
  const number = asNumber(attributeValue(value));
  if (number === null) return undefined;
  const rounded = Math.round(number);
  return rounded >= min && rounded <= max ? rounded : undefined;
};

function idOf(item: Json): string {
  const id = item.id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return asText(id);
}

/** The seller: `user_id` in the search answer, `user.id` in the item answer; absent when neither is readable. */
function sellerIdOf(item: Json): string {
  return (idOf({ id: item.user_id }) || idOf(asObject(item.user) ?? {})).slice(0, MAX_ID_LENGTH);
}

/** `price.amount` (v3), or a plain number as older answers had it. */
function priceOf(item: Json): number | null {
  const amount = asNumber(asObject(item.price)?.amount ?? item.price);
  return amount !== null && amount >= 0 && amount <= MAX_PRICE ? Math.round(amount) : null;
}

function imagesOf(item: Json): string[] {
  if (!Array.isArray(item.images)) return [];
  return item.images
    .map((image) => {
      const urls = asObject(asObject(image)?.urls);
      return asText(urls?.big) || asText(urls?.medium) || asText(urls?.small);
    })
    .filter(Boolean);
}

function placeOf(item: Json): Pick<RawAd, 'city' | 'province' | 'latitude' | 'longitude'> {
  const location = asObject(item.location) ?? {};
  const latitude = asNumber(location.latitude);
  const longitude = asNumber(location.longitude);
  const hasPoint = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    city: asText(location.city),
    province: asText(location.region),
    latitude: hasPoint ? latitude : null,
    longitude: hasPoint ? longitude : null,
  };
}

/** `created_at` is epoch milliseconds; an ISO string is accepted too. */
function publishDateOf(item: Json): Date | null {
  const raw = item.created_at;
  const date = typeof raw === 'number' ? new Date(raw) : typeof raw === 'string' && raw ? new Date(Number.isFinite(Number(raw)) ? Number(raw) : raw) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const PROFESSIONAL_KINDS = new Set(['professional', 'pro', 'shop', 'business', 'dealer']);

/** 'professional' only when the item says so (`is_pro`, `user.kind`/`user.type`...); unknown → 'particular'. */
function sellerTypeOf(item: Json): SellerType {
  const user = asObject(item.user) ?? {};
  const flags = [item.is_pro, user.is_pro, user.is_professional, asObject(item.is_pro)?.flag];
  if (flags.some((flag) => flag === true)) return 'professional';
  const kinds = [user.kind, user.type, item.seller_type, item.user_type].map((kind) => asText(kind).toLowerCase());
  return kinds.some((kind) => PROFESSIONAL_KINDS.has(kind)) ? 'professional' : 'particular';
}

function fuelOf(value: unknown): string | undefined {
  const name = asText(attributeValue(value)).toLowerCase();
  return name ? (FUEL_NAMES[name] ?? name.slice(0, 40)) : undefined;
}

/** Vehicles: year, km, fuel; homes: rooms and m². Whatever is missing or unreadable is left out. */
function attributesOf(item: Json, category: CategoryId): AdAttributes {
  const type = asObject(item.type_attributes);
  if (!type) return {};
  const found: AdAttributes =
    category === 3
      ? { rooms: wholeNumberIn(type.rooms, 0, 100), sqm: wholeNumberIn(type.surface ?? type.sqm, 1, 1_000_000) }
      : { year: wholeNumberIn(type.year, 1900, 2100), km: wholeNumberIn(type.km ?? type.mileage, 0, 10_000_000), fuel: fuelOf(type.engine ?? type.fuel) };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
}

/** One item of `data.section.payload.items[]` as a RawAd of the search's category, or why it was skipped. */
export function mapWallapopItem(value: unknown, category: CategoryId): ItemMapping {
  const item = asObject(value);
  if (!item) return { ok: false, reason: 'not an object' };
  const externalId = idOf(item);
  if (!externalId || externalId.length > MAX_ID_LENGTH) return { ok: false, reason: 'no id' };
  const title = asText(item.title);
  if (!title) return { ok: false, reason: `${externalId}: no title` };
  const price = priceOf(item);
  if (price === null) return { ok: false, reason: `${externalId}: no valid price` };
  const slug = asText(item.web_slug);
  const sellerId = sellerIdOf(item);
  return {
    ok: true,
    ad: {
      externalId,
      platformId: WALLAPOP_PLATFORM_ID,
      title: title.slice(0, MAX_TITLE_LENGTH),
      description: asText(item.description).slice(0, MAX_DESCRIPTION_LENGTH),
      price,
      url: `${WALLAPOP_ITEM_URL}${encodeURIComponent(slug || externalId)}`,
      images: imagesOf(item).slice(0, MAX_IMAGES),
      category,
      ...placeOf(item),
      sellerType: sellerTypeOf(item),
      publishDate: publishDateOf(item),
      attributes: attributesOf(item, category),
      ...(asObject(item.reserved)?.flag === true ? { reserved: true } : {}),
      ...(sellerId ? { sellerId } : {}),
    },
  };
}

/**
 * The item answer (`GET /api/v3/items/{id}`, docs/sources.md) as a RawAd: the same item in another shape
 * (`title.original`, `description.original`, `price.cash.amount`, `slug`), read with the same rules. It carries no
 * publication date (`modified_date` is an edit, not a publication): that stays empty.
 */
export function mapWallapopItemDetail(value: unknown, category: CategoryId): ItemMapping {
  const item = asObject(value);
  if (!item) return { ok: false, reason: 'not an object' };
  const original = (field: unknown) => asObject(field)?.original ?? field;
  return mapWallapopItem(
    {
      ...item,
      title: original(item.title),
      description: original(item.description),
      price: asObject(item.price)?.cash ?? item.price,
      web_slug: item.slug ?? item.web_slug,
      created_at: item.created_at,
    },
    category,
  );
}
