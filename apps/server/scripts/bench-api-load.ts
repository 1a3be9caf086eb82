import { pacedLoad } from './paced-load.js';

/** How bench:api loads a server or a database: the rate offered, for how long, over how many connections or clients. */
type Load = { rate: number; durationSeconds: number; connections: number };

/** The paced load split evenly over the API processes' ports: what they serve adds up; p50 and p99 are the worst one's. */
export async function pacedAcross(ports: number[], pathname: string, headers: Record<string, string>, load: Load) {
  const runs = await Promise.all(
    ports.map((p) =>
      pacedLoad(`http://127.0.0.1:${p}${pathname}`, headers, {
        rate: load.rate / ports.length,
        durationSeconds: load.durationSeconds,
        maxSockets: load.connections,
      }),
    ),
  );
  const sum = (pick: (run: (typeof runs)[number]) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    rps: sum((run) => run.rps),
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: sum((run) => run.errors),
    cacheMisses: sum((run) => run.cacheMisses),
  };
}

/** `load.connections` clients each sending the page's SQL (in order) in a loop for `load.durationSeconds`. */
export async function rawLoop(run: (text: string, params: unknown[]) => Promise<unknown>, queries: { text: string; params: unknown[] }[], load: Load) {
  const latencies: number[] = [];
  const until = performance.now() + load.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        for (const q of queries) await run(q.text, q.params);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / load.durationSeconds, p50: at(0.5), p99: at(0.99) };
}
