import { HIRE_TRANSITIONS, hireDeadlineFrom, type HireAction } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { newHireNotice, type HireNotice } from './hire-notices.js';
import { timestampsFor } from './hire-rows.js';
import type { HireRow, HiresRepository, HireUpdate } from './hires.repository.js';

export type HireAlertsPort = { notifyParty(notice: HireNotice): Promise<void> };

type JournalDeps = {
  repository: Pick<HiresRepository, 'update' | 'insertEvent' | 'partyNames'>;
  alerts: HireAlertsPort;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
};

/**
 * What every hire step shares: its state written with a hire_events row (its deadline and entry time from the state's
 * facts in packages/shared/src/hire-status.ts), and notices that never fail the step.
 */
export class HireJournal {
  constructor(private readonly deps: JournalDeps) {}

  async write(tx: Executor, hire: HireRow, action: HireAction, actorId: number | null, fields: HireUpdate, note?: string) {
    const to = HIRE_TRANSITIONS[action].to;
    const now = this.deps.now();
    const updated = await this.deps.repository.update(hire.id, { ...fields, ...timestampsFor(to, now), status: to, deadlineAt: hireDeadlineFrom(to, now) }, tx);
    await this.deps.repository.insertEvent({ hireId: hire.id, fromStatus: hire.status, toStatus: to, actorId, note: note ?? action }, tx);
    return updated;
  }

  async noticeNewHire(hire: HireRow) {
    await this.notify(newHireNotice(hire, await this.deps.repository.partyNames(hire)));
  }

  async notify(notice: HireNotice) {
    try {
      await this.deps.alerts.notifyParty(notice);
    } catch (error) {
      this.deps.log.warn({ err: error, userId: notice.userId }, 'hire notice failed');
    }
  }
}
