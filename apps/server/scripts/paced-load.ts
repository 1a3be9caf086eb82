import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type PacedFigures = { rps: number; served: number; p50: number; p99: number; errors: number; cacheMisses: number };

/**
 * An open-loop load at a fixed offered rate: one request every 1000/rate ms, whatever the answers do, each
 * latency counted from the moment the request was due (so a stalled server is not excused by the client
 * waiting for it: no coordinated omission). autocannon's `overallRate` is not this: each connection sends its
 * share of the second back to back when the second starts, so 100 req/s over 50 connections is a burst of 100
 * concurrent requests once a second (see docs/operations.md).
 */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  options: { rate: number; durationSeconds: number; maxSockets: number } | { rate: number; while: () => boolean; maxSockets: number },
): Promise<PacedFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const interval = 1000 / options.rate;
  // A fixed number of requests, or as many as fall due while the condition holds (bench:ingest: during a poll).
  const total = 'durationSeconds' in options ? Math.round(options.rate * options.durationSeconds) : Infinity;
  const goOn = 'while' in options ? options.while : () => true;
  const latencies: number[] = [];
  let errors = 0;
  let cacheMisses = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total && goOn(); i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0.5) await sleep(wait);
    pending.push(
      send(url, headers, agent).then(
        ({ status, cache }) => {
          latencies.push(performance.now() - due);
          if (status !== 200) errors++;
          if (cache === 'miss') cacheMisses++;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    served: latencies.length,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    errors,
    cacheMisses,
  };
}

function send(url: string, headers: Record<string, string>, agent: Agent): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-read-cache'] as string | undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
