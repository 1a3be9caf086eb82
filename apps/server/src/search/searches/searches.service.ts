import {
  RUN_NOW_COOLDOWN_SECONDS,
  SEARCH_MESSAGES,
  type CreateSearchValues,
  type RunSearchResponse,
  type SearchDetail,
  type SearchListItem,
  type SearchParameters,
  type SearchParametersValues,
  type SearchRunStatus,
  type PreferencesPreviewResponse,
  type UpdateSearchValues,
} from '@ojeador/shared';
import { badRequest, conflict, forbidden, notFound, rateLimited, searchInactive } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { Executor, Transact } from '../../db/client.js';
import type { HireFactsReadModel, HireSummaryReadModel } from '../../marketplace/index.js';
import type { EnginePort } from '../engine/engine-port.js';
import type { LimitsService } from '../../money/index.js';
import { SEARCH_EDITORS, SEARCH_READERS, type SearchRelation } from './search-access.js';
import { instantAlertsAvailable } from './instant-alerts.service.js';
import { readPreferences, toListItem, toParameters, toParameterValues } from './search-rows.js';
import type { SearchChanges, SearchesRepository } from './searches.repository.js';

const HOUR_MS = 3_600_000;

/** A search written by insertWithin, for afterCreate. */
export type CreatedSearch = { searchId: number; runsAtOnce: boolean };

const EDITORS = SEARCH_EDITORS;

const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/**
 * Searches and their parameters: access (owner, admin, hired expert), the plan's limits (active
 * searches and minimum interval, enforced under a per-user lock), scheduling fields and "run now".
 */
export class SearchesService {
  constructor(
    private readonly repository: SearchesRepository,
    private readonly transaction: Transact,
    private readonly limits: Pick<LimitsService, 'forUser' | 'planCodeOf' | 'assertCanKeepOneMore' | 'assertCanActivateOneMore' | 'assertFrequencyAllowed'>,
    private readonly engine: Pick<EnginePort, 'queueRun'>,
    private readonly hires: Pick<HireSummaryReadModel, 'forSearch'> & Pick<HireFactsReadModel, 'searchHasLiveHire'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The one rule for reaching a search (owner, admin, hired expert), for the modules that read searches: 404 otherwise. */
  access(user: CurrentUser, searchId: number, allowed: SearchRelation[] = SEARCH_READERS) {
    return this.repository.accessible(searchId, user, allowed);
  }

  async list(user: CurrentUser): Promise<SearchListItem[]> {
    return (await this.repository.listSummaries({ userId: user.id })).map(toListItem);
  }

  /** The admin's view: every search with its creator. */
  async listAll(): Promise<SearchListItem[]> {
    return (await this.repository.listSummaries({ all: true })).map(toListItem);
  }

  /** Owner, admin or hired expert; the admin opening a search marks it revised. */
  async get(user: CurrentUser, searchId: number): Promise<SearchDetail> {
    const { search } = await this.repository.accessible(searchId, user, SEARCH_READERS);
    if (user.appRole === 'Admin' && !search.isRevised) await this.repository.update(searchId, { isRevised: true });
    return this.detail(user, searchId);
  }

  /** The search and its parameters in one transaction, within the plan's limits. */
  async create(user: CurrentUser, request: CreateSearchValues): Promise<SearchDetail> {
    const created = await this.transaction((tx) => this.insertWithin(tx, user, request));
    return this.afterCreate(user, created);
  }

  /** Writes the search and its parameters inside the caller's transaction (the creation flow adds a hire to it); then call afterCreate. */
  async insertWithin(tx: Executor, user: CurrentUser, request: CreateSearchValues): Promise<CreatedSearch> {
    // The web app confines unverified users to /verify-phone; the server holds the same line.
    if (!user.phoneVerified) throw forbidden(SEARCH_MESSAGES.phoneNotVerified);
    if (!(await this.repository.categoryExists(request.category, tx))) throw badRequest(SEARCH_MESSAGES.categoryNotFound);
    await this.repository.lockUser(user.id, tx);
    const limits = await this.limits.forUser(user, tx);
    await this.limits.assertCanKeepOneMore(user, limits, tx);
    if (request.isActive) this.limits.assertCanActivateOneMore(limits);
    this.limits.assertFrequencyAllowed(limits, request.frequency);
    const now = this.now();
    const startDate = request.startDate ? new Date(request.startDate) : now;
    const runsAtOnce = request.isActive && startDate.getTime() <= now.getTime();
    const search = await this.repository.insert(
      {
        userId: user.id,
        title: request.title,
        description: request.description,
        categoryId: request.category,
        frequencyHours: request.frequency,
        isActive: request.isActive,
        startDate,
        // A search that starts now runs at once (afterCreate); the scheduler takes it from the next period.
        nextRunAt: runsAtOnce ? new Date(now.getTime() + request.frequency * HOUR_MS) : later(startDate, now),
      },
      tx,
    );
    if (request.parameters) await this.repository.insertParameters(search.id, toParameterValues(request.parameters, request.category), tx);
    return { searchId: search.id, runsAtOnce };
  }

  /** Once the creating transaction committed: the first run, and the search as the caller sees it. */
  async afterCreate(user: CurrentUser, created: CreatedSearch): Promise<SearchDetail> {
    if (created.runsAtOnce) await this.queueFirstRun(created.searchId);
    return this.detail(user, created.searchId);
  }

  /** The first results within seconds of creating a search; if queueing fails, the scheduler's next tick runs it. */
  private async queueFirstRun(searchId: number) {
    try {
      await this.engine.queueRun(searchId, 'schedule');
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
    if (await this.hires.searchHasLiveHire(searchId)) throw conflict(SEARCH_MESSAGES.deleteWithOpenHire);
    await this.repository.delete(searchId);
  }

  /** Owner or admin. Re-activation counts against the plan like a creation and runs the search now. */
  async toggleActive(user: CurrentUser, searchId: number): Promise<SearchListItem> {
    await this.transaction(async (tx) => {
      await this.repository.lockUser(user.id, tx);
      const { search } = await this.repository.accessible(searchId, user, [...EDITORS], tx);
      const changes: SearchChanges = { isActive: !search.isActive };
      if (!search.isActive) {
        const limits = await this.limits.forUser(user, tx);
        this.limits.assertCanActivateOneMore(limits);
        this.limits.assertFrequencyAllowed(limits, search.frequencyHours);
        changes.nextRunAt = this.now();
      }
      await this.repository.update(searchId, changes, tx);
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
   * Queues one run of the search for the engine's worker. One request per search per cooldown, held
   * by the search's own `manual_run_requested_at` (so it holds across processes).
   */
  async runNow(user: CurrentUser, searchId: number): Promise<RunSearchResponse> {
    const { search } = await this.repository.accessible(searchId, user, [...EDITORS]);
    // Running by hand is for active searches: otherwise paused searches would bypass the plan's active limit.
    if (!search.isActive) throw searchInactive(SEARCH_MESSAGES.runInactive);
    // A search without parameters does not run (docs/sources.md): saying 202 and then skipping the run would lie.
    if (!(await this.repository.findParameters(searchId))) throw conflict(SEARCH_MESSAGES.runWithoutParameters);
    const wait = await this.repository.claimManualRun(searchId, RUN_NOW_COOLDOWN_SECONDS);
    if (wait !== null) throw rateLimited(SEARCH_MESSAGES.runTooSoon(wait), wait);
    try {
      await this.engine.queueRun(searchId, 'manual');
    } catch (error) {
      await this.repository.releaseManualRun(searchId);
      throw error;
    }
    return { queued: true };
  }

  /** Owner, admin or hired expert. */
  async getParameters(user: CurrentUser, searchId: number): Promise<SearchParameters> {
    const { search } = await this.repository.accessible(searchId, user, SEARCH_READERS);
    const row = await this.repository.findParameters(searchId);
    if (!row) throw notFound(SEARCH_MESSAGES.parametersNotFound);
    return toParameters(search, row);
  }

  /** Owner or admin; 409 if it has them. A search runs only with parameters: saving them runs it (an 'edit' run) at once. */
  async createParameters(user: CurrentUser, searchId: number, values: SearchParametersValues): Promise<SearchParameters> {
    const saved = await this.saveParameters(user, searchId, values, 'create');
    await this.repository.markRunQueued(searchId);
    await this.engine.queueRun(searchId, 'edit');
    return saved;
  }

  /** After an unblock: the owner's active searches whose first run was skipped while blocked run now. */
  async runSkippedOf(userId: number): Promise<number> {
    const skipped = await this.repository.neverRunOf(userId, this.now());
    for (const searchId of skipped) await this.engine.queueRun(searchId, 'schedule');
    return skipped.length;
  }

  /**
   * Owner or admin; 404 when the search has no parameters yet. Saving re-runs the search at once (an 'edit'
   * run, which also sets aside the results the new parameters no longer match); GET .../runs/latest follows it.
   */
  async updateParameters(user: CurrentUser, searchId: number, values: SearchParametersValues): Promise<SearchParameters> {
    const saved = await this.saveParameters(user, searchId, values, 'update');
    await this.repository.markRunQueued(searchId);
    await this.engine.queueRun(searchId, 'edit');
    return saved;
  }

  /** Owner, admin or hired expert: where the latest run stands ("Buscar ahora" and saving follow it). */
  async runStatus(user: CurrentUser, searchId: number): Promise<SearchRunStatus> {
    await this.repository.accessible(searchId, user, SEARCH_READERS);
    const { run, queuedAt } = await this.repository.latestRun(searchId);
    const counts = { newResults: 0, excludedResults: 0, restoredResults: 0 };
    const waiting = queuedAt !== null && (run === null || run.startedAt.getTime() < queuedAt.getTime());
    if (waiting) return { state: 'queued', trigger: null, startedAt: null, finishedAt: null, ...counts };
    if (!run) return { state: 'idle', trigger: null, startedAt: null, finishedAt: null, ...counts };
    return {
      state: run.status,
      trigger: run.trigger,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
      newResults: run.newResults,
      excludedResults: run.excludedResults,
      restoredResults: run.restoredResults,
    };
  }

  /** `category` and `frequency`, when given, are checked and stored on the search in the same transaction. */
  private saveParameters(user: CurrentUser, searchId: number, values: SearchParametersValues, mode: 'create' | 'update') {
    return this.transaction(async (tx) => {
      const { search } = await this.repository.accessible(searchId, user, [...EDITORS], tx);
      const changes: SearchChanges = {};
      if (values.category !== undefined && values.category !== search.categoryId) {
        if (!(await this.repository.categoryExists(values.category, tx))) throw badRequest(SEARCH_MESSAGES.categoryNotFound);
        changes.categoryId = values.category;
      }
      if (values.frequency !== undefined && values.frequency !== search.frequencyHours) {
        this.limits.assertFrequencyAllowed(await this.limits.forUser(user, tx), values.frequency);
        changes.frequencyHours = values.frequency;
      }
      const stored =
        mode === 'create'
          ? await this.repository.insertParameters(searchId, toParameterValues(values, changes.categoryId ?? search.categoryId), tx)
          : await this.repository.updateParameters(searchId, toParameterValues(values, changes.categoryId ?? search.categoryId), tx);
      if (!stored) throw mode === 'create' ? conflict(SEARCH_MESSAGES.parametersExist) : notFound(SEARCH_MESSAGES.parametersNotFound);
      const updated = Object.keys(changes).length ? await this.repository.update(searchId, changes, tx) : search;
      return toParameters(updated ?? search, stored);
    });
  }

  /**
   * What the parser understands of a search being written (the creation flow's chips). Same rule as
   * creating a search: a verified phone; the category must exist.
   */
  async previewPreferences(user: CurrentUser, request: { category: number; keywords: string; userSearch: string }): Promise<PreferencesPreviewResponse> {
    if (!user.phoneVerified) throw forbidden(SEARCH_MESSAGES.phoneNotVerified);
    if (!(await this.repository.categoryExists(request.category))) throw badRequest(SEARCH_MESSAGES.categoryNotFound);
    return { preferences: readPreferences(request.category, request) };
  }

  private async summary(user: CurrentUser, searchId: number): Promise<SearchListItem> {
    const row = await this.repository.findSummary(searchId, user.appRole === 'Admin');
    if (!row) throw notFound(SEARCH_MESSAGES.searchNotFound);
    return toListItem(row);
  }

  private async detail(user: CurrentUser, searchId: number): Promise<SearchDetail> {
    const row = await this.repository.findSummary(searchId, user.appRole === 'Admin');
    if (!row) throw notFound(SEARCH_MESSAGES.searchNotFound);
    const [parameters, hire, instantAvailable] = await Promise.all([
      this.repository.findParameters(searchId),
      this.hires.forSearch(searchId, user.id),
      instantAlertsAvailable(this.limits, user, row.userId),
    ]);
    return {
      ...toListItem(row),
      userId: row.userId,
      parameters: parameters ? toParameters(row, parameters) : null,
      searchHire: hire,
      instantAlerts: row.instantAlerts,
      instantAlertsAvailable: instantAvailable,
    };
  }
}
