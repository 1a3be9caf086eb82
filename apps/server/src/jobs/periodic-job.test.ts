import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { planRenewalsJob } from './plan-renewals.job.js';
import { PeriodicJob } from './periodic-job.js';

const t = useTestApp();

describe('PeriodicJob', () => {
  it('works its queue and offers the job at start: the sweep runs through the real queue', async () => {
    let runs = 0;
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const errors: unknown[] = [];
    const clock = new PeriodicJob({
      job: planRenewalsJob,
      queue: t.queue,
      run: async () => {
        runs += 1;
        ran();
      },
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    await clock.start();
    await firstRun;
    clock.stop();
    expect(runs).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the app has its four sweeps: hire deadlines, plan renewals, payment reconciliation, session purge', () => {
    expect(t.app.ctx.clocks).toHaveLength(4);
  });
});
