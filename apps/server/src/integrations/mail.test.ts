import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index.js';
import { createSearch, signIn } from '../../test/factories.js';
import { carAd, writeFeed } from '../../test/feed-file.js';
import { startSmtpFake } from '../../test/fakes/smtp-fake.js';
import { useTestApp } from '../../test/use-test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
beforeAll(async () => {
  smtp = await startSmtpFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => smtp.close());

const t = useTestApp(
  () => {
    const feed = writeFeed([carAd({ externalId: 'mail-1', price: 11000 }), carAd({ externalId: 'mail-2', price: 13000 })]);
    return { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'Ojeador <alertas@ojeador.test>', FEED_FILES: feed };
  },
  { workers: true },
);

describe('e-mail alerts over SMTP', () => {
  it('delivers the digest of a run to the customer through the SMTP server', async () => {
    const owner = await signIn(t.app, { email: 'clara@example.com', name: 'Clara' });
    const search = await createSearch(t.app, owner, { title: 'León barato', parameters: { keywords: 'seat leon' } });
    await t.app.ctx.engine.runner.run(search.id, 'manual');

    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 100 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('alertas@ojeador.test');
    expect(mail.to).toEqual(['clara@example.com']);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Ojeador: 2 anuncios nuevos/);
    expect(mail.raw).toContain(`/busquedas/${search.id}`);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'clara@example.com'));
    await expect.poll(async () => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id)))[0].status).toBe('sent');
  });
});
