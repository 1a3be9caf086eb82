import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, loadConfig } from './config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  PHONE_CODE_SECRET: 'p'.repeat(32),
  DATABASE_URL: 'postgres://db/ojeador',
  GOOGLE_CLIENT_ID: 'id',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM: '+15550000000',
  // The offline payments of a demo; production with real money sets PAYMENTS_PROVIDER=stripe.
  ALLOW_LOCAL_PAYMENTS: 'true',
};
const { ALLOW_LOCAL_PAYMENTS: _demo, ...PRODUCTION_NO_PAYMENTS } = PRODUCTION;
const STRIPE = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PLUS: 'price_plus',
  STRIPE_PRICE_PRO: 'price_pro',
};

describe('configuration', () => {
  it('takes the VAPID key pair whole or not at all, and signs as the admin unless VAPID_SUBJECT says otherwise', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'priv' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    expect(loadConfig({ ...PRODUCTION, VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' })).toMatchObject({
      VAPID_PUBLIC_KEY: 'BPub',
      vapidSubject: 'mailto:admin@ojeador.local',
    });
    expect(loadConfig({ VAPID_SUBJECT: 'https://ojeador.es/contacto' }).vapidSubject).toBe('https://ojeador.es/contacto');
    expect(() => loadConfig({ VAPID_SUBJECT: 'ojeador.es' })).toThrow('VAPID_SUBJECT: must be a mailto: or https:// URL');
    // Production may run without push: the key call answers 404 and the web hides the switch.
    expect(loadConfig(PRODUCTION).VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it('listens on this machine only in development unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
  });

  it('refuses to start in production with a session secret under 32 bytes', () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: 's'.repeat(31) })).toThrow(/SESSION_SECRET/);
    expect(loadConfig(PRODUCTION).sessionSecret).toBe('s'.repeat(32));
  });

  it('keys phone codes with their own secret, required in production and distinct from the session secret', () => {
    const { PHONE_CODE_SECRET: _omitted, ...withoutPhoneKey } = PRODUCTION;
    expect(() => loadConfig(withoutPhoneKey)).toThrow(/PHONE_CODE_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, PHONE_CODE_SECRET: 'p'.repeat(20) })).toThrow(/PHONE_CODE_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, PHONE_CODE_SECRET: PRODUCTION.SESSION_SECRET })).toThrow(/must differ/);
    const config = loadConfig(PRODUCTION);
    expect(config.phoneCodeSecret).toBe('p'.repeat(32));
    const development = loadConfig({});
    expect(development.phoneCodeSecret).not.toBe(development.sessionSecret);
  });

  it('needs the Plus and Pro Stripe prices in production with Stripe, and refuses anything but a price id', () => {
    const stripe = { ...PRODUCTION, PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig(stripe)).toThrow(/STRIPE_PRICE_PLUS, STRIPE_PRICE_PRO/);
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PLUS: 'price_plus', STRIPE_PRICE_PRO: 'prod_pro' })).toThrow(
      /STRIPE_PRICE_PRO: must be a Stripe price id/,
    );
    expect(loadConfig({ ...stripe, STRIPE_PRICE_PLUS: 'price_plus', STRIPE_PRICE_PRO: 'price_pro' })).toMatchObject({ STRIPE_PRICE_PRO: 'price_pro' });
    expect(() => loadConfig({})).not.toThrow();
  });

  it('refuses production with the offline local payments (free money) unless ALLOW_LOCAL_PAYMENTS=true says it is a demo', () => {
    expect(() => loadConfig(PRODUCTION_NO_PAYMENTS)).toThrow(/PAYMENTS_PROVIDER=stripe \(or ALLOW_LOCAL_PAYMENTS=true/);
    expect(() => loadConfig({ ...PRODUCTION_NO_PAYMENTS, PAYMENTS_PROVIDER: 'local' })).toThrow(/PAYMENTS_PROVIDER=stripe/);
    expect(() => loadConfig({ ...PRODUCTION_NO_PAYMENTS, ALLOW_LOCAL_PAYMENTS: 'false' })).toThrow(/PAYMENTS_PROVIDER=stripe/);
    expect(loadConfig({ ...PRODUCTION_NO_PAYMENTS, ...STRIPE })).toMatchObject({ PAYMENTS_PROVIDER: 'stripe', localPaymentsDemo: false });
    expect(loadConfig(PRODUCTION)).toMatchObject({ PAYMENTS_PROVIDER: 'local', localPaymentsDemo: true });
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).localPaymentsDemo).toBe(false);
    expect(loadConfig({}).localPaymentsDemo).toBe(false);
  });

  it.each(['SESSION_SECRET', 'PHONE_CODE_SECRET'])('refuses production when %s is a development default published in config.ts', (name) => {
    const published = 'ojeador-development-secret-do-not-use-in-production';
    expect(() => loadConfig({ ...PRODUCTION_NO_PAYMENTS, ...STRIPE, [name]: published })).toThrow(/development default/);
    expect(DEVELOPMENT_SECRETS.length).toBeGreaterThanOrEqual(2);
    for (const published of DEVELOPMENT_SECRETS) {
      expect(() => loadConfig({ ...PRODUCTION_NO_PAYMENTS, ...STRIPE, [name]: published })).toThrow(new RegExp(`development default: ${name}`));
    }
  });

  it('development still runs on the development defaults', () => {
    const development = loadConfig({});
    expect(DEVELOPMENT_SECRETS).toContain(development.sessionSecret);
    expect(DEVELOPMENT_SECRETS).toContain(development.phoneCodeSecret);
  });

  it('gives a shutdown 15 s by default and refuses a grace period that is not a whole number of seconds from 1', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(15);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '40' }).SHUTDOWN_GRACE_SECONDS).toBe(40);
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: bad })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('leaves metrics off unless METRICS_TOKEN (16+ characters) or METRICS_PORT is set', () => {
    const off = loadConfig({});
    expect([off.METRICS_TOKEN, off.METRICS_PORT]).toEqual([undefined, undefined]);
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(16), METRICS_PORT: '9464' })).toMatchObject({ METRICS_TOKEN: 't'.repeat(16), METRICS_PORT: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    for (const bad of ['0', '70000', 'nine']) expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
  });
});
