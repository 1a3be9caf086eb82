import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    googleSub: text('google_sub').unique(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    role: text('role', { enum: ['user', 'expert', 'admin'] })
      .notNull()
      .default('user'),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** The admin's reason for the block, told to the blocked user; null when none was given or not blocked. */
    blockedReason: text('blocked_reason'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the admin deleted the person: the row stays, anonymised, for the payments, hires and reviews that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The admin's users list: newest first, page by page.
  (t) => [index('users_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt), index('phone_verifications_phone_idx').on(t.phone, t.createdAt)],
);

export const whatsappConsents = pgTable('whatsapp_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  granted: boolean('granted').notNull(),
  context: text('context').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isWhatsAppEnabled: boolean('is_whatsapp_enabled').notNull().default(false),
  isEmailEnabled: boolean('is_email_enabled').notNull().default(true),
  theme: text('theme', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
});

/** One row per signed-in device: the session token carries its id (`sid`) and every call checks it is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
