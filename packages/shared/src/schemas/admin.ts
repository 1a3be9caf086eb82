import { z } from 'zod';
import { ADMIN_MESSAGES } from '../area-messages.js';
import { HIRE_STATUSES } from '../hire-status.js';
import { acceptPascalCase, INT4_MAX } from './common.js';
import { LEDGER_TRANSACTION_KINDS, PAYMENT_STATUSES } from './hires.js';
import { siteLinkSchema } from './links.js';
import { userNotificationSchema, notificationTypeSchema } from './notifications.js';
import { safeText } from './text.js';
import { roleSchema } from './users.js';

/** GET /api/User/all: one user as the admin's table shows them (spec "User (admin list)"). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isBlocked: z.boolean(),
  /** The role the server gives the user (the admin by e-mail, an expert once they have a profile). */
  role: roleSchema,
  /** The plan's name as stored; `subscriptionPlanCode` is what clients word it by. */
  subscriptionPlan: z.string(),
  subscriptionPlanCode: z.string(),
  /** Active searches. */
  searchCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USER_STATUSES = ['all', 'active', 'blocked'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

/** Text (name or e-mail, any part), status, page (1-based) and page size. */
export const adminUsersQuerySchema = z.object({
  q: safeText(200).optional(),
  status: z.enum(ADMIN_USER_STATUSES).default('all'),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** Newest first; `total` counts every user the filter matches. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const BLOCK_REASON_MAX = 500;

/**
 * PUT /api/User/{id}/block: an optional reason (also `Reason`), kept with the block and told to the blocked user
 * (403 ACCOUNT_BLOCKED `details.reason`); no body at all is a block without a reason. Ignored when unblocking.
 */
export const blockUserRequestSchema = z.preprocess((body) => body ?? {}, acceptPascalCase(z.object({ reason: safeText(BLOCK_REASON_MAX).optional() })));
export type BlockUserRequest = { reason?: string };

/** PUT /api/User/{id}/block answers the new state. */
export const blockToggleResponseSchema = z.object({ id: z.number().int(), isBlocked: z.boolean() });
export type BlockToggleResponse = z.infer<typeof blockToggleResponseSchema>;

/**
 * GET /api/User/{id}/money (admin): a user's money history — balances, payments and ledger movements, newest
 * first, in euros — also once the account is deleted (the anonymised row keeps it).
 */
export const adminUserMoneySchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), isBlocked: z.boolean(), deletedAt: z.string().nullable() }),
  balances: z.object({ available: z.number(), held: z.number(), earned: z.number() }),
  payments: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.enum(['topup', 'hire', 'subscription']),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number(),
      provider: z.enum(['local', 'stripe']),
      providerRef: z.string().nullable(),
      hireId: z.number().int().nullable(),
      createdAt: z.string(),
      settledAt: z.string().nullable(),
    }),
  ),
  movements: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      amount: z.number(),
      account: z.enum(['available', 'held', 'earned']),
      kind: z.enum(LEDGER_TRANSACTION_KINDS),
      /** The server's Spanish description of the transaction; clients word `kind`. */
      reason: z.string(),
      paymentId: z.number().int().nullable(),
      hireId: z.number().int().nullable(),
    }),
  ),
});
export type AdminUserMoney = z.infer<typeof adminUserMoneySchema>;

const optionalLink = z.preprocess((value) => (value === '' || value === undefined ? null : value), siteLinkSchema.nullable());

/** POST /api/Notification (admin): `userId` null or missing is a broadcast to every user, present and future. */
export const sendNotificationRequestSchema = z.object({
  title: safeText(200, { required: ADMIN_MESSAGES.titleRequired }),
  message: safeText(2000, { required: ADMIN_MESSAGES.messageRequired }),
  type: notificationTypeSchema.default('info'),
  url: optionalLink.optional().transform((value) => value ?? null),
  imageUrl: optionalLink.optional().transform((value) => value ?? null),
  userId: z
    .number({ error: ADMIN_MESSAGES.userIdInvalid })
    .int({ error: ADMIN_MESSAGES.userIdInvalid })
    .positive({ error: ADMIN_MESSAGES.userIdInvalid })
    .max(INT4_MAX, { error: ADMIN_MESSAGES.userIdInvalid })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;

/**
 * GET /api/Notification for the admin: what was sent from the form. `read` is whether the addressee read it
 * (for a broadcast: whether anyone did); `readCount` how many users read it.
 */
export const adminNotificationSchema = userNotificationSchema.omit({ notice: true }).extend({
  readCount: z.number().int(),
  recipientName: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** `scope=mine`: the caller's own notifications even for the admin (the header's panel). */
export const notificationListQuerySchema = z.object({ scope: z.enum(['mine', 'default']).default('default') });

/** GET /api/Dispute/open (admin): open disputes and hires waiting for the customer's decision, oldest first. */
export const openDisputeSchema = z.object({
  searchHireId: z.number().int(),
  searchId: z.number().int().nullable(),
  searchTitle: z.string().nullable(),
  status: z.enum(HIRE_STATUSES),
  clientName: z.string(),
  expertName: z.string(),
  amount: z.number(),
  reason: z.string().nullable(),
  /** When it entered its current state (disputed, or finalized by the expert). */
  since: z.string(),
  deadlineAt: z.string().nullable(),
});
export type OpenDispute = z.infer<typeof openDisputeSchema>;
