import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PLAN_CODES, SERVICE_TYPES, SUBSCRIPTION_PLANS } from '@ojeador/shared';
import { useCatalogNames } from './catalog-names';
import { setLanguage } from './i18n';

/** Every category, service type and plan as the server sends them (Spanish and English stored names), worded by code. */
function Names() {
  const names = useCatalogNames();
  return (
    <ul>
      {[...CATEGORIES.map((c) => names.category(c.code, c.name)), ...SERVICE_TYPES.map((s) => names.serviceType(s.code, s.name))].map((name) => (
        <li key={name}>{name}</li>
      ))}
      {PLAN_CODES.map((code) => (
        <li key={code}>{names.plan(code, SUBSCRIPTION_PLANS.find((plan) => plan.code === code)?.name)}</li>
      ))}
      <li>{names.category('boats', 'Barcos')}</li>
      <li>{names.serviceType(null, 'Tasación')}</li>
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useCatalogNames', () => {
  it('words categories, service types and plans in Spanish, and in English once English is chosen', async () => {
    render(<Names />);
    const spanishPlans = ['Gratis', 'Avanzado', 'Premium', 'Administrador'];
    expect(shown()).toEqual(['Coches', 'Motos', 'Casas y pisos', 'Búsqueda web', 'Revisión presencial', ...spanishPlans, 'Barcos', 'Tasación']);
    await act(() => setLanguage('en', { remember: false }));
    const englishPlans = ['Free', 'Advanced', 'Premium', 'Administrator'];
    expect(shown()).toEqual(['Cars', 'Motorbikes', 'Houses and flats', 'Web search', 'In-person review', ...englishPlans, 'Barcos', 'Tasación']);
  });
});
