import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, hasLeadingEmoji, toast } from './toast';

describe('toast', () => {
  it("recognises the spec's leading emoji", () => {
    expect(hasLeadingEmoji('✅ Búsqueda creada exitosamente')).toBe(true);
    expect(hasLeadingEmoji('❌ Error al eliminar la búsqueda')).toBe(true);
    expect(hasLeadingEmoji('⚠️ Atención')).toBe(true);
    expect(hasLeadingEmoji('Saldo cargado ✅')).toBe(false);
  });

  it('shows one icon: the emoji of the text, or sonner’s icon when the text has none', async () => {
    const { container } = render(<Toaster />);
    toast.success('✅ Ad added successfully');
    const withEmoji = (await screen.findByText('✅ Ad added successfully')).closest('[data-sonner-toast]');
    expect(withEmoji?.querySelector('[data-icon]')).toBeNull();
    toast.success('Ajustes guardados');
    const plain = (await screen.findByText('Ajustes guardados')).closest('[data-sonner-toast]');
    expect(plain?.querySelector('[data-icon]')).not.toBeNull();
    expect(container).toBeTruthy();
  });
});
