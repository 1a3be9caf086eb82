export type OutgoingMessage = { id: number; channel: 'sms' | 'whatsapp' | 'email'; to: string; subject: string | null; body: string };

/** Delivers one stored message; throws to have the job retried. Returns the provider's reference. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<{ providerRef: string }>;
}
