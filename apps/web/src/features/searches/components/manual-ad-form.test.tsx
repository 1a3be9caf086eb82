import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INPUT_MESSAGES } from '@ojeador/shared';
import { ManualAdForm } from './manual-ad-form';

/** the form uses the server's link rule, so a private address is refused before sending. */
describe('ManualAdForm links', () => {
  it('refuses private and local addresses for the ad and its images with the shared message', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <ManualAdForm
        defaultCategory={1}
        categories={[{ id: 1, code: 'cars', name: 'Coches' }]}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Título'), 'Seat Ibiza');
    await user.type(screen.getByLabelText('Descripción'), 'Un solo dueño');
    await user.type(screen.getByLabelText('Precio (€)'), '9000');
    await user.type(screen.getByLabelText('URL del anuncio'), 'http://169.254.169.254/latest/meta-data');
    await user.type(screen.getByLabelText('Imagen 1'), 'http://[[::ffff:127.0.0.1]/a.jpg');
    await user.type(screen.getByLabelText('Provincia'), 'Madrid');
    await user.type(screen.getByLabelText('Ciudad'), 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await screen.findAllByText(INPUT_MESSAGES.urlPrivate)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
