import { HIRE_MESSAGES, HIRE_MESSAGE_BURST, HIRE_MESSAGE_MESSAGES, type HireMessage, type HireMessageThread, type Notice, shortName } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden, notFound, rateLimited } from '../../http/app-error.js';
import type { Transact } from '../../db/client.js';
import type { CurrentUser } from '../../http/auth.js';
import type { HireParties } from '../hires/hire-summary.read-model.js';
import type { HireMessageRow, HireMessagesRepository } from './hire-messages.repository.js';

export type HireMessagesDeps = {
  repository: HireMessagesRepository;
  transaction: Transact;
  /** Who the customer and the expert of a hire are (the hires module's read model). */
  hires: { partiesOf(hireId: number): Promise<HireParties | null> };
  /** The notifications module's hire alerts: in-app, and e-mail or WhatsApp by the recipient's settings. */
  alerts: {
    notifyParty(notice: { userId: number; type: 'info'; notice: Notice; url: string; whatsApp?: boolean }): Promise<void>;
  };
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
};

const WINDOW_MS = HIRE_MESSAGE_BURST.windowMinutes * 60_000;
/** A notice quotes at most this much of the message. */
const PREVIEW_CHARS = 200;

const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text);

/**
 * The thread between a hire's customer and expert: both read and write, the administrator reads (a
 * dispute), anyone else gets 404 (who sees a hire, as in the hires module). Opening the thread marks the other party's messages read.
 */
export class HireMessagesService {
  constructor(private readonly deps: HireMessagesDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async thread(user: CurrentUser, hireId: number): Promise<HireMessageThread> {
    const hire = await this.visibleHire(user, hireId);
    const party = isParty(user, hire);
    if (party) await this.deps.repository.markRead(hireId, user.id, this.now());
    const rows = await this.deps.repository.thread(hireId);
    return { hireId, canPost: party, messages: rows.map((row) => toMessage(row, hire, user)) };
  }

  async post(user: CurrentUser, hireId: number, text: string): Promise<HireMessage> {
    const hire = await this.visibleHire(user, hireId);
    if (!isParty(user, hire)) throw forbidden(HIRE_MESSAGE_MESSAGES.adminReadsOnly);
    // Before payment the expert has not been told of the hire yet.
    if (hire.status === 'awaiting_payment') throw new AppError('HIRE_STATE', HIRE_MESSAGE_MESSAGES.notYetPaid);
    const { repository, transaction } = this.deps;
    const now = this.now();
    const posted = await transaction(async (tx): Promise<{ limited: Date } | { row: HireMessageRow; first: boolean }> => {
      await repository.lockThread(hireId, tx);
      const recent = await repository.recentBy(hireId, user.id, new Date(now.getTime() - WINDOW_MS), tx);
      if (recent.total >= HIRE_MESSAGE_BURST.max) return { limited: recent.oldest ?? now };
      const row = await repository.insert({ hireId, authorId: user.id, text }, tx);
      // One notice per unread burst: the recipient is told of the first message they have not read yet.
      return { row, first: (await repository.unreadBefore(hireId, user.id, row.id, tx)) === 0 };
    });
    if ('limited' in posted) {
      const freesAt = posted.limited.getTime() + WINDOW_MS;
      throw rateLimited(HIRE_MESSAGE_MESSAGES.tooMany, Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
    }
    const { row, first } = posted;
    if (first) await this.notifyRecipient(hire, row).catch((error: unknown) => this.deps.log.warn({ err: error, hireId }, 'hire message notice failed'));
    return toMessage(row, hire, user);
  }

  private async visibleHire(user: CurrentUser, hireId: number): Promise<HireParties> {
    const hire = await this.deps.hires.partiesOf(hireId);
    if (!hire || !(isParty(user, hire) || user.appRole === 'Admin')) throw notFound(HIRE_MESSAGES.hireNotFound);
    return hire;
  }

  private async notifyRecipient(hire: HireParties, row: HireMessageRow): Promise<void> {
    const fromClient = row.authorId === hire.clientId;
    const authorName = fromClient ? shortName(hire.clientName) : hire.expertName;
    await this.deps.alerts.notifyParty({
      userId: fromClient ? hire.expertId : hire.clientId,
      type: 'info',
      notice: { code: 'hireMessage', author: authorName, search: hire.searchTitle, preview: preview(row.text) },
      url: hire.searchId ? `/busquedas/${hire.searchId}` : fromClient ? '/expert-panel' : '/busquedas',
      whatsApp: true,
    });
  }
}

const isParty = (user: CurrentUser, hire: HireParties) => user.id === hire.clientId || user.id === hire.expertId;

/** The expert reads the customer as "Lucía M."; the customer and the administrator read the full name. */
const clientNameFor = (viewer: CurrentUser, hire: HireParties) =>
  viewer.id === hire.clientId || viewer.appRole === 'Admin' ? hire.clientName : shortName(hire.clientName);

function toMessage(row: HireMessageRow, hire: HireParties, viewer: CurrentUser): HireMessage {
  const fromClient = row.authorId === hire.clientId;
  return {
    id: row.id,
    hireId: row.hireId,
    text: row.text,
    author: { role: fromClient ? 'client' : 'expert', name: fromClient ? clientNameFor(viewer, hire) : hire.expertName },
    mine: row.authorId === viewer.id,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
