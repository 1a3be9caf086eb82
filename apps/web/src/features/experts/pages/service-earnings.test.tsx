import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { storeSession } from '@/test/tokens';
import { stubExpertPanel } from '../testing/expert-panel-fixtures';

/** The expert panel's new-service dialog, with the server's terms as given. */
async function newServiceDialog(terms: { commissionPercent: number; canTransfer: boolean }) {
  storeSession({ role: 'Expert' });
  stubExpertPanel({ 'GET /api/Experts/terms': { body: terms } });
  const { user } = renderApp('/expert-panel');
  await user.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Nuevo Servicio de Búsqueda' })) };
}

// Experts learn the commission before pricing a service, not from their wallet (docs/payments.md).
describe('/expert-panel, what the expert receives', { timeout: 20_000 }, () => {
  it('says the commission and "Recibirás" for the price typed, and that test payments stay on the platform', async () => {
    const { user, dialog } = await newServiceDialog({ commissionPercent: 10, canTransfer: false });
    expect(await dialog.findByText('Ojeador se queda el 10 % de cada servicio completado; el resto es para ti.')).toBeInTheDocument();
    expect(dialog.getByText(/los pagos son de prueba/)).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Precio'), '49.50');
    expect(dialog.getByTestId('service-earnings')).toHaveTextContent(/Recibirás 44,55\s€: la comisión de Ojeador es del 10 % \(4,95\s€\)\./);
  });

  it('says nothing of test payments when the provider transfers to the bank', async () => {
    const { dialog } = await newServiceDialog({ commissionPercent: 12, canTransfer: true });
    expect(await dialog.findByText(/el 12 % de cada servicio/)).toBeInTheDocument();
    expect(dialog.queryByText(/los pagos son de prueba/)).toBeNull();
  });
});
