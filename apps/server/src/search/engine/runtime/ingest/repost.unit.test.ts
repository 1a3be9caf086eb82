import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../feed/seeded-random.js';
import type { RawAd } from '../../core/types.js';
import { fingerprintsOf, sameCar } from './repost.js';

const MODELS = ['Seat León 1.5 TSI FR', 'Volkswagen Golf 2.0 TDI', 'Renault Clio 1.0 TCe', 'Toyota Corolla Hybrid', 'BMW Serie 3 320d'];
const CLOSINGS = ['Siempre en garaje, libro de revisiones al día.', 'Único propietario, no fumador, ITV en vigor.'];
/** A dealer's boilerplate: the same text on every car it sells. */
const DEALER_TEXT = 'Vehículo revisado en nuestro taller con garantía de 12 meses. Consulta financiación sin compromiso.';

function car(random: SeededRandom, id: number): RawAd {
  const dealer = random.chance(0.3);
  const title = random.pick(MODELS);
  const year = random.int(2008, 2023);
  const km = random.int(5, 250) * 1000 + random.int(0, 999);
  return {
    externalId: `ad-${id}`,
    platformId: 1,
    title,
    description: dealer ? DEALER_TEXT : `${title} de ${year} con ${km} km. ${random.pick(CLOSINGS)}`,
    price: random.int(30, 300) * 100,
    url: `https://example.test/ad-${id}`,
    images: Array.from({ length: random.int(1, 6) }, (_, i) => `https://cdn.example.test/p/${id}-${i}.jpg?w=800`),
    category: 1,
    province: 'Madrid',
    city: 'Madrid',
    latitude: null,
    longitude: null,
    sellerType: dealer ? 'dealer' : 'particular',
    publishDate: null,
    attributes: { year, km },
    sellerId: dealer ? `dealer-${random.int(1, 3)}` : `user-${id}`,
  };
}

/** The seller posts the same car again: re-titled, re-priced, photos reordered, sometimes re-written or re-shot. */
function repostOf(random: SeededRandom, ad: RawAd, id: number): RawAd {
  const rewritten = random.chance(0.2);
  const reshot = random.chance(0.2);
  const crossPlatform = random.chance(0.1);
  return {
    ...ad,
    externalId: `ad-${id}`,
    platformId: crossPlatform ? 100 : ad.platformId,
    sellerId: crossPlatform ? `feed-${ad.sellerId}` : ad.sellerId,
    title: random.chance(0.5) ? `Vendo ${ad.title} ${ad.attributes.year} ¡rebajado!` : ad.title.toUpperCase(),
    price: Math.round(ad.price * random.between(0.85, 1)),
    description: rewritten ? `${ad.description} Rebajado, acepto ofertas razonables.` : ad.description,
    images: reshot
      ? ad.images.map((_, i) => `https://cdn.example.test/p/${id}-${i}.jpg`)
      : random.sample(ad.images, ad.images.length).map((u) => u.replace('?w=800', '?w=640')),
  };
}

/** Not a repost: the same seller's other car of the same model and year (a dealer's stock, a family's two cars). */
function twinOf(random: SeededRandom, ad: RawAd, id: number): RawAd {
  const km = (ad.attributes.km ?? 0) + random.int(1, 5000);
  return {
    ...car(random, id),
    title: ad.title,
    sellerId: ad.sellerId,
    description: ad.sellerType === 'dealer' ? ad.description : `${ad.title} de ${ad.attributes.year} con ${km} km. ${random.pick(CLOSINGS)}`,
    attributes: { year: ad.attributes.year, km },
  };
}

describe('repost fingerprints', () => {
  it('tell 400 generated reposts from 800 similar cars (precision and recall printed)', () => {
    const random = new SeededRandom(37);
    const originals = Array.from({ length: 400 }, (_, i) => car(random, i));
    const reposts = originals.map((ad, i) => repostOf(random, ad, 10_000 + i));
    const prints = (ad: RawAd) => ({ platformId: ad.platformId, fingerprints: fingerprintsOf(ad) });
    // The store holds the originals and, beside each, a similar car that is not it.
    const twins = originals.map((ad, i) => twinOf(random, ad, 20_000 + i));
    const originalPrints = [...originals, ...twins].map(prints);
    let truePositives = 0;
    let falsePositives = 0;
    reposts.forEach((repost, i) => {
      const mine = prints(repost);
      originalPrints.forEach((other, j) => {
        if (!sameCar(mine, other)) return;
        if (i === j) truePositives += 1;
        else falsePositives += 1;
      });
    });
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / reposts.length;
    // Figures quoted in docs/sources.md ("Reposts").
    console.info(
      `reposts: ${reposts.length}, found ${truePositives}, wrong pairs ${falsePositives}, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('leave out shared artwork, short texts and ads without a seller', () => {
    const random = new SeededRandom(1);
    const ad = { ...car(random, 1), images: ['/demo-images/car-1.svg'], description: 'Buen estado.' };
    expect(fingerprintsOf(ad).filter((print) => print.startsWith('s'))).toEqual([]);
    expect(fingerprintsOf({ ...car(random, 2), sellerId: undefined }).every((print) => print.startsWith('mp:'))).toBe(true);
  });

  it('match model and photos only across platforms', () => {
    const random = new SeededRandom(2);
    const ad = { ...car(random, 1), sellerId: undefined };
    const other = { ...ad, externalId: 'other' };
    expect(sameCar({ platformId: 1, fingerprints: fingerprintsOf(ad) }, { platformId: 1, fingerprints: fingerprintsOf(other) })).toBe(false);
    expect(sameCar({ platformId: 1, fingerprints: fingerprintsOf(ad) }, { platformId: 100, fingerprints: fingerprintsOf(other) })).toBe(true);
  });
});
