import { HIRE_MESSAGES, IN_PERSON_SERVICE_TYPE_ID, hireDeadlineFrom, type HireServiceResponse } from '@ojeador/shared';
import type { Executor, Transact } from '../../db/client.js';
import { AppError, notFound, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { LedgerService, HireCheckoutListener, WalletService } from '../../money/index.js';
import type { HireJournal } from './hire-journal.js';
import { holdPosting } from './hire-money.js';
import type { HireRow, HiresRepository } from './hires.repository.js';

export type HireOpeningDeps = {
  repository: HiresRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'lockedAvailable'>;
  wallet: Pick<WalletService, 'createPayment' | 'startCheckout'>;
  journal: HireJournal;
  /** The results module's answers about an ad attached to a hire. */
  results: {
    resultAdIds(searchId: number, adIds: readonly number[]): Promise<Set<number>>;
    isVisible(adId: number, user: CurrentUser): Promise<boolean>;
  };
  now: () => Date;
};

export type SearchToHireFor = { id: number; userId: number; categoryId: number; title: string };

/**
 * Opening a hire: its price held from the balance, or a checkout whose payment holds it (the wallet's paid-checkout
 * events, this class being their listener).
 */
export class HireOpening implements HireCheckoutListener {
  constructor(private readonly deps: HireOpeningDeps) {}

  /** `POST /api/Subscription/hire-service`: holds the price from the balance, or answers a checkout for it. */
  async hire(user: CurrentUser, request: { searchId: number; searchServiceId: number; adId?: number | null }): Promise<HireServiceResponse> {
    const search = await this.deps.repository.findSearch(request.searchId);
    if (!search || search.userId !== user.id) throw notFound('Búsqueda no encontrada');
    const adId = request.adId ?? null;
    if (adId !== null) await this.checkAd(user, search.id, adId);
    const opened = await this.deps.transaction((tx) => this.hireWithin(tx, user, search, request.searchServiceId, adId));
    return this.afterHire(user, opened);
  }

  /** An attached ad: one the customer reaches (404 otherwise) and a listed result of this search (400 otherwise). */
  private async checkAd(user: CurrentUser, searchId: number, adId: number) {
    if (!(await this.deps.results.isVisible(adId, user))) throw notFound(HIRE_MESSAGES.adNotFound);
    const listed = await this.deps.results.resultAdIds(searchId, [adId]);
    if (!listed.has(adId)) throw new AppError('VALIDATION', HIRE_MESSAGES.adNotInSearch);
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

  /** A paid checkout, inside the transaction that credits it: holds the price and moves the hire to pending. */
  async paid(tx: Executor, hireId: number): Promise<{ held: boolean }> {
    const hire = await this.deps.repository.lock(hireId, tx);
    if (!hire || hire.status !== 'awaiting_payment' || hire.searchId === null) return { held: false };
    if ((await this.deps.ledger.lockedAvailable(tx, hire.clientId)) < hire.amountCents) return { held: false };
    const { name: serviceName } = (await this.deps.repository.partyNames(hire, tx)).service;
    await this.deps.ledger.post(tx, holdPosting(hire, serviceName));
    await this.deps.journal.write(tx, hire, 'pay', null, {});
    return { held: true };
  }

  /** After the paying transaction committed: tell the expert. */
  async afterPaid(hireId: number): Promise<void> {
    const hire = await this.deps.repository.find(hireId);
    if (hire?.status === 'pending') await this.deps.journal.noticeNewHire(hire);
  }

  /** Inside the caller's transaction (also the search-with-hire flow's): the hire, its price held or its payment due. */
  async hireWithin(tx: Executor, user: CurrentUser, search: SearchToHireFor, serviceId: number, adId: number | null = null) {
    const { repository, ledger } = this.deps;
    const service = await repository.findService(serviceId, tx);
    if (!service) throw notFound(HIRE_MESSAGES.serviceNotFound);
    if (service.expertId === user.id) throw ruleBroken(HIRE_MESSAGES.ownService);
    if (!service.isActive || !service.paymentsReady || !service.expertOpen) throw new AppError('CONFLICT', HIRE_MESSAGES.serviceUnavailable);
    if (service.categoryId !== search.categoryId) throw ruleBroken(HIRE_MESSAGES.serviceCategoryMismatch);
    if (adId !== null && service.serviceTypeId !== IN_PERSON_SERVICE_TYPE_ID) throw new AppError('VALIDATION', HIRE_MESSAGES.adNeedsInPerson);
    // Locking the customer's balance first serialises a double click; the one-live-hire index refuses the second.
    const available = await ledger.lockedAvailable(tx, user.id);
    const paysFromBalance = available >= service.priceCents;
    const status = paysFromBalance ? 'pending' : 'awaiting_payment';
    const hire = await repository.insertUnlessLive(
      {
        searchId: search.id,
        searchTitle: search.title,
        adId,
        serviceId: service.id,
        clientId: user.id,
        expertId: service.expertId,
        status,
        amountCents: service.priceCents,
        deadlineAt: hireDeadlineFrom(status, this.deps.now()),
      },
      tx,
    );
    if (!hire) throw new AppError('HIRE_OPEN', HIRE_MESSAGES.hireAlreadyOpen);
    await repository.insertEvent({ hireId: hire.id, fromStatus: null, toStatus: hire.status, actorId: user.id }, tx);
    if (paysFromBalance) {
      await ledger.post(tx, holdPosting(hire, service.serviceTypeName));
      return { hire, paymentId: null };
    }
    const paymentId = await this.deps.wallet.createPayment(tx, { userId: user.id, purpose: 'hire', amountCents: hire.amountCents, hireId: hire.id });
    return { hire, paymentId };
  }

  /** After that transaction committed: the expert told, or the checkout started. */
  async afterHire(user: CurrentUser, opened: { hire: HireRow; paymentId: number | null }): Promise<HireServiceResponse> {
    if (opened.paymentId === null) {
      await this.deps.journal.noticeNewHire(opened.hire);
      return { url: null, hireId: opened.hire.id };
    }
    return { url: await this.startHireCheckout(user, opened.hire, opened.paymentId), hireId: opened.hire.id };
  }

  private async startHireCheckout(user: CurrentUser, hire: HireRow, paymentId: number) {
    const { name: serviceName } = (await this.deps.repository.partyNames(hire)).service;
    return this.deps.wallet.startCheckout(paymentId, { email: user.email, description: `Contratación de ${serviceName}`, transferGroup: `hire_${hire.id}` });
  }
}
