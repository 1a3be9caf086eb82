import { PUSH_MESSAGES, publicUrlProblem, type PushPayload, type PushSubscriptionRequest, type PushSubscriptionResponse } from '@ojeador/shared';
import { badRequest, notFound, planRequired } from '../../http/app-error.js';
import type { PushSender, VapidKeys } from '../../integrations/push/web-push-sender.js';
import type { PushRepository } from './push.repository.js';

/**
 * The devices one account keeps subscribed; a new one beyond them replaces the one subscribed longest ago. Each alert
 * is one request per device, to addresses the browsers chose: the cap keeps an account from multiplying them.
 */
export const PUSH_DEVICES_PER_USER = 10;

type Language = PushSubscriptionRequest['language'] & string;

export type PushServiceDeps = {
  repository: PushRepository;
  /** Null: no VAPID keys (production without them): no push at all. */
  keys: VapidKeys | null;
  sender: PushSender | null;
  /** Push is a Plus and Pro benefit, like instant alerts (administrators have every plan's benefits). */
  plans: { instantAlertsAllowed(userIds: readonly number[]): Promise<Set<number>> };
  /** Production takes only https endpoints on public hosts (the server posts to them); tests use a local one. */
  localEndpoints: boolean;
};

/** Alerts on the phone: each device subscribes and unsubscribes itself; an alert goes to all the user's devices. */
export class PushService {
  constructor(private readonly deps: PushServiceDeps) {}

  publicKey(): string {
    if (!this.deps.keys) throw notFound(PUSH_MESSAGES.unavailable);
    return this.deps.keys.publicKey;
  }

  async subscribe(userId: number, request: PushSubscriptionRequest): Promise<PushSubscriptionResponse> {
    this.publicKey();
    if (!this.deps.localEndpoints && (!request.endpoint.startsWith('https://') || publicUrlProblem(request.endpoint))) {
      throw badRequest(PUSH_MESSAGES.endpointRefused);
    }
    if (!(await this.allowed(userId))) throw planRequired(PUSH_MESSAGES.planRequired);
    const row = await this.deps.repository.upsert({
      userId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      language: request.language ?? 'es',
    });
    await this.deps.repository.keepNewest(userId, PUSH_DEVICES_PER_USER);
    return { endpoint: row.endpoint };
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    if (!(await this.deps.repository.deleteOwn(userId, endpoint))) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
  }

  /**
   * Pushes to every device of the user, worded in each device's language; a device whose subscription the push service
   * says is gone (404/410) is forgotten. Never throws: a push that fails must not make the alert owed again (the app,
   * e-mail and WhatsApp have it). Answers how many devices took it.
   */
  async notify(userId: number, payloadIn: (language: Language) => PushPayload): Promise<number> {
    const sender = this.deps.sender;
    if (!sender) return 0;
    const devices = await this.deps.repository.listFor(userId);
    if (devices.length === 0 || !(await this.allowed(userId))) return 0;
    const outcomes = await Promise.all(
      devices.map(async (device) => {
        const outcome = await sender.send(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payloadIn(device.language)),
        );
        if (outcome === 'gone') await this.deps.repository.deleteById(device.id);
        return outcome;
      }),
    );
    return outcomes.filter((outcome) => outcome === 'sent').length;
  }

  private async allowed(userId: number): Promise<boolean> {
    return (await this.deps.plans.instantAlertsAllowed([userId])).has(userId);
  }
}
