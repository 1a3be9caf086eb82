import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MapErrorBoundary } from './map-error-boundary';

function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('chunk failed');
  return <p>Mapa listo</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <MapErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Flaky broken={attempt === 0} />
    </MapErrorBoundary>
  );
}

describe('MapErrorBoundary', () => {
  it("shows 'Error al cargar el mapa' and loads again on 'Reintentar'", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar el mapa');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mapa listo')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
