import twilio from 'twilio';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

type TwilioOptions = { accountSid: string; authToken: string; from: string; whatsappFrom?: string; apiBase?: string };

const TWILIO_API = 'https://api.twilio.com';

/** Sends SMS and WhatsApp through Twilio's Messages API with the official SDK. */
export class TwilioSender implements MessageSender {
  readonly name = 'twilio';
  private readonly client: ReturnType<typeof twilio>;

  constructor(private readonly options: TwilioOptions) {
    const apiBase = options.apiBase?.replace(/\/$/, '');
    // A different API base (a regional proxy, or a local fake in tests) keeps the SDK's own request code.
    const httpClient = apiBase ? new RebasedRequestClient(apiBase) : undefined;
    this.client = twilio(options.accountSid, options.authToken, httpClient ? { httpClient } : {});
  }

  async send(message: OutgoingMessage) {
    if (message.channel === 'email') throw new Error('Twilio does not deliver e-mail');
    const whatsapp = message.channel === 'whatsapp';
    const from = whatsapp ? `whatsapp:${this.options.whatsappFrom ?? this.options.from}` : this.options.from;
    const to = whatsapp ? `whatsapp:${message.to}` : message.to;
    const sent = await this.client.messages.create({ from, to, body: message.body });
    return { providerRef: sent.sid };
  }
}

class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: string) {
    super();
  }
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(TWILIO_API, this.apiBase) });
  }
}
