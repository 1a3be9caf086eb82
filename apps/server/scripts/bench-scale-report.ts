/** bench:scale's figures and how they are printed (bench-scale.ts measures them). */

export type Timing = { wallMs: number; cpuS: number; systemS: number };

/** Wall time and this process's CPU (user + system) of `work`. */
export async function timed<T>(work: () => Promise<T>): Promise<Timing & { result: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallMs: performance.now() - start, cpuS: (used.user + used.system) / 1e6, systemS: used.system / 1e6 };
}
export type Figures = {
  searches: number;
  firstPoll: Timing & { ingested: number };
  /** The catalog's refresh right after the first poll (it should read nothing again). */
  refreshAfterMs: number;
  warmup: Timing & { ingested: number };
  /** The median round by CPU, and every round's CPU. */
  newAds: Timing & { ingested: number; newResults: number; roundsCpuS: number[] };
  unchanged: Timing & { status: string };
  reread: Timing & { status: string; ingested: number };
  newSearch: { wallMs: number; matched: number };
  peakRssMb: number;
  peakHeapMb: number;
};

export const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(all: Figures[], { warmupAds, extraAds, extraRounds }: { warmupAds: number; extraAds: number; extraRounds: number }) {
  const ms = (t: { wallMs: number }) => fmt(t.wallMs);
  const cpu = (t: Timing) => `${fmt(t.cpuS, 2)} s / ${ms(t)} ms`;
  const rows: [string, (f: Figures) => string][] = [
    ['first poll: ads ingested', (f) => fmt(f.firstPoll.ingested)],
    ['first poll: wall (not a target)', (f) => `${fmt(f.firstPoll.wallMs / 1000, 1)} s`],
    ['first poll: CPU', (f) => `${fmt(f.firstPoll.cpuS, 1)} s`],
    ['catalog refresh right after it', (f) => `${ms({ wallMs: f.refreshAfterMs })} ms`],
    [`poll of ${warmupAds} ads, index rebuilt: CPU / wall`, (f) => cpu(f.warmup)],
    [`poll of ${fmt(extraAds)} new ads: CPU / wall (median)`, (f) => cpu(f.newAds)],
    [`  CPU of the ${extraRounds} polls`, (f) => f.newAds.roundsCpuS.map((s) => fmt(s, 2)).join(' / ')],
    ['  of it in the kernel (system CPU)', (f) => `${fmt(f.newAds.systemS, 2)} s`],
    ['  ads ingested / new results', (f) => `${fmt(f.newAds.ingested)} / ${fmt(f.newAds.newResults)}`],
    ['unchanged poll (file untouched)', (f) => `${cpu(f.unchanged)} (${f.unchanged.status})`],
    ['unchanged poll (same bytes, new mtime)', (f) => `${cpu(f.reread)} (${f.reread.status}, ${f.reread.ingested} ingested)`],
    ['new search answered from the store', (f) => `${ms(f.newSearch)} ms (${fmt(f.newSearch.matched)} matched)`],
    ['peak RSS / heap used', (f) => `${fmt(f.peakRssMb)} MB / ${fmt(f.peakHeapMb)} MB`],
  ];
  const widths = all.map((f) => Math.max(`${fmt(f.searches)} searches`.length, ...rows.map(([, cell]) => cell(f).length)));
  const line = (label: string, cells: string[]) => console.log(`${label.padEnd(40)} ${cells.map((c, i) => c.padStart(widths[i])).join('   ')}`);
  line(
    '',
    all.map((f) => `${fmt(f.searches)} searches`),
  );
  for (const [label, cell] of rows) line(label, all.map(cell));
}
