import { sql } from 'drizzle-orm';
import type { Notice } from '@ojeador/shared';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    imageUrl: text('image_url'),
    /** The code and values `title` and `message` were worded from (decision 032); null for the admin's own texts. */
    notice: jsonb('notice').$type<Notice>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The admin's history of what was sent from the form (alerts and hire notices have no author).
    index('notifications_sent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`created_by is not null`),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** The body as stored: a one-time code appears as SECRET_PLACEHOLDER (lib/sealed-secret.ts). */
    body: text('body').notNull(),
    /** The code that replaces the placeholder at delivery, AES-GCM sealed; null for ordinary messages. */
    sealedSecret: text('sealed_secret'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerRef: text('provider_ref'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/**
 * One browser's Web Push subscription: where the push service takes messages for that device and the keys
 * that encrypt them. The endpoint is the device: subscribing again from it, under another account, moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's language when it subscribed: its notifications are worded in it. */
    language: text('language', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
