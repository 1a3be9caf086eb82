import { beforeAll, describe, expect, it } from 'vitest';
import { userSettings, whatsappConsents } from '../../../db/schema/index.js';
import { createSearch, type SignedIn, signIn } from '../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../test/feed-file.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/** a digest never sells a likely scam as good news, and says why each ad it lists is worth a look. */

let owner: SignedIn;
const fair = carAd({ externalId: 'fair', price: 13_500 });
// Far under its market: "posible fraude" or "precio muy bajo", a score that ranks it first without the rule.
const scam = carAd({ externalId: 'scam', price: 6_000, title: 'Seat León 1.0 TSI chollo' });
// Another model, no comparables: no price reason, so its reason is the wishes it meets.
const wishes = carAd({ externalId: 'wishes', title: 'Cupra Formentor', description: 'Cupra Formentor de 2019, 60.000 km.', price: 25_000 });
const comparables = Array.from({ length: 8 }, (_, i) =>
  carAd({ externalId: `comparable-${i}`, price: 15_000 + i * 300, latitude: 41.6, longitude: -0.9, city: 'Zaragoza' }),
);

const t = useTestApp(() => ({ FEED_FILES: writeFeed([fair, scam, wishes, ...comparables]) }));
beforeAll(async () => {
  owner = await signIn(t.app, { name: 'Marta' });
  await t.database.db
    .insert(userSettings)
    .values({ userId: owner.user.id, isWhatsAppEnabled: true, isEmailEnabled: true })
    .onConflictDoUpdate({ target: userSettings.userId, set: { isWhatsAppEnabled: true, isEmailEnabled: true } });
  await t.database.db.insert(whatsappConsents).values({ userId: owner.user.id, phone: owner.user.phoneNumber!, granted: true, context: 'settings' });
});

const near = { latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100 };

async function runSearch(title: string, keywords: string, preferences = {}) {
  const search = await createSearch(t.app, owner, { title, parameters: { keywords, ...near, preferences } });
  await t.app.ctx.engine.runner.run(search.id, 'manual');
  const path = `/busquedas/${search.id}`;
  const alerts = (
    (await t.as(owner).get('/api/Notification')).json() as { url: string; type: string; title: string; message: string; notice: unknown }[]
  ).filter((n) => n.url === path);
  const sent = ((await t.anonymous.get('/api/dev/outbox')).json() as { channel: string; body: string }[]).filter((m) => m.body.includes(path));
  return { alerts, sent };
}

describe('new-match alerts and suspicious prices', () => {
  it('keeps a scam-priced ad out of "los mejores", warns of it apart, and names why the best one is good', async () => {
    const { alerts, sent } = await runSearch('Seat León', 'seat leon');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'success',
      title: '2 anuncios nuevos para «Seat León»',
      notice: {
        best: [{ title: fair.title, price: 13_500, reason: { code: 'price', verdict: 'below' } }],
        suspicious: [{ title: scam.title, price: 6_000, verdict: expect.stringMatching(/^(fraud|veryLow)$/) }],
      },
    });
    const [best, warning] = alerts[0].message.split('\n');
    expect(best).toMatch(/^1\. Seat León 1\.5 TSI FR · 13\.500 € · \d+\/100 · un \d+ % por debajo de su precio justo$/);
    expect(warning).toMatch(/^Seat León 1\.0 TSI chollo · 6\.000 € · ⚠️ precio (sospechoso|muy bajo): compruébalo antes de pagar$/);

    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.body.split('Los mejores:')[1].split('Y ojo con estos:')[0]).not.toContain('chollo');
    expect(email.body.split('Y ojo con estos:')[1]).toContain('⚠️');
    expect(sent.find((m) => m.channel === 'whatsapp')!.body).toContain(warning);
  });

  it('sends no e-mail or WhatsApp when every new match looks like a scam, only an in-app warning', async () => {
    const { alerts, sent } = await runSearch('Chollo', 'chollo');
    expect(sent).toEqual([]);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'warning', title: '1 anuncio nuevo para «Chollo», con precio sospechoso', notice: { best: [] } });
    expect(alerts[0].message).toMatch(/⚠️ precio (sospechoso|muy bajo): compruébalo antes de pagar$/);
  });

  it('names "cumple todo lo que pides" when the ad meets every wish and its price gives no reason', async () => {
    const { alerts } = await runSearch('Cupra', 'cupra formentor', { fuel: ['gasolina'], maxKm: 100_000 });
    expect(alerts[0].notice).toMatchObject({ best: [{ title: 'Cupra Formentor', reason: { code: 'allWishes' } }], suspicious: [] });
    expect(alerts[0].message).toMatch(/^1\. Cupra Formentor · 25\.000 € · \d+\/100 · cumple todo lo que pides$/);
  });
});
