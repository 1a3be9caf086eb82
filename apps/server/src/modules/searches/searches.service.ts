import {
  RUN_NOW_COOLDOWN_SECONDS,
  SEARCH_MESSAGES,
  type CreateSearchValues,
  type RunSearchResponse,
  type SearchDetail,
  type SearchListItem,
  type SearchParameters,
  type SearchParametersValues,
  type UpdateSearchValues,
} from '@ojeador/shared';
import { badRequest, conflict, forbidden, notFound, rateLimited } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.js';
import { queueRuns } from '../../engine/scheduler.js';

const HOUR_MS = 3_600_000;
import type { LimitsService } from '../subscriptions/limits.service.js';
import type { ParametersRow, ParametersValues, SearchChanges, SearchesRepository, SearchRow, SearchSummaryRow } from './searches.repository.js';

/** Who may change a search (the hired expert only reads it). */
const EDITORS = ['owner', 'admin'] as const;

/** The pg-boss singleton key of a search's "run now" jobs: one per search per cooldown slot. */
export const runNowKey = (searchId: number) => `search:${searchId}`;

export function toListItem(row: SearchSummaryRow): SearchListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.categoryId,
    categoryName: row.categoryName,
    frequency: row.frequencyHours,
    isActive: row.isActive,
    isRevised: row.isRevised,
    lastExecution: row.lastExecution ? row.lastExecution.toISOString() : null,
    startDate: row.startDate.toISOString(),
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    resultCount: row.resultCount,
    newResultCount: row.newResultCount,
    ...(row.creator ? { user: row.creator } : {}),
  };
}

export function toParameters(search: Pick<SearchRow, 'categoryId' | 'frequencyHours'>, row: ParametersRow): SearchParameters {
  return {
    searchId: row.searchId,
    keywords: row.keywords,
    userSearch: row.userSearch,
    category: search.categoryId,
    frequency: search.frequencyHours,
    serviceTypeId: row.serviceTypeId,
    locationRange: row.locationRangeKm,
    latitude: row.latitude,
    longitude: row.longitude,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    brandId: row.brandId,
    modelId: row.modelId,
    platformIds: row.platformIds,
    strictMatchOnly: row.strictMatchOnly,
  };
}

function toParameterValues(p: SearchParametersValues): ParametersValues {
  return {
    keywords: p.keywords,
    userSearch: p.userSearch,
    locationRangeKm: p.locationRange,
    latitude: p.latitude,
    longitude: p.longitude,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    brandId: p.brandId,
    modelId: p.modelId,
    platformIds: p.platformIds,
    strictMatchOnly: p.strictMatchOnly,
    serviceTypeId: p.serviceTypeId,
  };
}

const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/**
 * Searches and their parameters: access (owner, admin, hired expert), the plan's limits (active
 * searches and minimum interval, enforced under a per-user lock), scheduling fields and "run now".
 */
export class SearchesService {
  constructor(
    private readonly repository: SearchesRepository,
    private readonly limits: LimitsService,
    private readonly queue: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(user: CurrentUser): Promise<SearchListItem[]> {
    return (await this.repository.listSummaries({ userId: user.id })).map(toListItem);
  }

  /** The admin's view: every search with its creator. */
  async listAll(): Promise<SearchListItem[]> {
    return (await this.repository.listSummaries({ all: true })).map(toListItem);
  }

  /** Owner, admin or hired expert; the admin opening a search marks it revised. */
  async get(user: CurrentUser, searchId: number): Promise<SearchDetail> {
    const { search } = await this.repository.accessible(searchId, user, ['owner', 'admin', 'expert']);
    if (user.appRole === 'Admin' && !search.isRevised) await this.repository.update(searchId, { isRevised: true });
    return this.detail(user, searchId);
  }

  /** The search and its parameters in one transaction, within the plan's limits. */
  async create(user: CurrentUser, request: CreateSearchValues): Promise<SearchDetail> {
    let runsAtOnce = false;
    // The web app confines unverified users to /verify-phone; the server holds the same line.
    if (!user.phoneVerified) throw forbidden(SEARCH_MESSAGES.phoneNotVerified);
    const searchId = await this.repository.transaction(async (repository, tx) => {
      if (!(await repository.categoryExists(request.category))) throw badRequest(SEARCH_MESSAGES.categoryNotFound);
      await repository.lockUser(user.id);
      const limits = await this.limits.forUser(user, tx);
      if (request.isActive) this.limits.assertCanActivateOneMore(limits);
      this.limits.assertFrequencyAllowed(limits, request.frequency);
      const now = this.now();
      const startDate = request.startDate ? new Date(request.startDate) : now;
      runsAtOnce = request.isActive && startDate.getTime() <= now.getTime();
      const search = await repository.insert({
        userId: user.id,
        title: request.title,
        description: request.description,
        categoryId: request.category,
        frequencyHours: request.frequency,
        isActive: request.isActive,
        startDate,
        // A search that starts now runs at once (below); the scheduler takes it from the next period.
        nextRunAt: runsAtOnce ? new Date(now.getTime() + request.frequency * HOUR_MS) : later(startDate, now),
      });
      if (request.parameters) await repository.insertParameters(search.id, toParameterValues(request.parameters));
      return search.id;
    });
    if (runsAtOnce) await this.queueFirstRun(searchId);
    return this.detail(user, searchId);
  }

  /** The first results within seconds of creating a search; if queueing fails, the scheduler's next tick runs it. */
  private async queueFirstRun(searchId: number) {
    try {
      await queueRuns(this.queue, [searchId], 'schedule');
    } catch (error) {
      await this.repository.update(searchId, { nextRunAt: this.now() });
      throw error;
    }
  }

  /** Owner or admin. Editing restarts the schedule: startDate and nextRunAt become now. */
  async update(user: CurrentUser, searchId: number, request: UpdateSearchValues): Promise<SearchListItem> {
    await this.repository.accessible(searchId, user, [...EDITORS]);
    this.limits.assertFrequencyAllowed(await this.limits.forUser(user), request.frequency);
    const now = this.now();
    await this.repository.update(searchId, {
      title: request.title,
      description: request.description,
      frequencyHours: request.frequency,
      startDate: now,
      nextRunAt: now,
    });
    return this.summary(user, searchId);
  }

  /** Owner or admin; refused while an expert's hire on it is still open (money is held for it). */
  async remove(user: CurrentUser, searchId: number): Promise<void> {
    await this.repository.accessible(searchId, user, [...EDITORS]);
    if (await this.repository.hasOpenHire(searchId)) throw conflict(SEARCH_MESSAGES.deleteWithOpenHire);
    await this.repository.delete(searchId);
  }

  /** Owner or admin. Re-activation counts against the plan like a creation and runs the search now. */
  async toggleActive(user: CurrentUser, searchId: number): Promise<SearchListItem> {
    await this.repository.transaction(async (repository, tx) => {
      await repository.lockUser(user.id);
      const { search } = await repository.accessible(searchId, user, [...EDITORS]);
      const changes: SearchChanges = { isActive: !search.isActive };
      if (!search.isActive) {
        const limits = await this.limits.forUser(user, tx);
        this.limits.assertCanActivateOneMore(limits);
        this.limits.assertFrequencyAllowed(limits, search.frequencyHours);
        changes.nextRunAt = this.now();
      }
      await repository.update(searchId, changes);
    });
    return this.summary(user, searchId);
  }

  /** Admin only (checked by the route). */
  async revise(user: CurrentUser, searchId: number): Promise<SearchListItem> {
    const updated = await this.repository.update(searchId, { isRevised: true });
    if (!updated) throw notFound(SEARCH_MESSAGES.searchNotFound);
    return this.summary(user, searchId);
  }

  /**
   * Queues one run of the search for the engine's worker. One request per search per cooldown:
   * the check reads pg-boss's table (so it holds across processes) and the job's singleton slot
   * keeps two racing requests from queueing twice.
   */
  async runNow(user: CurrentUser, searchId: number): Promise<RunSearchResponse> {
    await this.repository.accessible(searchId, user, [...EDITORS]);
    const key = runNowKey(searchId);
    const wait = await this.repository.runCooldownLeft(QUEUES.runSearch, key, RUN_NOW_COOLDOWN_SECONDS);
    if (wait !== null) throw rateLimited(SEARCH_MESSAGES.runTooSoon(wait), wait);
    await this.queue.send(QUEUES.runSearch, { searchId, trigger: 'manual' }, { singletonKey: key, singletonSeconds: RUN_NOW_COOLDOWN_SECONDS });
    return { queued: true };
  }

  /** Owner, admin or hired expert. */
  async getParameters(user: CurrentUser, searchId: number): Promise<SearchParameters> {
    const { search } = await this.repository.accessible(searchId, user, ['owner', 'admin', 'expert']);
    const row = await this.repository.findParameters(searchId);
    if (!row) throw notFound(SEARCH_MESSAGES.parametersNotFound);
    return toParameters(search, row);
  }

  /** Owner or admin; 409 when the search already has parameters. */
  createParameters(user: CurrentUser, searchId: number, values: SearchParametersValues): Promise<SearchParameters> {
    return this.saveParameters(user, searchId, values, 'create');
  }

  /** Owner or admin; 404 when the search has no parameters yet. */
  updateParameters(user: CurrentUser, searchId: number, values: SearchParametersValues): Promise<SearchParameters> {
    return this.saveParameters(user, searchId, values, 'update');
  }

  /** `category` and `frequency`, when given, are checked and stored on the search in the same transaction. */
  private saveParameters(user: CurrentUser, searchId: number, values: SearchParametersValues, mode: 'create' | 'update') {
    return this.repository.transaction(async (repository, tx) => {
      const { search } = await repository.accessible(searchId, user, [...EDITORS]);
      const changes: SearchChanges = {};
      if (values.category !== undefined && values.category !== search.categoryId) {
        if (!(await repository.categoryExists(values.category))) throw badRequest(SEARCH_MESSAGES.categoryNotFound);
        changes.categoryId = values.category;
      }
      if (values.frequency !== undefined && values.frequency !== search.frequencyHours) {
        this.limits.assertFrequencyAllowed(await this.limits.forUser(user, tx), values.frequency);
        changes.frequencyHours = values.frequency;
      }
      const stored =
        mode === 'create'
          ? await repository.insertParameters(searchId, toParameterValues(values))
          : await repository.updateParameters(searchId, toParameterValues(values));
      if (!stored) throw mode === 'create' ? conflict(SEARCH_MESSAGES.parametersExist) : notFound(SEARCH_MESSAGES.parametersNotFound);
      const updated = Object.keys(changes).length ? await repository.update(searchId, changes) : search;
      return toParameters(updated ?? search, stored);
    });
  }

  private async summary(user: CurrentUser, searchId: number): Promise<SearchListItem> {
    const row = await this.repository.findSummary(searchId, user.appRole === 'Admin');
    if (!row) throw notFound(SEARCH_MESSAGES.searchNotFound);
    return toListItem(row);
  }

  private async detail(user: CurrentUser, searchId: number): Promise<SearchDetail> {
    const row = await this.repository.findSummary(searchId, user.appRole === 'Admin');
    if (!row) throw notFound(SEARCH_MESSAGES.searchNotFound);
    const [parameters, hire] = await Promise.all([this.repository.findParameters(searchId), this.repository.latestHire(searchId)]);
    return {
      ...toListItem(row),
      userId: row.userId,
      parameters: parameters ? toParameters(row, parameters) : null,
      searchHire: hire,
    };
  }
}
