import { z } from 'zod';
import { HIRE_MESSAGES, REVIEW_MESSAGES, WALLET_MESSAGES } from '../area-messages.js';
import { TOP_UP_AMOUNTS } from '../constants.js';
import { HIRE_STATUSES } from '../hire-status.js';
import { Cents } from '../money.js';
import { CHECKLIST_RESULTS } from '../review-checklists.js';
import { categoryCodeSchema, serviceTypeCodeSchema } from './catalog.js';
import { acceptPascalCase, bodyIdSchema, pathId } from './common.js';
import { createSearchRequestSchema, searchDetailSchema, searchHireSummarySchema } from './searches.js';
import { safeText } from './text.js';

const hireId = bodyIdSchema(HIRE_MESSAGES.hireIdMissing);
export const searchHireIdParamSchema = z.object({ searchHireId: pathId(HIRE_MESSAGES.hireIdMissing) });

// Balance and top-ups

export const ledgerAccountKinds = ['available', 'held', 'earned'] as const;

/** What a ledger transaction did (the admin's money history words it; `refund_due`/`card_refund`: decision 027). */
export const LEDGER_TRANSACTION_KINDS = ['topup', 'hold', 'refund', 'release', 'payout', 'subscription', 'refund_due', 'card_refund', 'withdrawal'] as const;

/**
 * What a line of the customer's wallet is, worded by the client: a hire (paid from the balance or by card, one
 * line), a hire's refund to the balance, a top-up, a payment returned to the card (decision 027), and for an
 * expert a released hire's price, the platform's commission on it and the payout to their bank.
 */
export const BALANCE_MOVEMENT_KINDS = ['hire', 'refund', 'topup', 'card_refund', 'earning', 'commission', 'payout', 'withdrawal'] as const;
export type BalanceMovementKind = (typeof BALANCE_MOVEMENT_KINDS)[number];

/** One event the customer would name ("Contratación de Ana · −49 €"); the bookkeeping stays in the admin's money history. */
export const balanceMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Signed, in euros: positive is money coming to the user, negative money they paid. */
  amount: z.number(),
  /** The account the line's money sits in now: `held` for a hire, `earned` for an expert's lines. */
  account: z.enum(ledgerAccountKinds),
  /** The server's Spanish wording; clients word `kind` themselves. */
  reason: z.string(),
  hireId: z.number().int().nullable(),
  kind: z.enum(BALANCE_MOVEMENT_KINDS),
  /** The hired expert, for a hire or its refund. */
  expertName: z.string().nullable(),
  /** How a hire was paid; null for other lines. */
  paidWith: z.enum(['balance', 'card']).nullable(),
});
export type BalanceMovement = z.infer<typeof balanceMovementSchema>;

/**
 * `GET /api/Subscription/balance`, in euros; `earned` is the expert's released income (0 for others);
 * `withdrawable` what of `available` can go back now to the cards that paid it (decision 037); `paidOut` what of
 * `earned` has left for the expert's bank (the rest is still on the platform).
 */
export const balanceSchema = z.object({
  available: z.number(),
  held: z.number(),
  earned: z.number(),
  paidOut: z.number(),
  withdrawable: z.number(),
  movements: z.array(balanceMovementSchema),
});
export type Balance = z.infer<typeof balanceSchema>;

/** `POST /api/Subscription/withdraw`: euros of the available balance to send back to the cards that paid them. */
export const withdrawRequestSchema = acceptPascalCase(
  z.object({
    amount: z.coerce
      .number({ error: WALLET_MESSAGES.withdrawInvalid })
      .positive({ error: WALLET_MESSAGES.withdrawInvalid })
      .refine((amount) => Math.abs(Cents.toEuros(Cents.fromEuros(amount)) - amount) < 1e-9, {
        error: WALLET_MESSAGES.withdrawInvalid,
      }),
  }),
);
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** What a withdrawal did: the euros sent back, over how many card payments, and the balance left. */
export const withdrawalSchema = z.object({ amount: z.number(), payments: z.number().int(), available: z.number(), withdrawable: z.number() });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const loadMoneyRequestSchema = acceptPascalCase(
  z.object({
    amount: z.coerce
      .number({ error: WALLET_MESSAGES.amountInvalid })
      .refine((amount) => (TOP_UP_AMOUNTS as readonly number[]).includes(amount), { error: WALLET_MESSAGES.amountInvalid }),
  }),
);
export type LoadMoneyRequest = z.input<typeof loadMoneyRequestSchema>;

export const checkoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

/**
 * A payment's state: `refund_due` when it was paid for an account that is closed or a plan that is no longer an
 * upgrade, so it goes back to the card; `refunded` once the provider confirmed it (decision 027).
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `GET /api/Payments/{id}`: what the success page shows. */
export const paymentSummarySchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['topup', 'hire', 'subscription']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  hireId: z.number().int().nullable(),
  searchId: z.number().int().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

// Hiring

/** `adId`: an in-person review of that ad, one of the search's results ("Revisión presencial de este anuncio"). */
export const hireServiceRequestSchema = acceptPascalCase(
  z.object({ searchServiceId: bodyIdSchema(), searchId: bodyIdSchema(), adId: bodyIdSchema().nullable().optional() }),
);
export type HireServiceRequest = z.input<typeof hireServiceRequestSchema>;
/** `url` is a checkout to pay the price when the balance was short; null when it was held from the balance. */
export const hireServiceResponseSchema = z.object({ url: z.string().nullable(), hireId: z.number().int() });
export type HireServiceResponse = z.infer<typeof hireServiceResponseSchema>;

export const searchWithHireRequestSchema = createSearchRequestSchema.extend({ searchServiceId: bodyIdSchema().nullable().optional() });
export type SearchWithHireRequest = z.input<typeof searchWithHireRequestSchema>;
export const searchWithHireResponseSchema = z.object({ search: searchDetailSchema, hireUrl: z.string().nullable() });
export type SearchWithHireResponse = z.infer<typeof searchWithHireResponseSchema>;

/**
 * `GET /api/SearchHire/{id}`: one hire for its customer, its expert or the administrator, also once its search was
 * deleted (`searchId` null, `searchTitle` the name it had: decision 036).
 */
export const hireDetailSchema = searchHireSummarySchema.extend({
  searchId: z.number().int().nullable(),
  searchTitle: z.string().nullable(),
  categoryId: z.number().int(),
});
export type HireDetail = z.infer<typeof hireDetailSchema>;

/** One hire in the customer's or the expert's list. */
export const hireSchema = z.object({
  id: z.number().int(),
  status: z.enum(HIRE_STATUSES),
  createdAt: z.string(),
  amount: z.number(),
  searchId: z.number().int().nullable(),
  searchTitle: z.string().nullable(),
  /** The customer's e-mail only in the customer's own list: experts get neither it nor the full name. */
  client: z.object({ id: z.number().int(), name: z.string(), email: z.string().optional() }),
  expert: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({
    id: z.number().int(),
    categoryId: z.number().int().nullable(),
    categoryCode: categoryCodeSchema.nullable(),
    categoryName: z.string().nullable(),
    serviceTypeId: z.number().int(),
    serviceTypeCode: serviceTypeCodeSchema,
  }),
  deadline: z.string().nullable(),
  /** The ad of an in-person review hired from its page, so the expert knows it before accepting. */
  ad: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type Hire = z.infer<typeof hireSchema>;
export const hireListSchema = z.array(hireSchema);

/** The bounds of the expert's reason for Rechazar: the customer reads it in their hire and their notice. */
export const REJECT_REASON_MIN = 10;
export const REJECT_REASON_MAX = 500;

/**
 * The panel's buttons send `Accepted` (Aceptar) or `Cancelled` (Rechazar); any case is accepted. Rechazar needs a
 * `reason` of REJECT_REASON_MIN..REJECT_REASON_MAX characters once trimmed; Aceptar needs none.
 */
export const hireStatusUpdateSchema = acceptPascalCase(
  z
    .object({
      status: z
        .string({ error: HIRE_MESSAGES.statusUpdateInvalid })
        .transform((status) => status.toLowerCase())
        .pipe(z.enum(['accepted', 'cancelled', 'canceled'], { error: HIRE_MESSAGES.statusUpdateInvalid })),
      reason: safeText(REJECT_REASON_MAX, { type: HIRE_MESSAGES.rejectReasonRequired }).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.status !== 'accepted' && (body.reason ?? '').length < REJECT_REASON_MIN) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: HIRE_MESSAGES.rejectReasonRequired });
      }
    }),
);

export const checklistEntryInputSchema = z.object({
  key: z.string().max(40),
  result: z.enum(CHECKLIST_RESULTS),
  note: safeText(500).default(''),
});
/** How many ads an expert's report may point at. */
export const MAX_RECOMMENDED_ADS = 10;

export const finalizeHireRequestSchema = acceptPascalCase(
  z.object({
    report: safeText(5000, { required: HIRE_MESSAGES.reportRequired }).refine((report) => report.length >= 20, { error: HIRE_MESSAGES.reportRequired }),
    checklist: z.array(checklistEntryInputSchema).max(20).optional(),
    /** Ads of the search's results the report points at (each must be one of them: 400 otherwise). */
    recommendedAdIds: z
      .array(z.number().int().positive())
      .max(MAX_RECOMMENDED_ADS)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  }),
);
export type FinalizeHireRequest = z.input<typeof finalizeHireRequestSchema>;

export const hireIdRequestSchema = acceptPascalCase(z.object({ searchHireId: hireId }));
export const completeServiceRequestSchema = acceptPascalCase(z.object({ searchHireId: hireId, clientApproved: z.boolean().optional() }));
export const disputeServiceRequestSchema = acceptPascalCase(
  z.object({ searchHireId: hireId, reason: safeText(2000, { required: HIRE_MESSAGES.disputeReasonRequired }) }),
);
/** One side of a split: euros in whole cents, 0 or more (12.5 is 1250 cents; 12.345 is refused). */
const splitEuros = z
  .number({ error: HIRE_MESSAGES.splitAmountInvalid })
  .nonnegative({ error: HIRE_MESSAGES.splitAmountInvalid })
  .refine((euros) => Number.isFinite(euros) && Cents.toEuros(Cents.fromEuros(euros)) === euros, { error: HIRE_MESSAGES.splitAmountInvalid });

/**
 * A dispute resolved with a split: the customer's refund and the expert's payout, in euros, which the
 * server checks add up to the held price (400 otherwise). The platform's commission is taken from the expert's part.
 */
export const disputeSplitSchema = z.object({ clientRefund: splitEuros, expertPayout: splitEuros });
export type DisputeSplit = z.infer<typeof disputeSplitSchema>;

/**
 * The admin's resolution: all for one side (`resolveInFavorOfClient`) or a `split`, exactly one of the two,
 * with the resolution's text either way.
 */
export const resolveDisputeRequestSchema = acceptPascalCase(
  z
    .object({
      searchHireId: hireId,
      resolveInFavorOfClient: z.boolean({ error: HIRE_MESSAGES.sideRequired }).optional(),
      split: disputeSplitSchema.optional(),
      resolution: safeText(2000, { required: HIRE_MESSAGES.resolutionRequired }),
    })
    .superRefine((body, ctx) => {
      const sides = Number(body.resolveInFavorOfClient !== undefined) + Number(body.split !== undefined);
      if (sides === 0) ctx.addIssue({ code: 'custom', path: ['resolveInFavorOfClient'], message: HIRE_MESSAGES.sideRequired });
      if (sides === 2) ctx.addIssue({ code: 'custom', path: ['split'], message: HIRE_MESSAGES.sideOrSplit });
    }),
);
export const forceFinalizeRequestSchema = acceptPascalCase(
  z.object({ searchHireId: hireId, resolveInFavorOfClient: z.boolean({ error: HIRE_MESSAGES.sideRequired }) }),
);

/** The answer of every hire action: the hire as it is now. */
export const hireActionResponseSchema = z.object({ id: z.number().int(), status: z.enum(HIRE_STATUSES), message: z.string() });
export type HireActionResponse = z.infer<typeof hireActionResponseSchema>;

export const disputeDetailsSchema = z.object({
  searchHireId: z.number().int(),
  reason: z.string(),
  resolution: z.string(),
  status: z.enum(['open', 'resolved']),
  /** Null for a split, which says what each side got instead. */
  resolvedInFavorOfClient: z.boolean().nullable(),
  split: disputeSplitSchema.nullable(),
  createdAt: z.string(),
});
export type DisputeDetails = z.infer<typeof disputeDetailsSchema>;

// Reviews

/** Photos a review may carry. */
export const REVIEW_MAX_IMAGES = 5;

export const reviewFieldsSchema = acceptPascalCase(
  z.object({
    score: z.coerce
      .number({ error: REVIEW_MESSAGES.scoreRange })
      .int({ error: REVIEW_MESSAGES.scoreRange })
      .min(1, { error: REVIEW_MESSAGES.scoreRange })
      .max(5, { error: REVIEW_MESSAGES.scoreRange }),
    description: safeText(2000, { required: REVIEW_MESSAGES.descriptionRequired }),
  }),
);
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  searchHireId: z.number().int(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  expertId: z.number().int(),
  score: z.number().int(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
