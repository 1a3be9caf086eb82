import webPush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

/** Where one device takes pushes, and the keys its messages are encrypted with (PushSubscription.toJSON()). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What the push service said: taken, gone for good (404/410: the subscription expired or was revoked), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = { send(target: PushTarget, payload: string): Promise<PushOutcome> };

/** How long a push service may keep an undelivered alert: a day-old alert about a used car is still worth a look. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 5_000;

/**
 * Web Push through the `web-push` library: it encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT
 * (RFC 8292); the request itself goes out with fetch, which speaks http as well as https (the library's own
 * transport is https only), so a test's local push endpoint sees exactly what a real push service would.
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly onFailure: (status: number | null, error?: unknown) => void = () => {},
  ) {}

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    let response: Response;
    try {
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.onFailure(null, error);
      return 'failed';
    }
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    this.onFailure(response.status);
    return 'failed';
  }
}

/** A fresh VAPID key pair (base64url), as `npx web-push generate-vapid-keys` makes one. */
export const generateVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();
