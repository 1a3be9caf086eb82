import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 in development (only this machine), 0.0.0.0 in production. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  /** Keys the stored hashes of phone verification codes; kept apart from the session key. */
  PHONE_CODE_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().default('admin@ojeador.local'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  AUTH_DEV_LOGIN: booleanFlag,
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  TWILIO_API_BASE: z.string().url().optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ojeador <alertas@ojeador.local>'),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** Production with the offline `local` payments (a demo: anyone gets money and plans for nothing). */
  ALLOW_LOCAL_PAYMENTS: booleanFlag,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** The Stripe prices billed monthly for the Plus and Pro plans (Checkout in subscription mode). */
  STRIPE_PRICE_PLUS: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
    .optional(),
  STRIPE_PRICE_PRO: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
    .optional(),
  FEED_FILES: z.string().optional(),
  SOURCES: z.string().default(''),
  WALLAPOP_API_BASE: z.string().url().default('https://api.wallapop.com'),
  /** Politeness of the Wallapop connector (docs/sources.md): gap between calls, first back-off step. */
  WALLAPOP_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  WALLAPOP_BACKOFF_BASE_MS: z.coerce.number().int().min(0).default(1000),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * How often each ad source location is polled (decision 029); a file that did not change costs a stat, a URL a 304.
   * 30 s keeps the instant alert's promise ("en menos de un minuto": docs/operations.md, "Alert time").
   */
  SOURCE_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(30),
  /** The largest feed body a poll reads (bytes); a larger one fails the poll as "demasiado grande" (docs/feed-format.md). */
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024 * 1024),
  /** The longest feed line (characters); a longer one fails the poll the same way. */
  FEED_MAX_LINE_CHARS: z.coerce.number().int().min(1024).default(200_000),
  COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** On SIGTERM/SIGINT, how long in-flight requests and running jobs get before the process exits 1. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** GET /metrics on the app's port for a scraper sending `Authorization: Bearer <token>`; off when unset. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A listener of its own on 127.0.0.1 serving /metrics without a token (the only way to scrape a ROLE=worker). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Which proxies to believe for the client address: off, a hop count, `true`, or addresses/CIDRs. */
  TRUST_PROXY: z.string().default(''),
  API_DOCS: booleanFlag,
  /** The in-process cache of the hot reads (decision 025); off only to measure or rule it out. */
  READ_CACHE: booleanFlag,
  /** The web build's map tile template; its origin joins the CSP's img-src when set. */
  VITE_MAP_TILE_URL: z.string().optional(),
  /** Abuse limits (docs/decisions/012-abuse-limits.md); each applies per account and per IP. */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_PHONE_PER_HOUR: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_RUN_NOW_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** How many times more a single IP may do than a single account (offices and carriers share addresses). */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).default(3),
  /**
   * Web Push: the VAPID key pair, base64url as `npx web-push generate-vapid-keys` prints it, both or neither.
   * Neither: development and tests make a pair at start (notifications/vapid-keys.ts), production has no push.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who the push services may contact about our pushes: a `mailto:` or `https:` URL (default: mailto: the admin). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
    .optional(),
  /** SMS verification codes sent per hour across all accounts. */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(0).default(200),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  devLoginEnabled: boolean;
  sessionSecret: string;
  phoneCodeSecret: string;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Hire evidence (photos, PDFs): never served as public uploads; read through the hire's own route. */
  evidenceDir: string;
  webDist: string;
  adminEmail: string;
  trustProxy: boolean | number | string[];
  apiDocsEnabled: boolean;
  readCacheEnabled: boolean;
  rateLimits: RateLimits;
  /** Who signs our Web Push messages (VAPID_SUBJECT, else mailto: the admin). */
  vapidSubject: string;
  /** Production running the offline local payments because ALLOW_LOCAL_PAYMENTS=true: the start-up shouts it. */
  localPaymentsDemo: boolean;
};

/** Per-account maxima; the per-IP maximum is `ipFactor` times each. */
export type RateLimits = { signInPerMinute: number; phonePerHour: number; runNowPerMinute: number; writesPerMinute: number; ipFactor: number };

/** Tests sign many users in from one address; they set small limits explicitly where they test them. */
function rateLimitsFrom(e: Env): RateLimits {
  const test = e.NODE_ENV === 'test';
  return {
    signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE ?? (test ? 10_000 : 10),
    phonePerHour: e.RATE_LIMIT_PHONE_PER_HOUR ?? (test ? 10_000 : 20),
    runNowPerMinute: e.RATE_LIMIT_RUN_NOW_PER_MINUTE ?? (test ? 10_000 : 10),
    writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE ?? (test ? 10_000 : 120),
    ipFactor: e.RATE_LIMIT_IP_FACTOR,
  };
}

/** `TRUST_PROXY`: empty/false = off, true, a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const DEV_SESSION_SECRET = 'ojeador-development-secret-do-not-use-in-production';
const DEV_PHONE_CODE_SECRET = 'ojeador-development-phone-code-key-do-not-use-in-production';
/** Published here, so production refuses any secret equal to one of them. */
export const DEVELOPMENT_SECRETS: readonly string[] = [DEV_SESSION_SECRET, DEV_PHONE_CODE_SECRET];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  if (isProduction) {
    const missing = [
      !e.SESSION_SECRET && 'SESSION_SECRET',
      !e.DATABASE_URL && 'DATABASE_URL',
      !e.GOOGLE_CLIENT_ID && 'GOOGLE_CLIENT_ID',
      // The outbox transport would leave verification codes undelivered: production needs a real SMS provider.
      e.SMS_PROVIDER !== 'twilio' && 'SMS_PROVIDER=twilio',
      !e.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
      !e.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
      !e.TWILIO_FROM && 'TWILIO_FROM',
      e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL && 'SMTP_URL',
      // The local provider's pages hand out money and plans for nothing: real production takes Stripe.
      e.PAYMENTS_PROVIDER !== 'stripe' && !e.ALLOW_LOCAL_PAYMENTS && 'PAYMENTS_PROVIDER=stripe (or ALLOW_LOCAL_PAYMENTS=true for a demo without real money)',
      e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
      e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
      e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_PRICE_PLUS && 'STRIPE_PRICE_PLUS',
      e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_PRICE_PRO && 'STRIPE_PRICE_PRO',
    ].filter(Boolean);
    if (missing.length) throw new Error(`Missing configuration for production: ${missing.join(', ')}`);
    const short = [
      e.SESSION_SECRET && Buffer.byteLength(e.SESSION_SECRET) < 32 && 'SESSION_SECRET',
      !e.PHONE_CODE_SECRET && 'PHONE_CODE_SECRET',
      e.PHONE_CODE_SECRET && Buffer.byteLength(e.PHONE_CODE_SECRET) < 32 && 'PHONE_CODE_SECRET',
      e.PHONE_CODE_SECRET && e.PHONE_CODE_SECRET === e.SESSION_SECRET && 'PHONE_CODE_SECRET (must differ from SESSION_SECRET)',
    ].filter(Boolean);
    if (short.length) throw new Error(`Secrets for production must be set and at least 32 bytes long: ${short.join(', ')}`);
    const published = (['SESSION_SECRET', 'PHONE_CODE_SECRET'] as const).filter((name) => DEVELOPMENT_SECRETS.includes(e[name] ?? ''));
    if (published.length) throw new Error(`Secrets for production must not be a development default: ${published.join(', ')}`);
  }
  // Relative to where npm was invoked (INIT_CWD), so `npm start` at the root keeps data in ./data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    ...e,
    isProduction,
    devLoginEnabled: !isProduction && (e.AUTH_DEV_LOGIN ?? !e.GOOGLE_CLIENT_ID),
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    phoneCodeSecret: e.PHONE_CODE_SECRET ?? DEV_PHONE_CODE_SECRET,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    evidenceDir: path.join(dataDir, 'evidence'),
    webDist: e.WEB_DIST ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST) : new URL('../../web/dist', import.meta.url).pathname,
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.trim().toLowerCase()}`,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocsEnabled: e.API_DOCS ?? !isProduction,
    readCacheEnabled: e.READ_CACHE ?? true,
    rateLimits: rateLimitsFrom(e),
    localPaymentsDemo: isProduction && e.PAYMENTS_PROVIDER === 'local',
  };
}
