import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the database and the queue when scraped (never on a timer). */
export type ScrapeProbes = {
  /** Jobs waiting (created or retrying) and running, per queue. */
  queueDepths(): Promise<{ queue: string; queued: number; active: number }[]>;
  /** Active searches whose next run is due and that no worker has claimed yet. */
  dueSearches(): Promise<number>;
};

export type PollObservation = {
  source: string;
  status: 'unchanged' | 'read' | 'failed';
  seconds: number;
  newAds: number;
  changedAds: number;
  goneAds: number;
};

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The Prometheus metrics of one app instance, on a registry of its own (tests build several apps in one process).
 * Modules get the narrow recorders below, never the registry. Counters are process-local: scrape every process.
 */
export function createMetrics(options: { role: string; probes: ScrapeProbes; processMetrics: boolean }) {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'ojeador_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (not the raw URL) and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const polls = new Counter({
    name: 'ojeador_source_polls_total',
    help: 'Polls of a source location by outcome (read, unchanged, failed)',
    labelNames: ['source', 'status'],
    registers,
  });
  const pollFailures = new Counter({ name: 'ojeador_source_poll_failures_total', help: 'Polls that failed', labelNames: ['source'], registers });
  const pollDuration = new Histogram({
    name: 'ojeador_source_poll_duration_seconds',
    help: 'How long one poll of one location took, percolation included',
    labelNames: ['source'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 90],
    registers,
  });
  const pollAds = new Counter({
    name: 'ojeador_source_poll_ads_total',
    help: 'Ads a poll found new, changed (or back) and gone',
    labelNames: ['source', 'change'],
    registers,
  });
  const lastGood = new Map<string, number>();
  new Gauge({
    name: 'ojeador_source_last_good_poll_age_seconds',
    help: "Seconds since this process's last poll of the source that did not fail (absent until it polled one)",
    labelNames: ['source'],
    registers,
    collect() {
      this.reset();
      for (const [source, at] of lastGood) this.set({ source }, (Date.now() - at) / 1000);
    },
  });
  const resultsPerPoll = new Histogram({
    name: 'ojeador_poll_results_added',
    help: 'Search results a poll added (new matches of stored searches)',
    buckets: [0, 1, 5, 10, 50, 100, 500, 1000, 5000],
    registers,
  });
  const ingestToAlert = new Histogram({
    name: 'ojeador_alert_ingest_to_alert_seconds',
    help: "Time from an ad's ingest (its last change) to the alert that told about it, by kind (instant or digest)",
    labelNames: ['kind'],
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 6 * 3600, 24 * 3600],
    registers,
  });
  const alertsSent = new Counter({
    name: 'ojeador_alerts_sent_total',
    help: 'Match alerts sent (queued for delivery) by channel',
    labelNames: ['channel'],
    registers,
  });
  const alertFailures = new Counter({ name: 'ojeador_alert_failures_total', help: 'Match alerts that could not be sent (owed again)', registers });
  const ledgerPostings = new Counter({
    name: 'ojeador_ledger_postings_total',
    help: 'Ledger postings written, by kind (a posting whose transaction rolls back later still counts)',
    labelNames: ['kind'],
    registers,
  });
  const paymentEvents = new Counter({
    name: 'ojeador_payment_events_total',
    help: "Payment provider events (webhooks and the local provider's pages) by type and outcome",
    labelNames: ['type', 'outcome'],
    registers,
  });
  new Gauge({
    name: 'ojeador_queue_jobs',
    help: 'pg-boss jobs per queue: queued (created or waiting to retry) and active',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const { queue, queued, active } of await options.probes.queueDepths()) {
        this.set({ queue, state: 'queued' }, queued);
        this.set({ queue, state: 'active' }, active);
      }
    },
  });
  new Gauge({
    name: 'ojeador_searches_due_unclaimed',
    help: 'Active searches whose run is due and that no worker has claimed yet',
    registers,
    async collect() {
      this.set(await options.probes.dueSearches());
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
    },
    /** The engine's recorders. */
    engine: {
      polled(poll: PollObservation) {
        polls.inc({ source: poll.source, status: poll.status });
        pollDuration.observe({ source: poll.source }, poll.seconds);
        if (poll.status === 'failed') pollFailures.inc({ source: poll.source });
        else lastGood.set(poll.source, Date.now());
        pollAds.inc({ source: poll.source, change: 'new' }, poll.newAds);
        pollAds.inc({ source: poll.source, change: 'changed' }, poll.changedAds);
        pollAds.inc({ source: poll.source, change: 'gone' }, poll.goneAds);
      },
      percolated(newResults: number) {
        resultsPerPoll.observe(newResults);
      },
      alerted(kind: 'instant' | 'digest', ingestAgesSeconds: readonly number[]) {
        for (const age of ingestAgesSeconds) ingestToAlert.observe({ kind }, Math.max(0, age));
      },
    },
    alerts: {
      sent: (channel: string) => alertsSent.inc({ channel }),
      failed: () => alertFailures.inc(),
    },
    ledger: { posted: (kind: string) => ledgerPostings.inc({ kind }) },
    payments: { event: (type: string, outcome: string) => paymentEvents.inc({ type, outcome }) },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
