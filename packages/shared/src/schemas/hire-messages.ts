import { z } from 'zod';
import { safeText } from './text.js';

/** Texts of the hire's message thread (customer and expert). */
export const HIRE_MESSAGE_MESSAGES = {
  textRequired: 'Escribe un mensaje',
  textTooLong: 'El mensaje no puede superar los 2000 caracteres',
  tooMany: 'Has enviado demasiados mensajes en poco tiempo. Espera unos minutos.',
  notYetPaid: 'La contratación aún no está pagada: podréis escribiros cuando lo esté',
  adminReadsOnly: 'El administrador puede leer la conversación, pero no escribir en ella',
  noticeTitle: (name: string) => `Nuevo mensaje de ${name}`,
  noticeBody: (searchTitle: string | null) => (searchTitle ? `Sobre «${searchTitle}».` : 'Sobre tu contratación.'),
} as const;

export const HIRE_MESSAGE_MAX = 2000;
/** At most this many messages per author and hire within the window (the thread is for arranging, not chatting in bursts). */
export const HIRE_MESSAGE_BURST = { max: 20, windowMinutes: 10 } as const;

/** `POST /api/SearchHire/{id}/messages`. */
export const postHireMessageSchema = z.object({
  text: safeText(HIRE_MESSAGE_MAX, { required: HIRE_MESSAGE_MESSAGES.textRequired, tooLong: HIRE_MESSAGE_MESSAGES.textTooLong }),
});
export type PostHireMessage = z.input<typeof postHireMessageSchema>;

/** One message: who wrote it (their role in the hire and name; never contact details), when, and when the other party read it. */
export const hireMessageSchema = z.object({
  id: z.number().int(),
  hireId: z.number().int(),
  text: z.string(),
  author: z.object({ role: z.enum(['client', 'expert']), name: z.string() }),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  createdAt: z.string(),
  /** When the other party first opened the thread after it arrived; null while unread. */
  readAt: z.string().nullable(),
});
export type HireMessage = z.infer<typeof hireMessageSchema>;

/** `GET /api/SearchHire/{id}/messages`: the thread, oldest first; `canPost` is false for the administrator. */
export const hireMessageThreadSchema = z.object({
  hireId: z.number().int(),
  messages: z.array(hireMessageSchema),
  canPost: z.boolean(),
});
export type HireMessageThread = z.infer<typeof hireMessageThreadSchema>;
