import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { SmtpMailSender } from '../mail.js';
import type { MessageSender } from './message-sender.js';
import { OutboxSender } from './outbox-sender.js';
import { TwilioSender } from './twilio-sender.js';

export type Senders = { phone: MessageSender; email: MessageSender };

export function createSenders(config: Config, log: FastifyBaseLogger): Senders {
  const outbox = new OutboxSender(log);
  const phone =
    config.SMS_PROVIDER === 'twilio'
      ? new TwilioSender({
          accountSid: config.TWILIO_ACCOUNT_SID ?? '',
          authToken: config.TWILIO_AUTH_TOKEN ?? '',
          from: config.TWILIO_FROM ?? '',
          whatsappFrom: config.TWILIO_WHATSAPP_FROM,
          apiBase: config.TWILIO_API_BASE,
        })
      : outbox;
  const email = config.MAIL_TRANSPORT === 'smtp' && config.SMTP_URL ? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM) : outbox;
  return { phone, email };
}
