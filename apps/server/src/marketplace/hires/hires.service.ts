import {
  HIRE_STATE_FACTS,
  hireDeadlineAction,
  HIRE_MESSAGES,
  HIRE_STATUS_LABELS,
  HIRE_TRANSITIONS,
  IN_PERSON_SERVICE_TYPE_ID,
  canTransition,
  type Hire,
  type HireAction,
  type HireActionResponse,
  type HireStatus,
  type DisputeSplit,
  REJECT_REASON_MIN,
  shortName,
  Cents,
} from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../../money/index.js';
import { authorize, type Actor } from './hire-access.js';
import type { HireAlertsPort, HireJournal } from './hire-journal.js';
import { checkChecklist, type ChecklistInput } from './hire-checklist.js';
import { refundPosting, settlePosting, type SplitCents } from './hire-money.js';
import { decisionReminderNotice, hireNotices, successMessage, type HireNotice } from './hire-notices.js';
import { HirePayouts } from './hire-payouts.js';
import { toHire } from './hire-rows.js';
import type { HireRow, HiresRepository, HireUpdate } from './hires.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 100;

export type { HireNotice };
export type { HireAlertsPort };

export type HiresDeps = {
  repository: HiresRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'postAlone' | 'releasedWithoutPayout'>;
  journal: HireJournal;
  payments: Pick<PaymentsProvider, 'canTransfer' | 'transfer'>;
  commissionPercent: number;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Which of these ads are among the search's listed results (the report's recommended ads must be). */
  results: { resultAdIds(searchId: number, adIds: readonly number[]): Promise<Set<number>> };
  /** A card-paid hire's refund goes on to that card (the wallet's withdrawals, decision 037); false: it stays in the balance. */
  cards: { returnHireToCard(userId: number, hireId: number, cents: number): Promise<boolean> };
  now?: () => Date;
};

type ActOptions = {
  note?: string;
  inFavorOfClient?: boolean;
  /** The admin's split of a dispute: each side's part, in cents. */
  split?: SplitCents;
  /** Runs on the locked hire before its state changes; may add fields to write (the report) or rows of its own (the dispute). */
  onLocked?: (hire: HireRow, tx: Executor) => Promise<HireUpdate | void>;
  /** The clock's transitions: only when the hire's deadline has passed by then. */
  deadlineBefore?: Date;
};

type ResolveDisputeInput = { resolveInFavorOfClient?: boolean; split?: DisputeSplit; resolution: string };
/** What the admin decided, for the money after commit and the notices; `toCard`: the refund went on to the card. */
type Decision = { inFavorOfClient?: boolean; split?: SplitCents; toCard?: boolean };

const stateRefused = (status: HireStatus) => new AppError('HIRE_STATE', HIRE_MESSAGES.stateNotAllowed(HIRE_STATUS_LABELS[status]));

/**
 * Hires after they open (HireOpening): the expert, the customer, the admin and the clock move them along the
 * shared state machine. Every transition is one database
 * transaction: the hire's new state, its ledger posting and a hire_events row; notices go out after commit.
 */
export class HiresService {
  private readonly now: () => Date;
  private readonly payouts: HirePayouts;
  private readonly journal: HireJournal;

  constructor(private readonly deps: HiresDeps) {
    this.now = deps.now ?? (() => new Date());
    this.payouts = new HirePayouts(deps);
    this.journal = deps.journal;
  }

  // Lists

  async listForClient(user: CurrentUser): Promise<Hire[]> {
    return (await this.deps.repository.list({ clientId: user.id })).map(toHire);
  }

  async listForExpert(user: CurrentUser): Promise<Hire[]> {
    // Experts never see a customer's e-mail, and see their name as "Lucía M.".
    return (await this.deps.repository.list({ expertId: user.id })).map((row) =>
      toHire({ ...row, client: { id: row.client.id, name: shortName(row.client.name) } }),
    );
  }

  // Transitions

  /** `PUT /api/SearchHire/{id}/status`: the expert's Aceptar, or Rechazar with a reason the customer reads. */
  updateStatus(user: CurrentUser, hireId: number, status: 'accepted' | 'cancelled' | 'canceled', reason?: string) {
    if (status === 'accepted') return this.act('accept', hireId, { user });
    const rejectionReason = reason?.trim() ?? '';
    if (rejectionReason.length < REJECT_REASON_MIN) throw badRequest(HIRE_MESSAGES.rejectReasonRequired);
    return this.act('reject', hireId, { user }, { note: rejectionReason, onLocked: async () => ({ rejectionReason }) });
  }

  /** The customer takes back a request not accepted yet; the hold goes back to their balance in the same transaction. */
  withdraw(user: CurrentUser, hireId: number) {
    return this.act('withdraw', hireId, { user });
  }

  async finalize(user: CurrentUser, hireId: number, request: { report: string; checklist?: ChecklistInput[]; recommendedAdIds?: number[] }) {
    const recommendedAdIds = await this.checkRecommended(user, hireId, request.recommendedAdIds ?? []);
    return this.act(
      'finalize',
      hireId,
      { user },
      {
        onLocked: async (hire, tx) => {
          const service = await this.deps.repository.findService(hire.serviceId, tx);
          const inPerson = service?.serviceTypeId === IN_PERSON_SERVICE_TYPE_ID;
          return { report: request.report, checklist: inPerson ? checkChecklist(service.categoryId, request.checklist) : null, recommendedAdIds };
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

  /**
   * The admin's decision on a dispute: all for one side, or a split in whole cents that must add up to the held
   * price (400 otherwise), settled in one posting with the dispute's record.
   */
  resolveDispute(user: CurrentUser, hireId: number, request: ResolveDisputeInput) {
    const split = request.split && { clientCents: Cents.fromEuros(request.split.clientRefund), expertCents: Cents.fromEuros(request.split.expertPayout) };
    const inFavorOfClient = split ? false : Boolean(request.resolveInFavorOfClient);
    return this.act(
      'resolveDispute',
      hireId,
      { user },
      {
        note: request.resolution,
        inFavorOfClient,
        split,
        onLocked: async (hire, tx) => {
          if (split && split.clientCents + split.expertCents !== hire.amountCents)
            throw badRequest(HIRE_MESSAGES.splitMustMatch(Cents.format(hire.amountCents)));
          await this.deps.repository.resolveDispute(
            hire.id,
            {
              resolution: request.resolution,
              resolvedInFavorOfClient: split ? null : inFavorOfClient,
              splitClientCents: split?.clientCents ?? null,
              splitExpertCents: split?.expertCents ?? null,
              resolvedBy: user.id,
            },
            tx,
          );
        },
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
      const action = hireDeadlineAction(due.status);
      if (action === null) continue;
      try {
        await this.act(action, due.id, { system: true }, { deadlineBefore: now });
        moved += 1;
      } catch (error) {
        if (error instanceof AppError && error.code === 'HIRE_STATE') continue;
        this.deps.log.error({ err: error, hireId: due.id }, 'hire deadline failed');
      }
    }
    let reminded = 0;
    const reminderAhead = HIRE_STATE_FACTS.awaiting_client_decision.reminderHoursBefore * HOUR_MS;
    for (const due of await this.deps.repository.dueReminders(new Date(now.getTime() + reminderAhead), SWEEP_BATCH)) {
      const hire = await this.deps.repository.claimReminder(due.id);
      if (!hire) continue;
      reminded += 1;
      await this.journal.notify(decisionReminderNotice(hire));
    }
    return { moved, reminded };
  }

  // Internals

  /** Read before the hire's transaction (the results are read outside it). Anyone but the hire's expert is refused
   * by act() with its 404 or 403, so the ads are only checked for them. */
  private async checkRecommended(user: CurrentUser, hireId: number, adIds: number[]): Promise<number[] | null> {
    if (adIds.length === 0) return null;
    const hire = await this.deps.repository.find(hireId);
    if (!hire || hire.expertId !== user.id) return null;
    const listed = hire.searchId === null ? new Set<number>() : await this.deps.results.resultAdIds(hire.searchId, adIds);
    if (adIds.some((id) => !listed.has(id))) throw badRequest(HIRE_MESSAGES.recommendedAdsNotInSearch);
    return adIds;
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
      const money = transition.money === 'decide' ? (options.split ? 'split' : options.inFavorOfClient ? 'refund' : 'release') : transition.money;
      if (money === 'refund') await this.deps.ledger.post(tx, refundPosting(hire));
      if (money === 'release' || money === 'split') {
        const { name: serviceName } = (await this.deps.repository.partyNames(hire, tx)).service;
        const split = options.split ?? { clientCents: 0, expertCents: hire.amountCents };
        await this.deps.ledger.post(tx, settlePosting(hire, split, this.deps.commissionPercent, serviceName));
      }
      const fields: HireUpdate = { ...extra };
      return this.journal.write(tx, hire, action, 'user' in actor ? actor.user.id : null, fields, options.note);
    });
    await this.afterTransition(action, after, { inFavorOfClient: options.inFavorOfClient, split: options.split });
    return { id: after.id, status: after.status, message: successMessage(action) };
  }

  private async afterTransition(action: HireAction, after: HireRow, decision: Decision) {
    const money = HIRE_TRANSITIONS[action].money;
    const released = money === 'release' || (money === 'decide' && !decision.inFavorOfClient);
    if (released) await this.payouts.pay(after);
    const toCard = await this.returnToCard(after, money === 'refund' ? after.amountCents : money === 'decide' ? (decision.split?.clientCents ?? 0) : 0);
    try {
      for (const notice of await this.noticesFor(action, after, { ...decision, toCard })) await this.journal.notify(notice);
    } catch (error) {
      this.deps.log.warn({ err: error, hireId: after.id, action }, 'hire notice failed');
    }
  }

  /** What came back to the customer of a hire paid by card goes on to that card; whether it did. */
  private async returnToCard(hire: HireRow, cents: number): Promise<boolean> {
    if (cents <= 0) return false;
    try {
      return await this.deps.cards.returnHireToCard(hire.clientId, hire.id, cents);
    } catch (error) {
      this.deps.log.error({ err: error, hireId: hire.id }, 'a card-paid hire’s refund stayed in the balance');
      return false;
    }
  }

  /** The daily reconciliation's half for experts (see HirePayouts.retry). */
  retryPayouts(limit?: number): Promise<number> {
    return this.payouts.retry(limit);
  }

  private async noticesFor(action: HireAction, hire: HireRow, decision: Decision): Promise<HireNotice[]> {
    return hireNotices(action, hire, await this.deps.repository.partyNames(hire), decision);
  }
}
