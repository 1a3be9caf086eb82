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
/** One measured poll of new ads: the app's CPU, the database server's (NaN on PGlite), what it matched and wrote. */
export type PollFigures = Timing & {
  dbCpuS: number;
  ingested: number;
  newResults: number;
  candidates: number;
  matches: number;
  /** WAL the poll wrote, and how much `search_results` grew. */
  walBytes: number;
  storedBytes: number;
};
export type Figures = {
  searches: number;
  firstPoll: Timing & { ingested: number };
  /** The catalog's refresh right after the first poll (it should read nothing again). */
  refreshAfterMs: number;
  warmup: Timing & { ingested: number };
  /** The median round by CPU, and every round's CPU. */
  newAds: PollFigures & { roundsCpuS: number[] };
  unchanged: Timing & { status: string };
  reread: Timing & { status: string; ingested: number };
  newSearch: { wallMs: number; matched: number };
  peakRssMb: number;
  peakHeapMb: number;
};

export const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const per = (total: number, count: number) => (count > 0 ? total / count : Number.NaN);

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
    ['  app CPU / database server CPU', (f) => `${fmt(f.newAds.cpuS, 2)} s / ${Number.isNaN(f.newAds.dbCpuS) ? 'in app' : `${fmt(f.newAds.dbCpuS, 2)} s`}`],
    ['  ads ingested / matches / new results', (f) => `${fmt(f.newAds.ingested)} / ${fmt(f.newAds.matches)} / ${fmt(f.newAds.newResults)}`],
    [
      '  candidates / matches per new ad',
      (f) => `${fmt(per(f.newAds.candidates, f.newAds.ingested), 1)} / ${fmt(per(f.newAds.matches, f.newAds.ingested), 1)}`,
    ],
    ['  bytes written (WAL) per match', (f) => fmt(per(f.newAds.walBytes, f.newAds.matches))],
    ['  bytes stored per new result', (f) => fmt(per(f.newAds.storedBytes, f.newAds.newResults))],
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
