import {
  HIRE_ACCEPT_WINDOW_HOURS,
  HIRE_DECISION_WINDOW_DAYS,
  HIRE_MESSAGES,
  HIRE_PAYMENT_WINDOW_HOURS,
  HIRE_STATUS_LABELS,
  HIRE_TRANSITIONS,
  IN_PERSON_SERVICE_TYPE_ID,
  canTransition,
  type CreateSearchValues,
  type Hire,
  type HireAction,
  type HireActionResponse,
  type HireServiceResponse,
  type HireStatus,
  type SearchWithHireResponse,
} from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import { AppError, notFound, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { SearchesService } from '../searches/searches.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { authorize, type Actor } from './hire-access.js';
import { checkChecklist, type ChecklistInput } from './hire-checklist.js';
import { holdPosting, refundPosting, releasePosting } from './hire-money.js';
import { decisionReminderNotice, hireNotices, newHireNotice, successMessage, type HireNotice } from './hire-notices.js';
import { HirePayouts } from './hire-payouts.js';
import { timestampsFor, toHire } from './hire-rows.js';
import type { HireRow, HiresRepository, HireUpdate } from './hires.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SWEEP_BATCH = 100;

export type { HireNotice };
export type HireAlertsPort = { notifyParty(notice: HireNotice): Promise<void> };

export type HiresDeps = {
  repository: HiresRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'postAlone' | 'lockedAvailable' | 'releasedWithoutPayout'>;
  wallet: Pick<WalletService, 'createPayment' | 'startCheckout'>;
  searches: Pick<SearchesService, 'insertWithin' | 'afterCreate'>;
  alerts: HireAlertsPort;
  payments: Pick<PaymentsProvider, 'name' | 'transfer'>;
  commissionPercent: number;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
};

type ActOptions = {
  note?: string;
  inFavorOfClient?: boolean;
  /** Runs on the locked hire before its state changes; may add fields to write (the report) or rows of its own (the dispute). */
  onLocked?: (hire: HireRow, tx: Executor) => Promise<HireUpdate | void>;
  /** The clock's transitions: only when the hire's deadline has passed by then. */
  deadlineBefore?: Date;
};

const hireOpen = () => new AppError('HIRE_OPEN', HIRE_MESSAGES.hireAlreadyOpen);
const stateRefused = (status: HireStatus) => new AppError('HIRE_STATE', HIRE_MESSAGES.stateNotAllowed(HIRE_STATUS_LABELS[status]));

/**
 * Hires: the customer hires a service for a search (holding its price), and the expert, the customer,
 * the admin and the clock move it along the shared state machine. Every transition is one database
 * transaction: the hire's new state, its ledger posting and a hire_events row; notices go out after commit.
 */
export class HiresService {
  private readonly now: () => Date;
  private readonly payouts: HirePayouts;

  constructor(private readonly deps: HiresDeps) {
    this.now = deps.now ?? (() => new Date());
    this.payouts = new HirePayouts(deps);
  }

  /** `POST /api/Subscription/hire-service`: holds the price from the balance, or answers a checkout for it. */
  async hire(user: CurrentUser, request: { searchId: number; searchServiceId: number }): Promise<HireServiceResponse> {
    const { repository } = this.deps;
    const search = await repository.findSearch(request.searchId);
    if (!search || search.userId !== user.id) throw notFound('Búsqueda no encontrada');
    const opened = await this.deps.transaction((tx) => this.hireWithin(tx, user, search, request.searchServiceId));
    return this.afterHire(user, opened);
  }

  /** `POST /api/Search/with-hire`: the search, its parameters and the hire in one transaction. */
  async createSearchWithHire(user: CurrentUser, request: CreateSearchValues & { searchServiceId?: number | null }): Promise<SearchWithHireResponse> {
    const { searchServiceId, ...searchRequest } = request;
    const result = await this.deps.transaction(async (tx) => {
      const created = await this.deps.searches.insertWithin(tx, user, searchRequest);
      if (!searchServiceId) return { created, opened: null };
      const opened = await this.hireWithin(
        tx,
        user,
        { id: created.searchId, userId: user.id, categoryId: searchRequest.category, title: searchRequest.title },
        searchServiceId,
      );
      return { created, opened };
    });
    const search = await this.deps.searches.afterCreate(user, result.created);
    if (!result.opened) return { search, hireUrl: null };
    const { url } = await this.afterHire(user, result.opened);
    return { search, hireUrl: url };
  }

  /** `POST /api/SearchHire/create-checkout-session/{id}`: a new checkout for a hire still waiting for its payment. */
  async createCheckoutSession(user: CurrentUser, hireId: number): Promise<{ url: string }> {
    const hire = await this.deps.repository.find(hireId);
    if (!hire || hire.clientId !== user.id) throw notFound(HIRE_MESSAGES.hireNotFound);
    if (hire.status !== 'awaiting_payment') throw new AppError('HIRE_STATE', HIRE_MESSAGES.notAwaitingPayment);
    const paymentId = await this.deps.transaction((tx) =>
      this.deps.wallet.createPayment(tx, { userId: user.id, purpose: 'hire', amountCents: hire.amountCents, hireId: hire.id }),
    );
    return { url: await this.startHireCheckout(user, hire, paymentId) };
  }

  // The wallet's port: a paid checkout for a hire, inside the transaction that credits it.

  /** Holds the paid price and moves the hire to pending; when the hire is no longer waiting, the money stays in the balance. */
  async onHirePaid(tx: Executor, hireId: number): Promise<{ held: boolean }> {
    const hire = await this.deps.repository.lock(hireId, tx);
    if (!hire || hire.status !== 'awaiting_payment' || hire.searchId === null) return { held: false };
    if ((await this.deps.ledger.lockedAvailable(tx, hire.clientId)) < hire.amountCents) return { held: false };
    const { serviceName } = await this.deps.repository.partyNames(hire, tx);
    await this.deps.ledger.post(tx, holdPosting(hire, serviceName));
    await this.write(tx, hire, 'pay', null, { deadlineAt: new Date(this.now().getTime() + HIRE_ACCEPT_WINDOW_HOURS * HOUR_MS) });
    return { held: true };
  }

  /** After the paying transaction committed: tell the expert. */
  async afterHirePaid(hireId: number) {
    const hire = await this.deps.repository.find(hireId);
    if (hire?.status === 'pending') await this.noticeNewHire(hire);
  }

  // Lists

  async listForClient(user: CurrentUser): Promise<Hire[]> {
    return (await this.deps.repository.list({ clientId: user.id })).map(toHire);
  }

  async listForExpert(user: CurrentUser): Promise<Hire[]> {
    return (await this.deps.repository.list({ expertId: user.id })).map(toHire);
  }

  // Transitions

  /** `PUT /api/SearchHire/{id}/status`: the expert's Aceptar / Rechazar. */
  updateStatus(user: CurrentUser, hireId: number, status: 'accepted' | 'cancelled' | 'canceled') {
    return this.act(status === 'accepted' ? 'accept' : 'reject', hireId, { user });
  }

  finalize(user: CurrentUser, hireId: number, request: { report: string; checklist?: ChecklistInput[] }) {
    return this.act(
      'finalize',
      hireId,
      { user },
      {
        onLocked: async (hire, tx) => {
          const service = await this.deps.repository.findService(hire.serviceId, tx);
          const inPerson = service?.serviceTypeId === IN_PERSON_SERVICE_TYPE_ID;
          return { report: request.report, checklist: inPerson ? checkChecklist(service.categoryId, request.checklist) : null };
        },
      },
    );
  }

  approve(user: CurrentUser, hireId: number) {
    return this.act('approve', hireId, { user });
  }

  dispute(user: CurrentUser, hireId: number, reason: string) {
    return this.act(
      'dispute',
      hireId,
      { user },
      { note: reason, onLocked: async (hire, tx) => this.deps.repository.insertDispute({ hireId: hire.id, reason }, tx) },
    );
  }

  resolveDispute(user: CurrentUser, hireId: number, request: { resolveInFavorOfClient: boolean; resolution: string }) {
    return this.act(
      'resolveDispute',
      hireId,
      { user },
      {
        note: request.resolution,
        inFavorOfClient: request.resolveInFavorOfClient,
        onLocked: async (hire, tx) =>
          this.deps.repository.resolveDispute(
            hire.id,
            { resolution: request.resolution, resolvedInFavorOfClient: request.resolveInFavorOfClient, resolvedBy: user.id },
            tx,
          ),
      },
    );
  }

  /** Settles an open hire: for the customer it is `refunded`, for the expert `completed`; an open dispute closes with this decision. */
  forceFinalize(user: CurrentUser, hireId: number, inFavorOfClient: boolean) {
    const note = inFavorOfClient ? 'A favor del cliente' : 'A favor del experto';
    return this.act(
      inFavorOfClient ? 'forceRefund' : 'forceFinalize',
      hireId,
      { user },
      {
        inFavorOfClient,
        note,
        onLocked: async (hire, tx) => {
          if (hire.status !== 'disputed') return;
          await this.deps.repository.resolveDispute(hire.id, { resolution: note, resolvedInFavorOfClient: inFavorOfClient, resolvedBy: user.id }, tx);
        },
      },
    );
  }

  cancel(user: CurrentUser, hireId: number) {
    return this.act('cancel', hireId, { user });
  }

  // The clock

  /**
   * Ends the states that end by themselves at `now`: unpaid checkouts after 24 h, pending hires after 72 h
   * (refund), finished hires 7 days after the expert finalized (release), plus the day-before notice.
   * Each hire moves in its own locked transaction, so two workers or a retried job apply it once.
   */
  async sweepDeadlines(now: Date = this.now()): Promise<{ moved: number; reminded: number }> {
    let moved = 0;
    for (const due of await this.deps.repository.dueDeadlines(now, SWEEP_BATCH)) {
      const action: HireAction = due.status === 'awaiting_payment' ? 'abandonPayment' : due.status === 'pending' ? 'expire' : 'autoComplete';
      try {
        await this.act(action, due.id, { system: true }, { deadlineBefore: now });
        moved += 1;
      } catch (error) {
        if (error instanceof AppError && error.code === 'HIRE_STATE') continue;
        this.deps.log.error({ err: error, hireId: due.id }, 'hire deadline failed');
      }
    }
    let reminded = 0;
    for (const due of await this.deps.repository.dueReminders(new Date(now.getTime() + DAY_MS), SWEEP_BATCH)) {
      const hire = await this.deps.repository.claimReminder(due.id);
      if (!hire) continue;
      reminded += 1;
      await this.notify(decisionReminderNotice(hire));
    }
    return { moved, reminded };
  }

  // Internals

  private async hireWithin(tx: Executor, user: CurrentUser, search: { id: number; userId: number; categoryId: number; title: string }, serviceId: number) {
    const { repository, ledger } = this.deps;
    const service = await repository.findService(serviceId, tx);
    if (!service) throw notFound(HIRE_MESSAGES.serviceNotFound);
    if (service.expertId === user.id) throw ruleBroken(HIRE_MESSAGES.ownService);
    if (!service.isActive || !service.paymentsReady || service.expertBlocked) throw new AppError('CONFLICT', HIRE_MESSAGES.serviceUnavailable);
    if (service.categoryId !== search.categoryId) throw ruleBroken(HIRE_MESSAGES.serviceCategoryMismatch);
    // Locking the customer's balance first serialises a double click; the one-live-hire index refuses the second.
    const available = await ledger.lockedAvailable(tx, user.id);
    const paysFromBalance = available >= service.priceCents;
    const now = this.now();
    const hire = await repository.insertUnlessLive(
      {
        searchId: search.id,
        serviceId: service.id,
        clientId: user.id,
        expertId: service.expertId,
        status: paysFromBalance ? 'pending' : 'awaiting_payment',
        amountCents: service.priceCents,
        deadlineAt: new Date(now.getTime() + (paysFromBalance ? HIRE_ACCEPT_WINDOW_HOURS : HIRE_PAYMENT_WINDOW_HOURS) * HOUR_MS),
      },
      tx,
    );
    if (!hire) throw hireOpen();
    await repository.insertEvent({ hireId: hire.id, fromStatus: null, toStatus: hire.status, actorId: user.id }, tx);
    if (paysFromBalance) {
      await ledger.post(tx, holdPosting(hire, service.serviceTypeName));
      return { hire, paymentId: null };
    }
    const paymentId = await this.deps.wallet.createPayment(tx, { userId: user.id, purpose: 'hire', amountCents: hire.amountCents, hireId: hire.id });
    return { hire, paymentId };
  }

  private async afterHire(user: CurrentUser, opened: { hire: HireRow; paymentId: number | null }): Promise<HireServiceResponse> {
    if (opened.paymentId === null) {
      await this.noticeNewHire(opened.hire);
      return { url: null, hireId: opened.hire.id };
    }
    return { url: await this.startHireCheckout(user, opened.hire, opened.paymentId), hireId: opened.hire.id };
  }

  private async startHireCheckout(user: CurrentUser, hire: HireRow, paymentId: number) {
    const { serviceName } = await this.deps.repository.partyNames(hire);
    return this.deps.wallet.startCheckout(paymentId, {
      email: user.email,
      description: `Contratación de ${serviceName}`,
      transferGroup: `hire_${hire.id}`,
    });
  }

  private async act(action: HireAction, hireId: number, actor: Actor, options: ActOptions = {}): Promise<HireActionResponse> {
    const transition = HIRE_TRANSITIONS[action];
    const after = await this.deps.transaction(async (tx) => {
      const hire = await this.deps.repository.lock(hireId, tx);
      if (!hire) throw notFound(HIRE_MESSAGES.hireNotFound);
      authorize(actor, transition.actor, hire);
      if (!canTransition(action, hire.status)) throw stateRefused(hire.status);
      if (options.deadlineBefore && (!hire.deadlineAt || hire.deadlineAt > options.deadlineBefore)) throw stateRefused(hire.status);
      const extra = (await options.onLocked?.(hire, tx)) ?? {};
      const money = transition.money === 'decide' ? (options.inFavorOfClient ? 'refund' : 'release') : transition.money;
      if (money === 'refund') await this.deps.ledger.post(tx, refundPosting(hire));
      if (money === 'release') {
        const { serviceName } = await this.deps.repository.partyNames(hire, tx);
        await this.deps.ledger.post(tx, releasePosting(hire, this.deps.commissionPercent, serviceName));
      }
      const fields: HireUpdate = { ...extra, ...timestampsFor(transition.to, this.now()) };
      if (action === 'finalize') fields.deadlineAt = new Date(this.now().getTime() + HIRE_DECISION_WINDOW_DAYS * DAY_MS);
      return this.write(tx, hire, action, 'user' in actor ? actor.user.id : null, fields, options.note);
    });
    await this.afterTransition(action, after, options.inFavorOfClient);
    return { id: after.id, status: after.status, message: successMessage(action) };
  }

  private async write(tx: Executor, hire: HireRow, action: HireAction, actorId: number | null, fields: HireUpdate, note?: string) {
    const to = HIRE_TRANSITIONS[action].to;
    const deadlineAt = fields.deadlineAt ?? null;
    const updated = await this.deps.repository.update(hire.id, { ...fields, status: to, deadlineAt }, tx);
    await this.deps.repository.insertEvent({ hireId: hire.id, fromStatus: hire.status, toStatus: to, actorId, note: note ?? action }, tx);
    return updated;
  }

  private async afterTransition(action: HireAction, after: HireRow, inFavorOfClient?: boolean) {
    const money = HIRE_TRANSITIONS[action].money;
    const released = money === 'release' || (money === 'decide' && !inFavorOfClient);
    if (released) await this.payouts.pay(after);
    try {
      for (const notice of await this.noticesFor(action, after, inFavorOfClient)) await this.notify(notice);
    } catch (error) {
      this.deps.log.warn({ err: error, hireId: after.id, action }, 'hire notice failed');
    }
  }

  /** The daily reconciliation's half for experts (see HirePayouts.retry). */
  retryPayouts(limit?: number): Promise<number> {
    return this.payouts.retry(limit);
  }

  private async noticesFor(action: HireAction, hire: HireRow, inFavorOfClient?: boolean): Promise<HireNotice[]> {
    return hireNotices(action, hire, await this.deps.repository.partyNames(hire), inFavorOfClient);
  }

  private async noticeNewHire(hire: HireRow) {
    await this.notify(newHireNotice(hire, await this.deps.repository.partyNames(hire)));
  }

  private async notify(notice: HireNotice) {
    try {
      await this.deps.alerts.notifyParty(notice);
    } catch (error) {
      this.deps.log.warn({ err: error, userId: notice.userId }, 'hire notice failed');
    }
  }
}
