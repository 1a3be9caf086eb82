/**
 * Data and databases for the scale benchmark (scripts/bench-scale.ts): the feed files, a fresh database per size,
 * and N saved searches spread over Spain, written straight to the tables the way the app stores them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEED_PLATFORM_ID } from '@ojeador/shared';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Executor } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { searchParameters, searches, users } from '../src/db/schema/index.js';
import { DEMO_CARS, DEMO_CITIES, DEMO_HOME_TYPES, DEMO_MOTOS, type DemoVehicleModel } from '../src/search/engine/runtime/feed/demo-data.js';
import { generateDemoFeed, toJsonLines } from '../src/search/engine/runtime/feed/demo-feed.js';
import { SeededRandom } from '../src/search/engine/runtime/feed/seeded-random.js';

export const BASE_FEED = 'base.jsonl';
export const WARMUP_FEED = 'warmup.jsonl';
/** The feeds of the measured polls: EXTRA_ROUNDS polls of EXTRA_ADS new ads each (the median is the figure). */
export const extraFeed = (round: number) => `extra-${round}.jsonl`;
export const WARMUP_ADS = 10;
/** New ads per measured poll (--new-ads), and how many such polls (the median is the figure). */
export const EXTRA_ADS = 1_000;
export const EXTRA_ROUNDS = 3;
/** Rows per INSERT of users and searches: far under PostgreSQL's 65,535 parameters a statement. */
const INSERT_ROWS = 500;

/**
 * In `dir`: `ads` demo ads (base.jsonl), then the ads that follow them (new external ids): 10 to append first
 * (warmup.jsonl), then `rounds` times `newAds` to append next (extra-N.jsonl).
 */
export function writeFeedFiles(dir: string, ads: number, referenceDate: Date, newAds = EXTRA_ADS, rounds = EXTRA_ROUNDS): { baseBytes: number } {
  const feed = generateDemoFeed({ count: ads + WARMUP_ADS + rounds * newAds, seed: 22, referenceDate });
  const base = toJsonLines(feed.slice(0, ads));
  writeFileSync(path.join(dir, BASE_FEED), base);
  writeFileSync(path.join(dir, WARMUP_FEED), toJsonLines(feed.slice(ads, ads + WARMUP_ADS)));
  for (let round = 0; round < rounds; round++) {
    const from = ads + WARMUP_ADS + round * newAds;
    writeFileSync(path.join(dir, extraFeed(round)), toJsonLines(feed.slice(from, from + newAds)));
  }
  return { baseBytes: Buffer.byteLength(base) };
}

/**
 * A fresh, migrated and seeded database: PGlite in `dataDir`, or, when `postgresUrl` is given, a new database on that
 * server (dropped first if a killed run left it, and dropped by `close`), as bench-api does.
 */
export async function openBenchDatabase(dataDir: string, postgresUrl: string | undefined, name: string): Promise<Database> {
  let database: Database;
  let drop = async () => {};
  if (postgresUrl) {
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString());
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openPglite(dataDir);
  }
  await seedReferenceData(database.db);
  const opened = database;
  return { ...opened, close: () => opened.close().then(drop) };
}

export type SearchDraft = {
  title: string;
  description: string;
  categoryId: 1 | 2 | 3;
  keywords: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  minPrice: number | null;
  maxPrice: number | null;
};

const DESCRIPTIONS = {
  1: ['Busco un coche familiar en buen estado', 'Coche pequeño para ciudad, pocos kilómetros', 'Con libro de revisiones y ITV pasada', ''],
  2: ['Moto para ir a trabajar, con ABS', 'Busco moto A2 bien cuidada', 'Scooter para ciudad, poco uso', ''],
  3: ['Piso luminoso con ascensor', 'Con terraza y cerca del centro', 'Casa con jardín para familia', ''],
} as const;
const ROUND = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);
/** A model name of more than one word is searched as a phrase: `bmw "serie 3"`. */
const phrase = (words: string) => (words.includes(' ') ? `"${words.toLowerCase()}"` : words.toLowerCase());

function vehicleKeywords(random: SeededRandom, model: DemoVehicleModel): string {
  const roll = random.next();
  if (roll < 0.45) return `${model.brand.toLowerCase()} ${phrase(model.model)}`;
  if (roll < 0.75) return phrase(model.model);
  return phrase(model.brand);
}

/** One search a customer could have saved: a city, a radius, the words of the demo feed's titles, a price range. */
function draftSearch(random: SeededRandom, index: number): SearchDraft {
  const categoryId = random.weighted<1 | 2 | 3>([1, 2, 3], (c) => (c === 1 ? 50 : c === 2 ? 20 : 30));
  const city = random.weighted(DEMO_CITIES, (c) => c.weight);
  const noKeywords = random.chance(0.12);
  // Mostly 10-200 km around a city; a tenth of the searches look across most of Spain.
  let radiusKm = random.chance(0.1) ? 600 : random.pick([10, 20, 30, 50, 50, 75, 100, 100, 150, 200]);
  let keywords = '';
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  if (categoryId === 3) {
    const type = random.weighted(DEMO_HOME_TYPES, (t) => t.weight);
    if (!noKeywords) keywords = type.label.toLowerCase() + (random.chance(0.2) ? ` ${random.pick(['terraza', 'reformado', 'luminoso', 'garaje'])}` : '');
    const typical = city.pricePerSqm * type.priceFactor * ((type.sqm[0] + type.sqm[1]) / 2);
    if (random.chance(0.8)) maxPrice = ROUND(typical * random.between(0.8, 1.6), 5_000);
    if (maxPrice && random.chance(0.4)) minPrice = ROUND(maxPrice * random.between(0.4, 0.7), 5_000);
  } else {
    const model = random.pick(categoryId === 1 ? DEMO_CARS : DEMO_MOTOS);
    if (!noKeywords) keywords = vehicleKeywords(random, model);
    if (random.chance(0.7)) maxPrice = ROUND(model.newPrice * random.between(0.3, 0.9), categoryId === 1 ? 500 : 250);
    if (maxPrice && random.chance(0.3)) minPrice = ROUND(maxPrice * random.between(0.3, 0.6), categoryId === 1 ? 500 : 250);
  }
  // Without keywords a customer narrows by place and price.
  if (noKeywords) {
    radiusKm = Math.min(radiusKm, 50);
    maxPrice ??= categoryId === 3 ? 250_000 : 8_000;
  }
  const what = keywords || ['coches', 'motos', 'viviendas'][categoryId - 1];
  return {
    title: `${what} en ${city.city} (${index + 1})`,
    description: random.pick(DESCRIPTIONS[categoryId]),
    categoryId,
    keywords,
    latitude: Number((city.latitude + random.normal(0, 0.02)).toFixed(4)),
    longitude: Number((city.longitude + random.normal(0, 0.02)).toFixed(4)),
    radiusKm,
    minPrice,
    maxPrice,
  };
}

/** Searches per owner (free accounts hold a handful; a few heavy users many). */
const SEARCHES_PER_USER = 5;

/** `count` searches drawn from `seed` (the same for the same seed); `override` fixes some fields of every one. */
export function draftSearches(count: number, seed: number, override: Partial<SearchDraft> = {}): SearchDraft[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({ ...draftSearch(random, i), ...override }));
}

/**
 * Inserts the searches, active, owned by one user per five. `ran`: they ran once (last_execution = now(), so the
 * percolator indexes them); otherwise they wait for their first run. Answers their ids.
 */
export async function insertSearches(db: Executor, drafts: readonly SearchDraft[], options: { ran: boolean; ownerTag: string }): Promise<number[]> {
  const owners: { id: number }[] = [];
  const ownerCount = Math.ceil(drafts.length / SEARCHES_PER_USER);
  for (let start = 0; start < ownerCount; start += INSERT_ROWS) {
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(INSERT_ROWS, ownerCount - start) }, (_, j) => {
          const i = start + j;
          return {
            email: `bench-scale-${options.ownerTag}-${i}@ojeador.example`,
            name: `Bench ${options.ownerTag} ${i}`,
            phoneNumber: `+3461${String(i).padStart(7, '0')}`,
            phoneVerified: true,
          };
        }),
      )
      .returning({ id: users.id });
    owners.push(...made);
  }
  const later = new Date(Date.now() + 7 * 86_400_000);
  const ids: number[] = [];
  for (let start = 0; start < drafts.length; start += INSERT_ROWS) {
    const chunk = drafts.slice(start, start + INSERT_ROWS);
    const made = await db
      .insert(searches)
      .values(
        chunk.map((d, i) => ({
          userId: owners[Math.floor((start + i) / SEARCHES_PER_USER)].id,
          title: d.title,
          description: d.description,
          categoryId: d.categoryId,
          frequencyHours: 24,
          isActive: true,
          lastExecution: options.ran ? new Date() : null,
          nextRunAt: later,
        })),
      )
      .returning({ id: searches.id });
    await db.insert(searchParameters).values(
      chunk.map((d, i) => ({
        searchId: made[i].id,
        keywords: d.keywords,
        userSearch: d.description,
        latitude: d.latitude,
        longitude: d.longitude,
        locationRangeKm: d.radiusKm,
        minPrice: d.minPrice,
        maxPrice: d.maxPrice,
        platformIds: [FEED_PLATFORM_ID],
      })),
    );
    ids.push(...made.map((m) => m.id));
  }
  return ids;
}

/** The real app over a fresh bench database (openBenchDatabase) reading `feedFile`, and how to stop it all. */
export async function startBenchApp(dir: string, feedFile: string, postgresUrl: string | undefined, databaseName: string) {
  const database = await openBenchDatabase(path.join(dir, 'data'), postgresUrl, databaseName);
  const queue = await startJobQueue(database, { supervise: false });
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    FEED_FILES: feedFile,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    WEB_DIST: path.join(dir, 'no-web'),
    API_DOCS: 'false',
  });
  const app = await buildApp({ config, database, queue });
  await app.ready();
  const stop = async () => {
    await app.close();
    await queue.stop({ graceful: false, wait: true, timeout: 5000 });
    await database.close();
  };
  return { app, database, stop };
}
