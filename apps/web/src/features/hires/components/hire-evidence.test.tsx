import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HireEvidence } from '@ojeador/shared';
import { makeHire, openSearch } from '../test/hire-section-setup';

const PHOTO: HireEvidence = {
  id: 1,
  kind: 'photo',
  name: 'motor.jpg',
  uploadedBy: 'expert',
  createdAt: '2026-11-02T10:00:00Z',
  url: '/api/SearchHire/40/evidence/1',
  item: null,
};
const PDF: HireEvidence = {
  id: 2,
  kind: 'pdf',
  name: 'informe-dgt.pdf',
  uploadedBy: 'expert',
  createdAt: '2026-11-02T10:05:00Z',
  url: '/api/SearchHire/40/evidence/2',
  item: null,
};

const evidence = async () => within(await screen.findByRole('region', { name: 'Fotos y documentos' }));

describe('the photos and documents of a hire', { timeout: 20_000 }, () => {
  it('shows the photos (fetched with the session) and the PDFs, and attaches more', async () => {
    let stored = [PHOTO, PDF];
    const { user, calls } = openSearch('client', makeHire({ status: 'awaiting_client_decision' }), {
      'GET /api/SearchHire/40/evidence': () => ({ body: stored }),
      'GET /api/SearchHire/40/evidence/1': { body: 'jpeg-bytes' },
      'GET /api/SearchHire/40/evidence/2': { body: '%PDF-1.4' },
      'POST /api/SearchHire/40/evidence': () => {
        const added: HireEvidence = { ...PHOTO, id: 3, name: 'arañazo.png', uploadedBy: 'client' };
        stored = [...stored, added];
        return { status: 201, body: [added] };
      },
    });
    const region = await evidence();
    expect(await region.findByRole('img', { name: 'motor.jpg · Experto' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(region.getByText('informe-dgt.pdf')).toBeInTheDocument();
    const photoRead = calls.find((c) => c.path === '/api/SearchHire/40/evidence/1');
    expect(photoRead?.headers.get('authorization')).toMatch(/^Bearer /);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'arañazo.png', { type: 'image/png' });
    await user.upload(region.getByLabelText('Elegir fotos o PDF'), file);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/SearchHire/40/evidence')).toBe(true));
    expect(await region.findByRole('img', { name: 'arañazo.png · Cliente' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a file', async () => {
    const { user } = openSearch('expert', makeHire({ status: 'accepted' }), {
      'POST /api/SearchHire/40/evidence': {
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Solo se aceptan fotos (JPEG o PNG) y documentos PDF', requestId: 'r' },
      },
    });
    const region = await evidence();
    expect(region.getByText('Aún no hay fotos ni documentos.')).toBeInTheDocument();
    await user.upload(region.getByLabelText('Elegir fotos o PDF'), new File(['MZ'], 'virus.pdf', { type: 'application/pdf' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Solo se aceptan fotos (JPEG o PNG) y documentos PDF');
  });

  it('lets the admin read without attaching, and hides the section when there is nothing to show or add', async () => {
    openSearch('admin', makeHire({ status: 'disputed' }), { 'GET /api/SearchHire/40/evidence': { body: [PDF] } });
    const region = await evidence();
    expect(region.getByText('informe-dgt.pdf')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Adjuntar fotos o PDF' })).not.toBeInTheDocument();
  });

  it('attaches photos to one checklist point while finalizing, and shows them under that point in the report', async () => {
    let stored: HireEvidence[] = [];
    const expertView = openSearch('expert', makeHire({ status: 'accepted', serviceTypeId: 2, serviceTypeCode: 'inPersonReview' }), {
      'GET /api/SearchHire/40/evidence': () => ({ body: stored }),
      'POST /api/SearchHire/40/evidence': (request) => {
        const item = (request.body as FormData).get('item') as string;
        const added: HireEvidence = { ...PHOTO, id: 5, name: 'neumaticos.png', url: '/api/SearchHire/40/evidence/5', item };
        stored = [...stored, added];
        return { status: 201, body: [added] };
      },
      'GET /api/SearchHire/40/evidence/5': { body: 'png-bytes' },
    });
    await expertView.user.click(await screen.findByRole('button', { name: 'Finalizar Servicio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar servicio' }));
    await expertView.user.upload(
      dialog.getByLabelText('Añadir fotos de «Neumáticos y frenos»'),
      new File([new Uint8Array([137, 80])], 'neumaticos.png', { type: 'image/png' }),
    );
    expect(await dialog.findByText('1 foto adjunta')).toBeInTheDocument();
    const post = expertView.calls.find((c) => c.method === 'POST' && c.path === '/api/SearchHire/40/evidence');
    expect((post?.body as FormData).get('item')).toBe('tyres');
    expertView.unmount();

    openSearch(
      'client',
      makeHire({
        status: 'awaiting_client_decision',
        report: 'Revisado en persona.',
        checklist: [
          { key: 'itv', label: 'ITV en vigor y sin defectos pendientes', result: 'ok', note: '' },
          { key: 'tyres', label: 'Neumáticos y frenos', result: 'issue', note: 'Traseros al 20 %' },
        ],
      }),
      { 'GET /api/SearchHire/40/evidence': () => ({ body: stored }), 'GET /api/SearchHire/40/evidence/5': { body: 'png-bytes' } },
    );
    const points = within(await screen.findByRole('list', { name: 'Revisión presencial' })).getAllByRole('listitem');
    const tyres = points.find((point) => point.textContent?.startsWith('Neumáticos y frenos'));
    expect(await within(tyres as HTMLElement).findByRole('img', { name: 'neumaticos.png · Experto' })).toBeInTheDocument();
    const itv = points.find((point) => point.textContent?.startsWith('ITV'));
    expect(within(itv as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });
});
