import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PrivacyContent } from './privacy-content';

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const blocks = (root: Element | null) => [...(root?.querySelectorAll('h1, h2, p, li') ?? [])].map((element) => normalise(element.textContent));

describe('privacy policy', () => {
  it('public/privacy-policy.html carries exactly the text of the React page', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../../public/privacy-policy.html'), 'utf8');
    const staticArticle = new DOMParser().parseFromString(html, 'text/html').querySelector('article#policy');
    const { container } = render(<PrivacyContent />);
    const reactArticle = container.querySelector('article#policy');
    expect(staticArticle).not.toBeNull();
    expect(blocks(reactArticle).length).toBeGreaterThan(20);
    expect(blocks(staticArticle)).toEqual(blocks(reactArticle));
  });

  it('covers what the spec requires', () => {
    const { container } = render(<PrivacyContent />);
    const text = normalise(container.textContent);
    for (const phrase of [
      'Solo te enviaremos mensajes transaccionales',
      'Nunca te enviaremos promociones',
      'desactivando «Alertas por WhatsApp» en Configuración',
      'con el número de teléfono, la fecha y hora y el contexto',
      'entre 90 días y 2 años',
      '180 días después de su publicación',
      'Con quién compartimos',
      'Tus derechos',
      'Cookies',
      'Seguridad',
      'Contacto',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('reads in English, links kept, when English is chosen', async () => {
    await setLanguage('en');
    const { container, getByRole } = render(<PrivacyContent />);
    expect(getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const text = normalise(container.textContent);
    expect(text).toContain('Last updated: 21 November 2026');
    expect(text).toContain('We will never send you promotions or advertising through this channel.');
    expect(getByRole('heading', { name: '6. Your rights' })).toBeInTheDocument();
    expect(container.querySelectorAll('a[href^="mailto:"]').length).toBeGreaterThanOrEqual(5);
    await setLanguage('es');
  });
});
