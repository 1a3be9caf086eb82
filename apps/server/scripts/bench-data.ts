import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';
import { ads, likes, searchParameters, searchResults, searches, users } from '../src/db/schema/index.js';
import { generateDemoFeed } from '../src/search/engine/runtime/feed/demo-feed.js';

export const BENCH_EMAIL = 'bench@ojeador.example';

/** One user with five searches; the first holds resultCount results over demo-feed ads, a tenth of them liked. */
export async function fillBenchData(db: Executor, resultCount: number): Promise<number> {
  await seedReferenceData(db);
  const [user] = await db.insert(users).values({ email: BENCH_EMAIL, name: 'Bench', phoneVerified: true, phoneNumber: '+34610000000' }).returning();
  const later = new Date(Date.now() + 7 * 86_400_000);
  const made = await db
    .insert(searches)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        title: `Búsqueda de prueba ${i + 1}`,
        description: 'Busco un coche familiar en buen estado',
        categoryId: 1,
        frequencyHours: 24,
        // Not due during the bench: the worker is running, but this measures reads, not a search run.
        lastExecution: new Date(),
        nextRunAt: later,
      })),
    )
    .returning();
  await db.insert(searchParameters).values(made.map((s) => ({ searchId: s.id, platformIds: [100] })));
  const searchId = made[0].id;
  const feed = generateDemoFeed({ count: resultCount, seed: 13, referenceDate: new Date() });
  for (let start = 0; start < feed.length; start += 200) {
    const chunk = feed.slice(start, start + 200);
    const rows = await db
      .insert(ads)
      .values(
        chunk.map(({ category, publishDate, ...line }) => ({
          ...line,
          categoryId: category,
          publishDate: publishDate ? new Date(publishDate) : null,
        })),
      )
      .returning({ id: ads.id });
    await db.insert(searchResults).values(
      rows.map((row, i) => ({
        searchId,
        adId: row.id,
        finalScore: (start + i * 37) % 101,
        goodThings: ['Precio en línea con anuncios similares', 'Vendedor particular'],
        badThings: ['Pocas fotos'],
        isNew: false,
      })),
    );
    await db.insert(likes).values(rows.filter((_, i) => i % 10 === 0).map((row) => ({ userId: user.id, adId: row.id })));
  }
  // A database in use has its planner statistics (autovacuum on PostgreSQL, the app's start on PGlite); the bench
  // measures right after filling, before autovacuum would have come by.
  await db.execute(sql`ANALYZE`);
  return searchId;
}

/**
 * The rest of a busy store around the measured search (docs/architecture.md's setting: 10,000 searches, 200,000 results):
 * `searches` searches of 500 other customers, due far ahead, each holding `results / searches` results over a pool of
 * ads a tenth the size of the results (an ad sits in about ten searches). Written set-based in SQL: seconds, not minutes.
 */
export async function fillBackground(db: Executor, { searches: searchCount, results }: { searches: number; results: number }): Promise<void> {
  if (searchCount <= 0) return;
  const perSearch = Math.max(1, Math.floor(results / searchCount));
  const adCount = Math.max(perSearch, Math.floor(results / 10));
  await db.execute(sql`
    insert into users (email, name, phone_verified)
    select 'bench-' || i || '@ojeador.example', 'Cliente ' || i, true from generate_series(1, 500) i`);
  await db.execute(sql`
    insert into searches (user_id, title, description, category_id, frequency_hours, last_execution, next_run_at)
    select u.id, 'Búsqueda ' || i, 'Busco un coche', 1, 24, now(), now() + interval '7 days'
      from generate_series(1, ${searchCount}) i join users u on u.email = 'bench-' || (1 + i % 500) || '@ojeador.example'`);
  await db.execute(sql`
    insert into ads (platform_id, external_id, title, description, price, url, category_id, province, city, attributes)
    select 100, 'bench-bg-' || i, 'Coche de fondo ' || i, 'Un coche en buen estado, revisiones al día.', 5000 + (i * 37) % 20000,
           'https://ojeador.local/bench/' || i, 1, 'Madrid', 'Madrid', jsonb_build_object('year', 2010 + i % 14, 'km', (i * 7919) % 200000)
      from generate_series(1, ${adCount}) i`);
  await db.execute(sql`
    insert into search_results (search_id, ad_id, final_score, is_new)
    select s.id, a.id, (s.id * 31 + k * 17) % 101, false
      from (select id, row_number() over (order by id) n from searches where title like 'Búsqueda %') s
      cross join generate_series(0, ${perSearch - 1}) k
      join (select id, row_number() over (order by id) - 1 n from ads where external_id like 'bench-bg-%') a
        on a.n = (s.n * ${perSearch} + k) % ${adCount}`);
  await db.execute(sql`ANALYZE`);
}
