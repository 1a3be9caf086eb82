import { FEED_PLATFORM_ID } from '@ojeador/shared';
import type { AdAttributes, CategoryId, RawAd, SellerType } from '../../core/types.js';
import { COLOURS, DEMO_CARS, DEMO_CITIES, DEMO_HOME_TYPES, DEMO_MOTOS, type DemoCity, type DemoVehicleModel, type Fuel } from './demo-data.js';
import { CAR_DETAILS, formatThousands, HOME_FEATURES, HOME_SURROUNDINGS, MOTO_DETAILS, SELLER_CLOSINGS, SPARSE_TEXTS, suspiciousText } from './demo-text.js';
import { validateFeedLine } from './feed-schema.js';
import { SeededRandom } from './seeded-random.js';

/** One line of the feed as JSON (docs/feed-format.md): a RawAd whose date is still an ISO 8601 string. */
export type DemoFeedLine = Omit<RawAd, 'publishDate'> & { publishDate: string | null };

export interface DemoFeedOptions {
  count: number;
  seed?: number;
  /** Ads are published during the 60 days before this date. */
  referenceDate: Date;
}

export const DEMO_IMAGE_KINDS = { 1: 'car', 2: 'moto', 3: 'home' } as const;
export const DEMO_IMAGES_PER_CATEGORY = 6;
export const DEMO_AD_URL_BASE = 'https://ojeador.local/demo/ad/';
const PUBLISH_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;

type Anomaly = 'none' | 'suspicious' | 'overpriced' | 'sparse';

interface Draft {
  category: CategoryId;
  title: string;
  details: string[];
  price: number;
  sellerType: SellerType;
  attributes: AdAttributes;
}

function pickAnomaly(random: SeededRandom): Anomaly {
  const roll = random.next();
  if (roll < 0.03) return 'suspicious';
  if (roll < 0.06) return 'overpriced';
  if (roll < 0.1) return 'sparse';
  return 'none';
}

function roundPrice(price: number, sellerType: SellerType, step: number): number {
  const rounded = Math.max(step, Math.round(price / step) * step);
  // Dealers like "12.490 €".
  return sellerType === 'dealer' && step >= 100 ? rounded - 10 : rounded;
}

function environmentalLabel(fuel: Fuel, year: number): string {
  if (fuel === 'eléctrico') return 'CERO';
  if (fuel === 'híbrido') return 'ECO';
  if (fuel === 'gasolina') return year >= 2006 ? 'C' : 'B';
  return year >= 2015 ? 'C' : 'B';
}

function vehicleDraft(random: SeededRandom, category: 1 | 2, now: Date): Draft {
  const isCar = category === 1;
  const model: DemoVehicleModel = random.pick(isCar ? DEMO_CARS : DEMO_MOTOS);
  const currentYear = now.getUTCFullYear();
  const maxAge = Math.min(isCar ? 18 : 12, currentYear - model.since);
  const age = Math.max(0, Math.min(maxAge, Math.floor(Math.abs(random.normal(0, isCar ? 7 : 5)))));
  const year = currentYear - age;
  const yearlyKm = isCar ? 15_000 : 5_000;
  const km = age === 0 ? random.int(5, yearlyKm) : Math.max(1_000, Math.round(age * random.normal(yearlyKm, yearlyKm * 0.3)));
  const fuel = random.pick(model.fuels);
  const engine = random.pick(model.engines[fuel] ?? ['']);
  const sellerType: SellerType = random.weighted<SellerType>(['particular', 'dealer', 'professional'], (s) =>
    s === 'particular' ? 55 : s === 'dealer' ? (isCar ? 35 : 25) : 10,
  );
  const expectedKm = Math.max(1, age) * yearlyKm;
  const kmFactor = Math.min(1.1, Math.max(0.7, 1 - (km - expectedKm) / (isCar ? 500_000 : 150_000)));
  const depreciation = (isCar ? 0.86 : 0.88) ** age * (age === 0 ? 0.9 : 1);
  const condition = Math.exp(random.normal(0, 0.08));
  const markup = sellerType === 'dealer' ? 1.07 : 1;
  const price = roundPrice(Math.max(isCar ? 1_200 : 600, model.newPrice * depreciation * kmFactor * condition * markup), sellerType, isCar ? 100 : 50);
  const name = `${model.brand} ${model.model}`;
  const title = `${sellerType === 'particular' && random.chance(0.12) ? 'Vendo ' : ''}${name}${engine ? ` ${engine}` : ''}${random.chance(0.3) ? ` ${year}` : ''}`;
  const colour = random.pick(COLOURS);
  const details = [
    `${name}${engine ? ` ${engine}` : ''} del año ${year} con ${formatThousands(km)} km, ${fuel}, color ${colour}.`,
    ...random.sample(isCar ? CAR_DETAILS : MOTO_DETAILS, random.int(2, 5)),
    isCar ? `Etiqueta ambiental ${environmentalLabel(fuel, year)}. ITV en vigor.` : 'ITV en vigor.',
    random.pick(SELLER_CLOSINGS[sellerType]),
  ];
  return { category, title, details, price, sellerType, attributes: { year, km, fuel } };
}

function homeDraft(random: SeededRandom, city: DemoCity): Draft {
  const type = random.weighted(DEMO_HOME_TYPES, (t) => t.weight);
  const sqm = random.int(type.sqm[0], type.sqm[1]);
  const rooms = type.label === 'Estudio' ? 1 : Math.max(1, Math.min(6, Math.round(sqm / 30 + random.normal(0, 0.5))));
  const baths = Math.max(1, Math.min(4, Math.round(rooms / 2 + random.normal(0, 0.3))));
  const sellerType: SellerType = random.chance(0.45) ? 'professional' : 'particular';
  const condition = Math.exp(random.normal(0, 0.12));
  const price = roundPrice(Math.max(30_000, city.pricePerSqm * type.priceFactor * sqm * condition), sellerType, sellerType === 'professional' ? 1_000 : 500);
  const features: string[] = random.sample(HOME_FEATURES, random.int(2, 5));
  const house = type.label === 'Casa' || type.label === 'Chalet' || type.label === 'Adosado';
  if (house && random.chance(0.6)) features.push(random.chance(0.5) ? 'jardín privado' : 'piscina privada');
  const where = `en ${city.city}`;
  const title =
    type.label === 'Estudio'
      ? `Estudio ${where}`
      : random.pick([
          `${type.label} de ${rooms} habitaciones ${where}`,
          `${type.label} con ${features[0]} ${where}`,
          `${type.label} ${random.chance(0.5) ? 'reformado' : 'luminoso'} ${where}`,
        ]);
  const details = [
    `${type.label} de ${sqm} m² construidos con ${rooms} ${rooms === 1 ? 'habitación' : 'habitaciones'} y ${baths} ${baths === 1 ? 'baño' : 'baños'} en ${city.city} (${city.province}).`,
    `Cuenta con ${features.join(', ')}.`,
    random.pick(HOME_SURROUNDINGS),
    `Gastos de comunidad: ${random.int(3, 18) * 10} €/mes.`,
    random.pick(sellerType === 'professional' ? SELLER_CLOSINGS.agency : SELLER_CLOSINGS.owner),
  ];
  return { category: 3, title, details, price, sellerType, attributes: { rooms, sqm } };
}

function imagesFor(random: SeededRandom, category: CategoryId, count: number): string[] {
  const kind = DEMO_IMAGE_KINDS[category];
  const first = random.int(0, DEMO_IMAGES_PER_CATEGORY - 1);
  return Array.from({ length: count }, (_, i) => `/demo-images/${kind}-${((first + i) % DEMO_IMAGES_PER_CATEGORY) + 1}.svg`);
}

function applyAnomaly(random: SeededRandom, draft: Draft, anomaly: Anomaly): { description: string; photos: number } {
  const photos = draft.sellerType === 'particular' ? random.int(2, 6) : random.int(4, 6);
  if (anomaly === 'suspicious') {
    draft.price = Math.round((draft.price * random.between(0.3, 0.5)) / 50) * 50;
    draft.sellerType = 'particular';
    return { description: `${draft.details[0]} ${suspiciousText(random)}`, photos: random.int(0, 1) };
  }
  if (anomaly === 'sparse') return { description: random.pick(SPARSE_TEXTS), photos: random.int(0, 1) };
  if (anomaly === 'overpriced') draft.price = Math.round((draft.price * random.between(1.35, 1.8)) / 100) * 100;
  return { description: draft.details.join(' '), photos };
}

/** One believable ad; `index` makes the external id. */
function demoLine(random: SeededRandom, index: number, referenceDate: Date): DemoFeedLine {
  const category = random.weighted<CategoryId>([1, 2, 3], (c) => (c === 1 ? 50 : c === 2 ? 20 : 30));
  const city = random.weighted(DEMO_CITIES, (c) => c.weight);
  const draft = category === 3 ? homeDraft(random, city) : vehicleDraft(random, category, referenceDate);
  const { description, photos } = applyAnomaly(random, draft, pickAnomaly(random));
  const externalId = `demo-${String(index + 1).padStart(6, '0')}`;
  const located = random.next() >= 0.01;
  const ageMs = random.next() * PUBLISH_WINDOW_DAYS * DAY_MS;
  const publishDate = random.next() >= 0.01 ? new Date(referenceDate.getTime() - Math.floor(ageMs / 1000) * 1000).toISOString() : null;
  return {
    externalId,
    platformId: FEED_PLATFORM_ID,
    title: draft.title,
    description,
    price: draft.price,
    url: `${DEMO_AD_URL_BASE}${externalId}`,
    images: imagesFor(random, category, photos),
    category,
    province: city.province,
    city: city.city,
    latitude: located ? Number((city.latitude + random.normal(0, 0.025)).toFixed(5)) : null,
    longitude: located ? Number((city.longitude + random.normal(0, 0.03)).toFixed(5)) : null,
    sellerType: draft.sellerType,
    publishDate,
    attributes: draft.attributes,
  };
}

/** `count` demo ads, the same for the same seed and reference date. */
export function generateDemoFeed({ count, seed = 42, referenceDate }: DemoFeedOptions): DemoFeedLine[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, index) => demoLine(random, index, referenceDate));
}

export function toJsonLines(lines: readonly DemoFeedLine[]): string {
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}

/** The same ads as RawAd objects, as the feed parser would produce them. */
export function generateDemoAds(options: DemoFeedOptions): RawAd[] {
  return generateDemoFeed(options).map((line) => {
    const ad = validateFeedLine(JSON.parse(JSON.stringify(line)));
    if (!ad) throw new Error(`demo line ${line.externalId} is not valid`);
    return ad;
  });
}
