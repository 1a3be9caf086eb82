/**
 * The messaging area's face (docs/architecture.md, "Areas"): the bell's notifications and the outbox. Types only.
 */
export type { MessagesService } from './messages/messages.service.js';
export type { NotificationsService } from './notifications/notifications.service.js';
