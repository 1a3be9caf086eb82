import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

describe('the database client', () => {
  // On PGlite the queries run in this thread: without a turn of the event loop between them, a poll's chain of
  // queries kept every request out until it ended (docs/architecture.md, "Reads during a first poll").
  it('lets other work in while a chain of queries runs', async () => {
    let turns = 0;
    let done = false;
    const tick = () => {
      turns += 1;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    while (performance.now() - started < 100) await t.database.executeSql('select count(*) from ads');
    done = true;
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
