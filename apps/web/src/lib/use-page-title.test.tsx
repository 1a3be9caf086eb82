import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title';

function Titled({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('builds "<title> · Ojeador", or the bare name without a title', () => {
    expect(pageTitle('Mis búsquedas')).toBe('Mis búsquedas · Ojeador');
    expect(pageTitle('  ')).toBe('Ojeador');
    expect(pageTitle(null)).toBe('Ojeador');
  });

  it('sets the document title and follows changes', () => {
    const { rerender } = render(<Titled title={null} />);
    expect(document.title).toBe('Ojeador');
    rerender(<Titled title="Seat Ibiza" />);
    expect(document.title).toBe('Seat Ibiza · Ojeador');
  });
});
