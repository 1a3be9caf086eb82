import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';

describe('home page', () => {
  it('shows the claims, takes the focus to the form from "Empieza tu búsqueda", and has testimonials', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderApp('/');
    expect(await screen.findByText('+25.000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empieza tu búsqueda' }));
    expect(scroll.mock.contexts.some((el) => (el as Element).id === 'crear-busqueda')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Crea tu búsqueda' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Coches' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Coches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cómo se usa Ojeador' })).toBeInTheDocument();
    scroll.mockRestore();
  });

  it('reads as a product: no "ilustrativos" disclaimer, "Qué buscas" once, the bare site title', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    renderApp('/');
    await screen.findByText('+25.000');
    expect(screen.queryByText(/ilustrativ/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /Qué buscas/ })).toHaveLength(1);
    expect(screen.queryByText('¿Qué buscas?')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ojeador'));
  });

  it('brings the creation flow into view when opened at /#crear-busqueda ("Nueva búsqueda")', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/#crear-busqueda');
    await screen.findByText('+25.000');
    expect(scroll.mock.contexts.some((el) => (el as Element).id === 'crear-busqueda')).toBe(true);
    scroll.mockRestore();
  });

  it('links the footer to the privacy policy, terms and contact pages', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    const { user } = renderApp('/');
    const legal = within(await screen.findByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
    expect(legal.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terminos');
    await user.click(legal.getByRole('link', { name: 'Contacto' }));
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'soporte@ojeador.es' })).toHaveAttribute('href', 'mailto:soporte@ojeador.es');
  });

  it('serves the terms at /terminos with a way back', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    renderApp('/terminos');
    expect(await screen.findByRole('heading', { name: 'Términos de uso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
