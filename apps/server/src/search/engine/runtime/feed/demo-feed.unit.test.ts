import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from './demo-data.js';
import { generateDemoAds, generateDemoFeed, toJsonLines } from './demo-feed.js';
import { demoImages } from './demo-images.js';
import { validateFeedLine } from './feed-schema.js';
import { SeededRandom } from './seeded-random.js';

const REFERENCE = new Date('2025-06-01T00:00:00Z');
const lines = generateDemoFeed({ count: 3300, seed: 42, referenceDate: REFERENCE });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('SeededRandom', () => {
  it('repeats for the same seed and stays in range', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const draws = Array.from({ length: 1000 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(new SeededRandom(8).next()).not.toBe(draws[0]);
  });
});

describe('generateDemoFeed', () => {
  it('is the same for the same seed and date, different for another seed', () => {
    expect(toJsonLines(generateDemoFeed({ count: 50, seed: 42, referenceDate: REFERENCE }))).toBe(toJsonLines(lines.slice(0, 50)));
    expect(generateDemoFeed({ count: 5, seed: 43, referenceDate: REFERENCE })).not.toEqual(lines.slice(0, 5));
  });

  it('writes valid feed lines with unique ids, over the three categories', () => {
    expect(lines.every((line) => validateFeedLine(JSON.parse(JSON.stringify(line))) !== null)).toBe(true);
    expect(new Set(lines.map((l) => l.externalId)).size).toBe(lines.length);
    const perCategory = [1, 2, 3].map((c) => lines.filter((l) => l.category === c).length);
    expect(Math.min(...perCategory)).toBeGreaterThan(400);
  });

  it('also gives the ads as parsed RawAd objects', () => {
    const ads = generateDemoAds({ count: 20, seed: 42, referenceDate: REFERENCE });
    expect(ads.map((a) => a.externalId)).toEqual(lines.slice(0, 20).map((l) => l.externalId));
    expect(ads[0].publishDate).toBeInstanceOf(Date);
  });

  it('stays commit-sized', () => {
    expect(Buffer.byteLength(toJsonLines(lines))).toBeLessThan(3 * 1024 * 1024);
  });

  it('spreads ads over at least 40 real cities inside Spain', () => {
    expect(new Set(lines.map((l) => l.city)).size).toBeGreaterThanOrEqual(40);
    for (const city of DEMO_CITIES) {
      expect(city.latitude).toBeGreaterThan(27.5);
      expect(city.latitude).toBeLessThan(44);
      expect(city.longitude).toBeGreaterThan(-18.5);
      expect(city.longitude).toBeLessThan(4.5);
    }
  });

  it('publishes during the 60 days before the reference date', () => {
    const ages = lines.filter((l) => l.publishDate).map((l) => (REFERENCE.getTime() - Date.parse(l.publishDate as string)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(50);
  });

  it('prices like a market: older cars cost less, Madrid costs more per m² than Jaén', () => {
    const golfs = lines.filter((l) => l.title.includes('Golf'));
    const recent = golfs.filter((l) => (l.attributes.year ?? 0) >= 2023).map((l) => l.price);
    const old = golfs.filter((l) => (l.attributes.year ?? 9999) <= 2015).map((l) => l.price);
    expect(median(recent)).toBeGreaterThan(2 * median(old));
    const perSqm = (city: string) => median(lines.filter((l) => l.category === 3 && l.city === city).map((l) => l.price / (l.attributes.sqm as number)));
    expect(perSqm('Madrid')).toBeGreaterThan(2 * perSqm('Jaén'));
  });

  it('includes sparse and suspicious ads', () => {
    expect(lines.filter((l) => l.images.length === 0).length).toBeGreaterThan(30);
    expect(lines.filter((l) => /whatsapp|transferencia|adelantado/i.test(l.description)).length).toBeGreaterThan(20);
    expect(lines.filter((l) => l.description.length < 30).length).toBeGreaterThan(30);
  });

  it('uses the local demo pictures of its category', () => {
    const files = demoImages();
    const kinds = { 1: 'car', 2: 'moto', 3: 'home' } as const;
    for (const line of lines) {
      for (const image of line.images) {
        expect(image.startsWith(`/demo-images/${kinds[line.category]}-`)).toBe(true);
        expect(files.has(image.slice('/demo-images/'.length))).toBe(true);
      }
    }
    expect(files.size).toBe(18);
    for (const svg of files.values()) expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\n$/);
  });
});
