import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HireMessage } from '@ojeador/shared';
import { makeHire, openSearch } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const message = (overrides: Partial<HireMessage> = {}): HireMessage => ({
  id: 1,
  hireId: 40,
  text: '¿Nos vemos el sábado?',
  author: { role: 'client', name: 'Carlos' },
  mine: true,
  createdAt: '2026-11-02T10:00:00Z',
  readAt: null,
  ...overrides,
});

const thread = async () => within(await screen.findByRole('region', { name: 'Mensajes' }));

describe('the message thread of a hire', { timeout: 20_000 }, () => {
  it('shows the messages with author, time and read marks', async () => {
    openSearch('client', makeHire(), {
      'GET /api/SearchHire/40/messages': {
        body: {
          hireId: 40,
          canPost: true,
          messages: [
            message({ readAt: '2026-11-02T11:00:00Z' }),
            message({ id: 2, text: 'Sí, a las 11', author: { role: 'expert', name: 'Eva Experta' }, mine: false }),
            message({ id: 3, text: '¡Perfecto!' }),
          ],
        },
      },
    });
    const region = await thread();
    expect(await region.findByText('¿Nos vemos el sábado?')).toBeInTheDocument();
    expect(region.getByText('Eva Experta (experto)')).toBeInTheDocument();
    expect(region.getByText('Leído')).toBeInTheDocument();
    expect(region.getByText('Enviado')).toBeInTheDocument();
  });

  it('shows the empty state, sends with Enter and clears the box', async () => {
    let sent: HireMessage[] = [];
    const { calls, user } = openSearch('expert', makeHire(), {
      'GET /api/SearchHire/40/messages': () => ({ body: { hireId: 40, canPost: true, messages: sent } }),
      'POST /api/SearchHire/40/messages': (request) => {
        const created = message({ text: (request.body as { text: string }).text, author: { role: 'expert', name: 'Eva Experta' } });
        sent = [created];
        return { status: 201, body: created };
      },
    });
    const region = await thread();
    expect(await region.findByText('Aún no hay mensajes. Escribe para acordar los detalles con la otra parte.')).toBeInTheDocument();
    const box = region.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, '  Le llamo por aquí  {Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Le llamo por aquí' }));
    expect(await region.findByText('Le llamo por aquí')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps Shift+Enter as a new line and refuses an empty message without calling the server', async () => {
    const { calls, user } = openSearch('client', makeHire());
    const region = await thread();
    const box = await region.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.click(region.getByRole('button', { name: 'Enviar' }));
    expect(await region.findByText('Escribe un mensaje', { selector: 'p' })).toBeInTheDocument();
    await user.type(box, 'Línea 1{Shift>}{Enter}{/Shift}Línea 2');
    expect(box).toHaveValue('Línea 1\nLínea 2');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal (429) and keeps the text", async () => {
    const { user } = openSearch('client', makeHire(), {
      'POST /api/SearchHire/40/messages': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Has enviado demasiados mensajes en poco tiempo. Espera unos minutos.', requestId: 'r' },
      },
    });
    const region = await thread();
    const box = await region.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, 'Otra más{Enter}');
    expect(await region.findByText('Has enviado demasiados mensajes en poco tiempo. Espera unos minutos.')).toBeInTheDocument();
    expect(box).toHaveValue('Otra más');
  });

  it('lets the admin read without a box', async () => {
    openSearch('admin', makeHire({ status: 'disputed' }), {
      'GET /api/SearchHire/40/messages': { body: { hireId: 40, canPost: false, messages: [message({ mine: false })] } },
    });
    const region = await thread();
    expect(await region.findByText('¿Nos vemos el sábado?')).toBeInTheDocument();
    expect(region.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the error with Reintentar', async () => {
    let failures = 1;
    const { user } = openSearch('client', makeHire(), {
      'GET /api/SearchHire/40/messages': () =>
        failures-- > 0
          ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno', requestId: 'r' } }
          : { body: { hireId: 40, canPost: true, messages: [message()] } },
    });
    const region = await thread();
    expect(await region.findByText('Error interno')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Reintentar' }));
    expect(await region.findByText('¿Nos vemos el sábado?')).toBeInTheDocument();
  });

  it('is not shown before the hire is paid', async () => {
    openSearch('client', makeHire({ status: 'awaiting_payment' }));
    await screen.findByRole('region', { name: 'Contratación' });
    expect(screen.queryByRole('region', { name: 'Mensajes' })).not.toBeInTheDocument();
  });
});
