import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { storeSession } from '@/test/tokens';
import { SERVICE, stubExpertPanel } from '../testing/expert-panel-fixtures';

const refused: [string, string][] = [
  ['0.001', 'El precio admite como máximo dos decimales'],
  ['0.000000001', 'El precio admite como máximo dos decimales'],
  ['1e2', 'Escribe el precio en euros solo con cifras, por ejemplo 49 o 49,50'],
  ['10000.01', 'El precio no puede superar 10.000 €'],
  ['-1', 'El precio debe ser mayor que 0'],
  ['0', 'El precio debe ser mayor que 0'],
];

// The service form judges prices with the server's rule (whole cents from 1 cent to 10,000 €) before sending.
describe('/expert-panel, service prices', { timeout: 20_000 }, () => {
  it('the new-service form refuses prices the server refuses, and sends a good one', async () => {
    storeSession({ role: 'Expert' });
    const { calls } = stubExpertPanel({ 'POST /api/SearchService': { status: 201, body: SERVICE } });
    const { user } = renderApp('/expert-panel');
    await user.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo Servicio de Búsqueda' }));
    await user.selectOptions(dialog.getByLabelText('Categoría'), '2');
    await user.selectOptions(await dialog.findByLabelText('Tipo de Servicio'), '1');
    await user.type(dialog.getByLabelText('Condiciones'), 'Informe en 24 h');
    await user.upload(dialog.getByLabelText(/^Imágenes \(PNG/), new File(['a'], 'a.png', { type: 'image/png' }));
    const price = dialog.getByLabelText('Precio');
    for (const [value, message] of refused) {
      await user.clear(price);
      await user.type(price, value);
      await user.click(dialog.getByRole('button', { name: 'Crear Servicio' }));
      expect(dialog.getByRole('alert')).toHaveTextContent(message);
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(price);
    await user.type(price, '49.50');
    await user.click(dialog.getByRole('button', { name: 'Crear Servicio' }));
    expect(await screen.findByText('Servicio creado exitosamente')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('price')).toBe('49.5');
  });

  it('the edit form refuses them too', async () => {
    storeSession({ role: 'Expert' });
    const { calls } = stubExpertPanel({ 'GET /api/SearchService/expert/3': { body: [SERVICE] } });
    const { user } = renderApp('/expert-panel');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar servicio' }));
    const price = dialog.getByLabelText('Precio');
    for (const [value, message] of refused) {
      await user.clear(price);
      await user.type(price, value);
      await user.click(dialog.getByRole('button', { name: 'Guardar' }));
      expect(dialog.getByRole('alert')).toHaveTextContent(message);
    }
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
