import { HIRE_MESSAGES, type HireDetail } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { HireSummaryReadModel } from './hire-summary.read-model.js';
import type { HiresRepository } from './hires.repository.js';
import { seesHire } from './hire-access.js';

/** One hire read on its own page: its customer, its expert and the administrator, also once its search is deleted. */
export class HireReading {
  constructor(
    private readonly repository: Pick<HiresRepository, 'find'>,
    private readonly summaries: Pick<HireSummaryReadModel, 'forHire'>,
  ) {}

  async read(user: CurrentUser, hireId: number): Promise<HireDetail> {
    const hire = await this.repository.find(hireId);
    if (!hire || !seesHire(user, hire)) throw notFound(HIRE_MESSAGES.hireNotFound);
    const detail = await this.summaries.forHire(hireId, user.id);
    if (!detail) throw notFound(HIRE_MESSAGES.hireNotFound);
    return detail;
  }
}
