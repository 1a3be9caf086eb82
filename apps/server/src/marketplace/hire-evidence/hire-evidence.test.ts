import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.js';
import { hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { exeBytes, form, jpegWithGps, solidPng } from '../../../test/images.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function acceptedHire() {
  const scene = await hireScene(t);
  await topUp(t, scene.client, 50);
  const hireId = await hireFromBalance(t, scene);
  return { scene, hireId };
}

describe('/api/SearchHire/{id}/evidence: photos and PDFs for the report and a dispute', () => {
  it('takes photos and PDFs from both parties once accepted, lists them, and serves each to the parties and the admin only', async () => {
    const { scene, hireId } = await acceptedHire();
    const url = `/api/SearchHire/${hireId}/evidence`;
    // Pending: nothing to prove yet.
    expect((await t.as(scene.client).post(url, form({}, [{ field: 'Files', name: 'x.png', data: await solidPng() }]))).statusCode).toBe(409);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });

    const fromExpert = await t.as(scene.expert).post(
      url,
      form({}, [
        { field: 'Files', name: 'motor.jpg', data: await jpegWithGps() },
        { field: 'Files', name: 'informe-dgt.pdf', data: PDF, type: 'application/pdf' },
      ]),
    );
    expect(fromExpert.statusCode).toBe(201);
    expect(fromExpert.json()).toEqual([
      expect.objectContaining({ kind: 'photo', name: 'motor.jpg', uploadedBy: 'expert' }),
      expect.objectContaining({ kind: 'pdf', name: 'informe-dgt.pdf', uploadedBy: 'expert' }),
    ]);
    const fromClient = await t.as(scene.client).post(url, form({}, [{ field: 'Files', name: 'arañazo.png', data: await solidPng() }]));
    expect(fromClient.json()).toEqual([expect.objectContaining({ kind: 'photo', uploadedBy: 'client', item: null })]);
    // A photo of one checklist point says which; a point no checklist has is refused.
    const tyres = await t.as(scene.expert).post(url, form({ item: 'tyres' }, [{ field: 'Files', name: 'neumaticos.png', data: await solidPng() }]));
    expect(tyres.json()).toEqual([expect.objectContaining({ name: 'neumaticos.png', item: 'tyres' })]);
    const unknown = await t.as(scene.expert).post(url, form({ item: 'wings' }, [{ field: 'Files', name: 'x.png', data: await solidPng() }]));
    expect(unknown.statusCode).toBe(400);
    expect((await t.as(scene.expert).post(url, form({ item: '../x' }, [{ field: 'Files', name: 'x.png', data: await solidPng() }]))).statusCode).toBe(400);

    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    for (const reader of [scene.client, scene.expert, admin]) {
      const list = await t.as(reader).get(url);
      expect(list.json().map((e: { name: string }) => e.name)).toEqual(['motor.jpg', 'informe-dgt.pdf', 'arañazo.png', 'neumaticos.png']);
    }
    const [photo, pdf] = fromExpert.json<{ url: string }[]>();
    const image = await t.as(admin).get(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    // Re-encoded: the phone's GPS position and make are gone.
    expect(image.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const document = await t.as(scene.client).get(pdf.url);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.equals(PDF)).toBe(true);

    const stranger = await signIn(t.app);
    expect((await t.as(stranger).get(url)).statusCode).toBe(404);
    expect((await t.as(stranger).get(photo.url)).statusCode).toBe(404);
    expect((await t.anonymous.get(photo.url)).statusCode).toBe(401);
    expect((await t.as(stranger).post(url, form({}, [{ field: 'Files', name: 'x.png', data: await solidPng() }]))).statusCode).toBe(404);
    expect((await t.as(admin).post(url, form({}, [{ field: 'Files', name: 'x.png', data: await solidPng() }]))).statusCode).toBe(403);
    expect((await t.as(scene.client).get(`${url}/999999`)).statusCode).toBe(404);
    // Not a public upload: the file is nowhere under /uploads.
    expect(photo.url.startsWith('/api/SearchHire/')).toBe(true);
  });

  it('refuses what is not a photo or a PDF by its bytes, an empty form and a broken body, storing nothing', async () => {
    const { scene, hireId } = await acceptedHire();
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    const url = `/api/SearchHire/${hireId}/evidence`;
    const disguised = await t.as(scene.client).post(
      url,
      form({}, [
        { field: 'Files', name: 'ok.png', data: await solidPng() },
        { field: 'Files', name: 'factura.pdf', data: exeBytes(), type: 'application/pdf' },
      ]),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('Solo se aceptan fotos (JPEG o PNG) y documentos PDF');
    expect((await t.as(scene.client).post(url, form({}))).statusCode).toBe(400);
    const broken = await t.as(scene.client).post(url, 'not multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.statusCode).toBe(400);
    expect((await t.as(scene.client).get(url)).json()).toEqual([]);
  });
});
