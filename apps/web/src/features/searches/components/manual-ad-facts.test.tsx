import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@ojeador/shared';
import { ManualAdForm } from './manual-ad-form';

const CATEGORIES = [
  { id: 1, code: 'cars', name: 'Coches' },
  { id: 3, code: 'homes', name: 'Casas y pisos' },
] satisfies Category[];
const CENTRE = { latitude: 40.4168, longitude: -3.7038 };

function renderForm(searchCentre: typeof CENTRE | null = CENTRE) {
  const onSubmit = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <ManualAdForm defaultCategory={1} categories={CATEGORIES} pending={false} onSubmit={onSubmit} onCancel={() => undefined} searchCentre={searchCentre} />,
  );
  return { onSubmit, user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Título'), 'Seat Ibiza');
  await user.type(screen.getByLabelText('Descripción'), 'Un solo dueño');
  await user.type(screen.getByLabelText('Precio (€)'), '9000');
  await user.type(screen.getByLabelText('URL del anuncio'), 'https://es.wallapop.com/item/seat-ibiza-1');
  await user.type(screen.getByLabelText('Imagen 1'), 'https://cdn.example.com/ibiza.jpg');
  await user.type(screen.getByLabelText('Provincia'), 'Madrid');
  await user.type(screen.getByLabelText('Ciudad'), 'Getafe');
}

const REQUIRED = {
  title: 'Seat Ibiza',
  description: 'Un solo dueño',
  price: 9000,
  url: 'https://es.wallapop.com/item/seat-ibiza-1',
  images: ['https://cdn.example.com/ibiza.jpg'],
  category: 1,
  province: 'Madrid',
  city: 'Getafe',
  sellerType: 'particular',
  platformId: 1,
};

describe('ManualAdForm facts', () => {
  it("sends a vehicle's year, km, fuel, publish date and the search's centre as its position", async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Año'), '2018');
    await user.type(screen.getByLabelText('Kilómetros'), '90000');
    await user.selectOptions(screen.getByLabelText('Combustible'), 'diesel');
    await user.type(screen.getByLabelText('Fecha de publicación'), '2025-01-10');
    await user.click(screen.getByRole('radio', { name: 'Igual que el centro de la búsqueda' }));
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...REQUIRED,
      year: 2018,
      km: 90000,
      fuel: 'diesel',
      publishDate: '2025-01-10',
      position: 'searchCentre',
    });
  });

  it('sends no facts and no position when none are given (empty boxes are "not said", not zero)', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    expect(screen.getByRole('radio', { name: 'Sin ubicación' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0][0] as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined))).toEqual(REQUIRED);
  });

  it('asks for rooms and m² for homes, and sends only those', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Año'), '2018');
    await user.selectOptions(screen.getByLabelText('Categoría'), '3');
    expect(screen.queryByLabelText('Año')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Combustible')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Habitaciones'), '3');
    await user.type(screen.getByLabelText('Superficie (m²)'), '85.5');
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    const sent = onSubmit.mock.calls[0][0] as Record<string, unknown>;
    expect(sent).toMatchObject({ category: 3, rooms: 3, sqm: 85.5 });
    expect(sent.year).toBeUndefined();
  });

  it('shows the shared rules under bad facts and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Año'), '1850');
    await user.type(screen.getByLabelText('Kilómetros'), '-5');
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await screen.findByText('El año no puede ser anterior a 1900')).toBeInTheDocument();
    expect(screen.getByText('Los kilómetros no pueden ser negativos')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the point when the map is chosen and none is marked', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Marcar en el mapa' }));
    expect(screen.getByText('Pulsa en el mapa donde está el anuncio.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await screen.findByText('Marca en el mapa dónde está el anuncio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("does not offer the search's centre when the search has none", () => {
    renderForm(null);
    expect(screen.queryByRole('radio', { name: 'Igual que el centro de la búsqueda' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Marcar en el mapa' })).toBeInTheDocument();
  });
});
