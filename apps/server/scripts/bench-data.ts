import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';
import { ads, likes, searchParameters, searchResults, searches, users } from '../src/db/schema/index.js';
import { generateDemoFeed } from '../src/engine/feed/demo-feed.js';

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
