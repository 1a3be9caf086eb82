import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './messaging/message-sender.js';

/** E-mail over SMTP with nodemailer. */
export class SmtpMailSender implements MessageSender {
  readonly name = 'smtp';
  private readonly transporter: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage) {
    const info = await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject ?? 'Ojeador', text: message.body });
    return { providerRef: info.messageId };
  }

  close() {
    this.transporter.close();
  }
}
