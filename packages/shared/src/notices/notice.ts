import { z } from 'zod';
import { pointSchema } from '../points/point.js';
import { serviceTypeCodeSchema } from '../schemas/catalog.js';

/**
 * What a notification the platform sends says, as a code and its values (decision 032): the server words it in
 * Spanish for the stored title and message, e-mail and WhatsApp; the web words it in the reader's language.
 * The admin's own notifications have no notice: their text is the admin's.
 */

/** A service type as the hire names it: its code and the name stored with it (kept for a code a reader does not know). */
const serviceRef = z.object({ code: serviceTypeCodeSchema.nullable(), name: z.string() });
export type NoticeService = z.infer<typeof serviceRef>;

/** A plan by its code and stored name. */
const planRef = z.object({ code: z.string(), name: z.string() });
export type NoticePlan = z.infer<typeof planRef>;

const money = z.number();
/** The price verdicts that make an ad suspect: "posible fraude" and "precio muy bajo". */
export const SUSPICIOUS_VERDICTS = ['fraud', 'veryLow'] as const;
const suspiciousVerdict = z.enum(SUSPICIOUS_VERDICTS);
/** Why a listed ad is worth a look: one of its good points, or `allWishes` when it meets every wish of the search. */
const matchReason = z.union([pointSchema, z.object({ code: z.literal('allWishes') })]);
export type MatchReason = z.infer<typeof matchReason>;
const hours = z.number().int();
/** A hire paid by card: its refund went on to that card, not to the balance (decision 037). */
const toCard = z.boolean().optional();

/** What a plan change did to the user's searches: the titles it paused, and how many now run less often. */
const adjustment = { paused: z.array(z.string()), slowed: z.number().int(), everyHours: hours };

export const noticeSchema = z.discriminatedUnion('code', [
  /**
   * A run's or a poll's new matches: the best few, with price, score and the good point that makes each worth a look
   * (`reason`), and apart the new ads whose price looks like a scam (`suspicious`), never among the best.
   * Both are optional: notices stored before them have neither.
   */
  z.object({
    code: z.literal('newMatches'),
    count: z.number().int(),
    search: z.string(),
    best: z.array(z.object({ title: z.string(), price: money, score: z.number().int(), reason: matchReason.nullable().optional() })),
    suspicious: z.array(z.object({ title: z.string(), price: money, verdict: suspiciousVerdict })).optional(),
  }),
  z.object({ code: z.literal('hireNew'), client: z.string(), service: serviceRef, hours }),
  z.object({ code: z.literal('hireAccepted'), expert: z.string(), service: serviceRef }),
  /** `reason`: the expert's words (notices stored before a reason was asked have none). */
  z.object({ code: z.literal('hireRejected'), expert: z.string(), amount: money, reason: z.string().optional(), toCard }),
  /** The customer took back a request the expert had not accepted yet. */
  z.object({ code: z.literal('hireWithdrawn'), client: z.string(), service: serviceRef }),
  z.object({ code: z.literal('hireExpired'), expert: z.string(), amount: money, hours, toCard }),
  z.object({ code: z.literal('hireExpiredExpert'), client: z.string(), hours }),
  z.object({ code: z.literal('hireUnpaid'), service: serviceRef }),
  z.object({ code: z.literal('hireFinalized'), expert: z.string(), days: z.number().int() }),
  z.object({ code: z.literal('hireCompleted'), client: z.string(), service: serviceRef }),
  z.object({ code: z.literal('hireDisputed'), client: z.string() }),
  /** The admin settled it: resolving a dispute, or finalizing a hire by force; `split` when each side got a part. */
  z.object({
    code: z.literal('hireSettled'),
    by: z.enum(['dispute', 'admin']),
    forClient: z.boolean(),
    amount: money,
    split: z.object({ client: money, expert: money }).optional(),
    toCard,
  }),
  z.object({ code: z.literal('hireCancelled'), expert: z.string(), amount: money, toCard }),
  z.object({ code: z.literal('hireReminder') }),
  z.object({ code: z.literal('hireMessage'), author: z.string(), search: z.string().nullable(), preview: z.string() }),
  z.object({ code: z.literal('planChanged'), plan: planRef, ...adjustment }),
  z.object({ code: z.literal('planEnded'), plan: planRef, next: planRef, ...adjustment }),
  z.object({ code: z.literal('planRefunded'), plan: planRef }),
  z.object({ code: z.literal('planPastDue'), plan: planRef }),
]);
export type Notice = z.infer<typeof noticeSchema>;
export type NoticeCode = Notice['code'];

/** A notice's words: the notification's title and message. */
export type NoticeWords = { title: string; message: string };

/** How a reader names what the server stored by code (the web's catalogues); the stored names by default. */
export type NoticeNames = {
  plan?: (plan: NoticePlan) => string;
  service?: (service: NoticeService) => string;
};
