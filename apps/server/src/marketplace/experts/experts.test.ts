import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXPERT_MESSAGES } from '@ojeador/shared';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { signIn } from '../../../test/factories.js';
import { exeBytes, form, jpegWithGps, sixMegabytePng, solidJpeg, solidPng } from '../../../test/images.js';
import { useTestApp } from '../../../test/use-test-app.js';

let dataDir: string;
const t = useTestApp(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-experts-'));
  return { DATA_DIR: dataDir };
});

const expertFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'experts'));
  } catch {
    return [];
  }
};

const registration = async (picture?: { data: Buffer; name: string; type?: string }, description = 'Mecánico con 15 años revisando coches de segunda mano') =>
  form(description === '' ? {} : { description }, picture ? [{ field: 'profilePicture', ...picture }] : []);

describe('POST /api/User/become-expert', () => {
  it('answers 403 to a user without a verified phone, and makes no expert', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const filesBefore = expertFiles().length;
    const res = await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'yo.jpg' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: EXPERT_MESSAGES.phoneNotVerified });
    expect(expertFiles()).toHaveLength(filesBefore);
    expect((await t.as(user).get('/api/User/expert-profile')).statusCode).not.toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.anonymous.post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'yo.jpg' }));
    expect(res.statusCode).toBe(401);
  });

  it('registers the expert: new session with role Expert, the profile, and a stored photo without GPS', async () => {
    const user = await signIn(t.app, { name: 'Marta Mecánica' });
    const original = await jpegWithGps();
    const originalExif = (await sharp(original).metadata()).exif as Buffer;
    expect(originalExif.includes('PhoneMaker')).toBe(true);
    expect(originalExif.includes(Buffer.from([0x88, 0x25])) || originalExif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await t.as(user).post('/api/User/become-expert', await registration({ data: original, name: 'IMG_2041.jpg' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.user.id, role: 'Expert', name: 'Marta Mecánica' });
    expect(body.token).not.toBe(user.token);

    const profile = await t.as({ headers: { authorization: `Bearer ${body.token}` } }).get('/api/User/expert-profile');
    expect(profile.statusCode).toBe(200);
    const data = profile.json();
    expect(data).toMatchObject({
      description: 'Mecánico con 15 años revisando coches de segunda mano',
      stripeAccountId: null,
      activeServices: 0,
      activeHires: 0,
    });
    expect(data.profilePictureUrl).toMatch(/^\/uploads\/experts\/[0-9a-f-]{36}\.jpg$/);
    expect(data.profilePictureUrl).not.toContain('IMG_2041');

    const stored = readFileSync(path.join(dataDir, data.profilePictureUrl.replace('/uploads/', 'uploads/')));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    expect(stored.includes('secret-owner')).toBe(false);

    const served = await t.anonymous.get(data.profilePictureUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers 409 the second time, and an admin cannot become an expert', async () => {
    const user = await signIn(t.app);
    expect((await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }))).statusCode).toBe(200);
    const again = await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: EXPERT_MESSAGES.alreadyExpert });

    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const res = await t.as(admin).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EXPERT_MESSAGES.adminCannotBecomeExpert);
  });

  it('asks for the photo and the description with the spec messages', async () => {
    const user = await signIn(t.app);
    const noPhoto = await t.as(user).post('/api/User/become-expert', await registration(undefined));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('La foto de perfil es requerida');
    for (const description of ['', '   ']) {
      const res = await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }, description));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EXPERT_MESSAGES.descriptionRequired);
    }
  });

  it('checks the description at the route, answered like a JSON body: the field named, a PascalCase Description accepted', async () => {
    const user = await signIn(t.app);
    const long = await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }, 'x'.repeat(2001)));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION',
      message: EXPERT_MESSAGES.descriptionTooLong,
      details: [{ path: 'description', message: EXPERT_MESSAGES.descriptionTooLong }],
    });
    const pascal = await t
      .as(user)
      .post('/api/User/become-expert', form({ Description: 'Perito de motos' }, [{ field: 'ProfilePicture', data: await solidJpeg(), name: 'a.jpg' }]));
    expect(pascal.statusCode).toBe(200);
  });

  it('judges the file by its bytes: a PNG named .exe is accepted, an .exe named .png and a truncated JPEG are 415', async () => {
    const pngAsExe = await signIn(t.app);
    const ok = await t
      .as(pngAsExe)
      .post('/api/User/become-expert', await registration({ data: await solidPng(), name: 'foto.exe', type: 'application/x-msdownload' }));
    expect(ok.statusCode).toBe(200);
    const profile = await t.as(pngAsExe).get('/api/User/expert-profile');
    expect(profile.json().profilePictureUrl).toMatch(/\.png$/);

    const jpeg = await solidJpeg({ width: 300, height: 200 });
    for (const file of [
      { data: exeBytes(), name: 'foto.png', type: 'image/png' },
      { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cortada.jpg', type: 'image/jpeg' },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'x.png', type: 'image/png' },
    ]) {
      const user = await signIn(t.app);
      const res = await t.as(user).post('/api/User/become-expert', await registration(file));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Solo se permiten imágenes JPG y PNG' });
    }
  });

  it('answers 413 with the spec message for a photo over 5 MB', async () => {
    const user = await signIn(t.app);
    const big = await sixMegabytePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await t.as(user).post('/api/User/become-expert', await registration({ data: big, name: 'grande.png', type: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'La imagen no puede superar los 5MB' });
  });

  it('leaves no file behind when a request fails, even when two registrations race', async () => {
    const before = expertFiles().length;
    const user = await signIn(t.app);
    await t.as(user).post('/api/User/become-expert', await registration({ data: exeBytes(), name: 'x.png' }));
    await t.as(user).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' }, ''));
    expect(expertFiles()).toHaveLength(before);

    const racer = await signIn(t.app);
    const [first, second] = await Promise.all([
      t.as(racer).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'a.jpg' })),
      t.as(racer).post('/api/User/become-expert', await registration({ data: await solidJpeg(), name: 'b.jpg' })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(expertFiles()).toHaveLength(before + 1);
  });

  it('refuses a body that is not multipart', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/User/become-expert', { description: 'x' });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/User/expert-profile', () => {
  it('answers 401 without a session and 404 with the spec message for a customer', async () => {
    expect((await t.anonymous.get('/api/User/expert-profile')).statusCode).toBe(401);
    const customer = await signIn(t.app);
    const res = await t.as(customer).get('/api/User/expert-profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el perfil de experto');
  });
});
