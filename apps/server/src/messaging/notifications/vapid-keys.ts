import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { generateVapidKeys, type VapidKeys } from '../../integrations/push/web-push-sender.js';

const DEV_KEYS_FILE = 'vapid-keys.json';

function readKeys(file: string): VapidKeys | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    return typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string'
      ? { publicKey: stored.publicKey, privateKey: stored.privateKey }
      : null;
  } catch {
    return null;
  }
}

/**
 * The VAPID key pair that signs our pushes. Configured (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY): those. Else
 * production has no push (null: the key call answers 404 and the web hides the switch); tests make a pair in memory;
 * development makes one once and keeps it in DATA_DIR/vapid-keys.json, so a restart (or an API and a worker process)
 * keeps the browsers' subscriptions valid: a subscription only takes pushes signed by the key it was made with.
 */
export function vapidKeysFor(config: Config, log: FastifyBaseLogger): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  if (config.isProduction) {
    log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)');
    return null;
  }
  if (config.NODE_ENV === 'test') return generateVapidKeys();
  const file = path.join(config.dataDir, DEV_KEYS_FILE);
  const stored = readKeys(file);
  if (stored) return stored;
  const keys = generateVapidKeys();
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    log.info({ file }, 'Web Push: made a development VAPID key pair');
  } catch (error) {
    log.warn({ err: error }, 'Web Push: could not keep the development VAPID key pair; subscriptions last until a restart');
  }
  return keys;
}
