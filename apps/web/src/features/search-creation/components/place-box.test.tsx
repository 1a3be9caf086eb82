import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { FLOW_TIMEOUT_MS, flowHandlers, toLocation } from '../testing/flow-helpers';

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

describe('creation flow, step 1: a town or postcode beside the map', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('suggests towns as the customer types; arrows and Enter pick one, which becomes the centre', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    const box = screen.getByRole('combobox', { name: 'Municipio o código postal' });
    await user.type(box, 'alcala de hen');
    const option = await screen.findByRole('option', { name: 'Alcalá de Henares (Madrid)' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('centre')).toHaveTextContent('40.4821, -3.3600');
    expect(box).toHaveValue('Alcalá de Henares (Madrid)');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // Enter picked a place; it did not continue to step 2.
    expect(screen.getByText('Paso 2 de 4')).toBeInTheDocument();
  });

  it('places a postcode in its province, says when nothing matches, and closes with Escape', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    const box = screen.getByRole('combobox', { name: 'Municipio o código postal' });
    await user.type(box, 'xqzw');
    expect(await screen.findByText(/Ningún municipio coincide/)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '20001');
    await user.click(await screen.findByRole('option', { name: '20001 · provincia de Gipuzkoa' }));
    expect(screen.getByTestId('centre')).toHaveTextContent('43.3128, -1.9750');
    await user.clear(box);
    await user.type(box, 'getafe');
    await screen.findByRole('option', { name: 'Getafe (Madrid)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(screen.getByTestId('centre')).toHaveTextContent('43.3128, -1.9750');
  });
});
