import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSettings, whatsappConsents } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const consentsOf = (userId: number) =>
  t.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, userId)).orderBy(desc(whatsappConsents.id));

describe('GET /api/UserSettings', () => {
  it('answers the defaults when nothing is stored', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).get('/api/UserSettings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' });
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.user.id))).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/UserSettings')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/UserSettings', { theme: 'dark' })).statusCode).toBe(401);
  });
});

describe('PUT /api/UserSettings', () => {
  it('changes any subset and answers the full settings, per user', async () => {
    const user = await signIn(t.app);
    const other = await signIn(t.app);
    const dark = await t.as(user).put('/api/UserSettings', { theme: 'dark' });
    expect(dark.statusCode).toBe(200);
    expect(dark.json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'dark' });
    expect((await t.as(user).put('/api/UserSettings', { isEmailEnabled: false })).json()).toEqual({
      isWhatsAppEnabled: false,
      isEmailEnabled: false,
      theme: 'dark',
    });
    expect((await t.as(user).put('/api/UserSettings', {})).json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: false, theme: 'dark' });
    expect((await t.as(user).get('/api/UserSettings')).json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: false, theme: 'dark' });
    expect((await t.as(other).get('/api/UserSettings')).json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' });
    expect(await t.app.ctx.settings.get(user.user.id)).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: false, theme: 'dark' });
    expect(await t.app.ctx.settings.get(other.user.id)).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' });
    expect(await consentsOf(user.user.id)).toEqual([]);
  });

  it('enables WhatsApp for a verified phone and stores the consent with phone, time and context', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isWhatsAppEnabled: true, isEmailEnabled: true, theme: 'system' });
    const [consent] = await consentsOf(user.user.id);
    expect(consent).toMatchObject({ phone: user.user.phoneNumber, granted: true, context: 'settings' });
    expect(Math.abs(consent.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    expect((await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: true, theme: 'light' })).json()).toEqual({
      isWhatsAppEnabled: true,
      isEmailEnabled: true,
      theme: 'light',
    });
    expect(await consentsOf(user.user.id)).toHaveLength(1);
  });

  it('stores a withdrawal when WhatsApp is disabled, with the context given', async () => {
    const user = await signIn(t.app);
    expect((await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: true, consentContext: 'header-toggle' })).statusCode).toBe(200);
    const off = await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: false, consentContext: 'header-toggle' });
    expect(off.json().isWhatsAppEnabled).toBe(false);
    const [withdrawal, grant] = await consentsOf(user.user.id);
    expect(grant).toMatchObject({ granted: true, context: 'header-toggle', phone: user.user.phoneNumber });
    expect(withdrawal).toMatchObject({ granted: false, context: 'header-toggle', phone: user.user.phoneNumber });
    expect((await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: false })).statusCode).toBe(200);
    expect(await consentsOf(user.user.id)).toHaveLength(2);
  });

  it("records the consent ticked on /verify-phone with the 'phone-verification' context", async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: true, consentContext: 'phone-verification' });
    expect(res.statusCode).toBe(200);
    expect(res.json().isWhatsAppEnabled).toBe(true);
    const [consent] = await consentsOf(user.user.id);
    expect(consent).toMatchObject({ granted: true, context: 'phone-verification', phone: user.user.phoneNumber });
  });

  it('refuses WhatsApp without a verified phone (422) and changes nothing', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(user).put('/api/UserSettings', { isWhatsAppEnabled: true, theme: 'dark' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_BROKEN', message: 'Verifica tu teléfono para activar WhatsApp' });
    expect((await t.as(user).get('/api/UserSettings')).json()).toEqual({ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' });
    expect(await consentsOf(user.user.id)).toEqual([]);
    expect((await t.as(user).put('/api/UserSettings', { isEmailEnabled: false })).statusCode).toBe(200);
  });

  it('validates the values with messages', async () => {
    const user = await signIn(t.app);
    const cases: [unknown, string][] = [
      [{ theme: 'blue' }, 'Tema no válido'],
      [{ isEmailEnabled: 'yes' }, 'isEmailEnabled debe ser verdadero o falso'],
      [{ isWhatsAppEnabled: 1 }, 'isWhatsAppEnabled debe ser verdadero o falso'],
      [{ isWhatsAppEnabled: true, consentContext: 'somewhere' }, 'Contexto de consentimiento no válido'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.as(user).put('/api/UserSettings', payload as object);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    expect(await consentsOf(user.user.id)).toEqual([]);
  });
});
