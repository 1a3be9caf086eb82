import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

import { HIRE_STATUSES_WITH_DEADLINE, serviceTypeCode } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { categories, disputes, liveHirePredicate, expertProfiles, hireEvents, searchHires, searchServices, serviceTypes } from '../../db/schema/index.js';
import { accountEmailOf, accountNameOf, openAccountAtColumn } from '../../accounts/index.js';
import type { SearchRowsPort } from './search-rows.port.js';

export type HireRow = typeof searchHires.$inferSelect;
export type HireUpdate = Partial<typeof searchHires.$inferInsert>;
export type DisputeRow = typeof disputes.$inferSelect;

/** The SQL of hires, their events and disputes; a search's or an ad's name comes from the search area's fragments. */
export class HiresRepository {
  constructor(
    private readonly db: Executor,
    private readonly rows: SearchRowsPort,
  ) {}

  /** A service that can be hired, with what a hire needs to know of it. */
  async findService(serviceId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select({
        id: searchServices.id,
        categoryId: searchServices.categoryId,
        serviceTypeId: searchServices.serviceTypeId,
        serviceTypeName: serviceTypes.name,
        priceCents: searchServices.priceCents,
        isActive: searchServices.isActive,
        expertId: expertProfiles.userId,
        paymentsReady: sql<boolean>`${expertProfiles.paymentsReadyAt} is not null`,
        expertOpen: openAccountAtColumn(expertProfiles.userId),
      })
      .from(searchServices)
      .innerJoin(expertProfiles, eq(expertProfiles.id, searchServices.expertProfileId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .where(eq(searchServices.id, serviceId))
      .limit(1);
    return row ?? null;
  }

  findSearch(searchId: number) {
    return this.rows.header(searchId);
  }

  /** Inserts the hire unless the search already has a live one (the partial unique index decides under concurrency). */
  async insertUnlessLive(values: typeof searchHires.$inferInsert, tx: Executor): Promise<HireRow | null> {
    const [row] = await tx
      .insert(searchHires)
      .values(values)
      .onConflictDoNothing({
        target: searchHires.searchId,
        where: liveHirePredicate,
      })
      .returning();
    return row ?? null;
  }

  async find(hireId: number, tx: Executor = this.db): Promise<HireRow | null> {
    const [row] = await tx.select().from(searchHires).where(eq(searchHires.id, hireId)).limit(1);
    return row ?? null;
  }

  /** The hire locked for the rest of the transaction: two transitions of one hire run one after the other. */
  async lock(hireId: number, tx: Executor): Promise<HireRow | null> {
    const [row] = await tx.select().from(searchHires).where(eq(searchHires.id, hireId)).for('update');
    return row ?? null;
  }

  async update(hireId: number, values: HireUpdate, tx: Executor): Promise<HireRow> {
    const [row] = await tx.update(searchHires).set(values).where(eq(searchHires.id, hireId)).returning();
    return row;
  }

  async insertEvent(values: typeof hireEvents.$inferInsert, tx: Executor) {
    await tx.insert(hireEvents).values(values);
  }

  async insertDispute(values: typeof disputes.$inferInsert, tx: Executor) {
    await tx.insert(disputes).values(values);
  }

  async resolveDispute(
    hireId: number,
    values: {
      resolution: string;
      resolvedInFavorOfClient: boolean | null;
      splitClientCents?: number | null;
      splitExpertCents?: number | null;
      resolvedBy: number;
    },
    tx: Executor,
  ) {
    await tx
      .update(disputes)
      .set({ ...values, status: 'resolved', resolvedAt: new Date() })
      .where(eq(disputes.hireId, hireId));
  }

  async findDispute(hireId: number): Promise<DisputeRow | null> {
    const [row] = await this.db.select().from(disputes).where(eq(disputes.hireId, hireId)).limit(1);
    return row ?? null;
  }

  /** Admin: disputed hires and hires waiting for the customer's decision, the longest waiting first. */
  awaitingDecision(limit: number) {
    return this.db
      .select({
        hire: searchHires,
        searchTitle: sql<string | null>`coalesce(${this.rows.titleOf(searchHires.searchId)}, ${searchHires.searchTitle})`,
        clientName: accountNameOf(searchHires.clientId),
        expertName: accountNameOf(searchHires.expertId),
        reason: disputes.reason,
      })
      .from(searchHires)
      .leftJoin(disputes, and(eq(disputes.hireId, searchHires.id), eq(disputes.status, 'open')))
      .where(inArray(searchHires.status, ['disputed', 'awaiting_client_decision']))
      .orderBy(asc(sql`coalesce(${searchHires.disputedAt}, ${searchHires.finalizedAt}, ${searchHires.createdAt})`), asc(searchHires.id))
      .limit(limit);
  }

  /** Hires of a customer or an expert for the lists, newest first. */
  list(filter: { clientId: number } | { expertId: number }) {
    const where = 'clientId' in filter ? eq(searchHires.clientId, filter.clientId) : eq(searchHires.expertId, filter.expertId);
    return this.db
      .select({
        hire: searchHires,
        searchTitle: sql<string | null>`coalesce(${this.rows.titleOf(searchHires.searchId)}, ${searchHires.searchTitle})`,
        client: { id: searchHires.clientId, name: accountNameOf(searchHires.clientId), email: accountEmailOf(searchHires.clientId) },
        expert: { id: searchHires.expertId, name: accountNameOf(searchHires.expertId) },
        service: { id: searchServices.id, categoryId: searchServices.categoryId, categoryName: categories.name, serviceTypeId: searchServices.serviceTypeId },
        adTitle: this.rows.adTitleOf(searchHires.adId),
      })
      .from(searchHires)
      .innerJoin(searchServices, eq(searchServices.id, searchHires.serviceId))
      .leftJoin(categories, eq(categories.id, searchServices.categoryId))
      .where(where)
      .orderBy(desc(searchHires.createdAt), desc(searchHires.id))
      .limit(200);
  }

  /** Hires whose state ends by itself by `now` (payment window, 72 h to accept, 7 days to decide), oldest first. */
  async dueDeadlines(now: Date, limit: number) {
    return this.db
      .select({ id: searchHires.id, status: searchHires.status })
      .from(searchHires)
      .where(and(lte(searchHires.deadlineAt, now), inArray(searchHires.status, [...HIRE_STATUSES_WITH_DEADLINE])))
      .orderBy(asc(searchHires.deadlineAt))
      .limit(limit);
  }

  /** Finished hires whose automatic completion is a day away and whose customer was not told yet. */
  async dueReminders(cutoff: Date, limit: number) {
    return this.db
      .select({ id: searchHires.id })
      .from(searchHires)
      .where(and(eq(searchHires.status, 'awaiting_client_decision'), lte(searchHires.deadlineAt, cutoff), isNull(searchHires.reminderSentAt)))
      .limit(limit);
  }

  /** Claims the reminder of one hire; false when another worker (or an earlier tick) sent it. */
  async claimReminder(hireId: number): Promise<HireRow | null> {
    const [row] = await this.db
      .update(searchHires)
      .set({ reminderSentAt: new Date() })
      .where(and(eq(searchHires.id, hireId), eq(searchHires.status, 'awaiting_client_decision'), isNull(searchHires.reminderSentAt)))
      .returning();
    return row ?? null;
  }

  async expertAccount(expertId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ account: expertProfiles.stripeAccountId, ready: expertProfiles.paymentsReadyAt })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, expertId))
      .limit(1);
    return row?.ready ? row.account : null;
  }

  async partyNames(hire: HireRow, tx: Executor = this.db) {
    const [names] = await tx
      .select({ client: accountNameOf(searchHires.clientId), expert: accountNameOf(searchHires.expertId) })
      .from(searchHires)
      .where(eq(searchHires.id, hire.id));
    const name = (id: number) => (id === hire.clientId ? names?.client : names?.expert) ?? '';
    const [service] = await tx
      .select({ id: serviceTypes.id, name: serviceTypes.name })
      .from(searchServices)
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .where(eq(searchServices.id, hire.serviceId));
    return {
      clientName: name(hire.clientId),
      expertName: name(hire.expertId),
      service: { code: service ? serviceTypeCode(service.id) : null, name: service?.name ?? '' },
    };
  }
}
