// The journeys' push service and browser keys; the web app may not import the server's test code, so this is a copy of
// apps/server/test/fakes/push-service-fake.ts (keep the two alike).
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser keeps of its push subscription: the private half never leaves it (here: the test). */
export type BrowserKeys = { p256dh: string; auth: string; privateKey: Buffer; publicKey: Buffer; authSecret: Buffer };

/** A browser's key pair and auth secret, as PushManager.subscribe makes them (P-256, 16 random bytes). */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url'), privateKey: ecdh.getPrivateKey(), publicKey, authSecret };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * What the browser does with a push body (RFC 8291 over RFC 8188, aes128gcm): the header's salt and the server's
 * one-time public key, the ECDH secret with the browser's private key, then AES-128-GCM. Fails on a wrong key or tag.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export type PushRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback (what FCM or Mozilla's autopush are to a browser): records each request with its raw body
 * and answers `status` (201 Created, as the real ones do; 410 Gone for an expired subscription).
 */
export async function startPushServiceFake() {
  const requests: PushRequest[] = [];
  let status = 201;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ method: req.method ?? '', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
