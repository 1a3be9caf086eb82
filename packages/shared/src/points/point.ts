import { z } from 'zod';
import { SELLER_TYPES } from '../constants.js';
import { PREFERENCE_FUELS, PREFERENCE_GEARBOXES, PREFERENCE_HOME_FEATURES, PREFERENCE_HOME_TYPES, PREFERENCE_SELLER_TYPES } from '../schemas/preferences.js';

/**
 * A good or bad point of an ad as a code and its values: the server words it in Spanish for the spec's
 * `goodThings`/`badThings`, a client words it in its reader's language with the same catalogue (words-es.ts,
 * words-en.ts; decision 031). Numbers are kept as they are shown (rounded), so the words never depend on who rounds.
 */

/** Where a home is priced: its town, the homes within a few km of it, or its province. */
export const placeSchema = z.object({ kind: z.enum(['town', 'near', 'province']), name: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** What an ad's price is compared with ("Seat León de 2019-2021 con kilometraje parecido", "pisos en Zaragoza"). */
export const peersSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('similarVehicles'), name: z.string(), year: z.number().int() }),
  z.object({ kind: z.literal('vehicleLikeThis'), name: z.string(), year: z.number().int(), km: z.number().int().nullable() }),
  z.object({ kind: z.literal('similarHomes'), type: z.string(), place: placeSchema }),
  z.object({ kind: z.literal('homesIn'), type: z.string(), place: placeSchema }),
  z.object({ kind: z.literal('homeLikeThis'), type: z.string(), sqm: z.number().int(), place: placeSchema }),
]);
export type Peers = z.infer<typeof peersSchema>;

export const CONTACT_SIGNALS = ['whatsapp', 'prepayment', 'shipping', 'phone', 'email'] as const;
export type ContactSignal = (typeof CONTACT_SIGNALS)[number];
/** Facts an ad may leave unsaid ("No indica el combustible"). */
export const UNSAID_FACTS = ['fuel', 'gearbox', 'km', 'year', 'a2', 'abs', 'rooms', 'sqm', 'homeType'] as const;

const fuel = z.enum(PREFERENCE_FUELS);
const gearbox = z.enum(PREFERENCE_GEARBOXES);
const homeType = z.enum(PREFERENCE_HOME_TYPES);
const features = z.array(z.enum(PREFERENCE_HOME_FEATURES));
// Plain numbers: the words round them as they show them.
const int = z.number();
const words = z.array(z.string());
const code = <C extends string, S extends z.ZodRawShape>(name: C, shape: S) => z.object({ code: z.literal(name), ...shape });

export const pointSchema = z.discriminatedUnion('code', [
  code('noComparables', {}),
  code('price', {
    verdict: z.enum(['fraud', 'veryLow', 'inLine', 'below', 'above']),
    /** Distance to the reference, whole %. */
    percent: int,
    perSqm: z.boolean(),
    /** The reference, whole € or €/m². */
    median: int,
    comparables: int,
    confidence: z.enum(['high', 'medium', 'low']),
    /** `peers` are close comparables; false: the fit's estimate. */
    similar: z.boolean(),
    peers: peersSchema,
  }),
  code('noLocation', {}),
  code('distance', { km: int }),
  code('inTitle', { words }),
  code('inDescriptionOnly', { words }),
  code('descriptionTerms', { found: int, total: int }),
  code('photos', { photos: int }),
  code('noPhotos', {}),
  code('briefDescription', { length: int }),
  code('detailedDescription', {}),
  code('seller', { seller: z.enum(SELLER_TYPES) }),
  code('noPublishDate', {}),
  code('published', { days: int }),
  code('contactSignal', { signal: z.enum(CONTACT_SIGNALS) }),
  code('unsaid', { fact: z.enum(UNSAID_FACTS) }),
  code('unsaidFeatures', { features }),
  code('fuelMet', { fuel }),
  code('fuelBroken', { fuel, wanted: z.array(fuel) }),
  code('gearboxMet', { gearbox }),
  code('gearboxBroken', { gearbox, wanted: gearbox }),
  code('maxKmMet', { km: int, limit: int }),
  code('maxKmBroken', { km: int, limit: int }),
  /** `usual`: the usual km for the ad's age ("pocos km" judged by its age); absent or null: judged without a year. */
  code('lowKmMet', { km: int, usual: int.nullable().optional() }),
  code('lowKmBroken', { km: int, usual: int.nullable().optional() }),
  code('yearMet', { year: int, min: int.nullable(), max: int.nullable() }),
  code('yearBroken', { year: int, min: int.nullable(), max: int.nullable() }),
  code('maxPriceMet', { price: int, limit: int }),
  code('maxPriceBroken', { price: int, limit: int }),
  code('sellerMet', { seller: z.enum(SELLER_TYPES) }),
  code('sellerBroken', { seller: z.enum(SELLER_TYPES), wanted: z.enum(PREFERENCE_SELLER_TYPES) }),
  code('a2Met', {}),
  code('a2Broken', {}),
  code('absMet', {}),
  code('absBroken', {}),
  code('roomsMet', { rooms: int, limit: int }),
  code('roomsBroken', { rooms: int, limit: int }),
  code('sqmMet', { sqm: int, limit: int }),
  code('sqmBroken', { sqm: int, limit: int }),
  code('homeTypeMet', { type: homeType }),
  code('homeTypeBroken', { type: homeType, wanted: z.array(homeType) }),
  code('featuresMet', { features }),
  code('featuresBroken', { features }),
]);
export type Point = z.infer<typeof pointSchema>;
export type PointCode = Point['code'];
