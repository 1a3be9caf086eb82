import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@ojeador/shared';
import { i18n, setLanguage } from '@/lib/i18n';
import '../i18n';
import { planIncludes } from './plan-texts';

const plan = (code: string, maxSearches: number, minSearchInterval: number, monthlyPrice: number): SubscriptionPlan => ({
  code,
  name: code,
  monthlyPrice,
  maxSearches,
  minSearchInterval,
  includes: [],
});
const FREE = plan('free', 1, 6, 0);
const PLUS = plan('plus', 5, 3, 9.99);
const PRO = plan('pro', 20, 1, 24.99);

describe('planIncludes', () => {
  it('says both search limits in one line, from the plan numbers: "1 búsqueda activa (hasta 10 guardadas)"', () => {
    const t = i18n.getFixedT('es', 'subscriptions');
    expect(planIncludes(t, FREE)).toEqual([
      '1 búsqueda activa (hasta 10 guardadas)',
      'Revisión de anuncios cada 6 horas como mínimo',
      'Alertas en la app, por e-mail y WhatsApp',
      'Puntuación y análisis de cada anuncio',
    ]);
    expect(planIncludes(t, PLUS)[0]).toBe('5 búsquedas activas a la vez (hasta 25 guardadas)');
    expect(planIncludes(t, PRO)[0]).toBe('20 búsquedas activas a la vez (hasta 100 guardadas)');
    // No second, separate line about the searches kept.
    expect(planIncludes(t, PRO).filter((line) => /guardad/.test(line))).toHaveLength(1);
  });

  it('says the same in English', async () => {
    await setLanguage('en', { remember: false });
    const t = i18n.getFixedT('en', 'subscriptions');
    expect(planIncludes(t, FREE)[0]).toBe('1 active search (up to 10 saved)');
    expect(planIncludes(t, PLUS)[0]).toBe('5 active searches at a time (up to 25 saved)');
    expect(planIncludes(t, PRO).filter((line) => /saved/.test(line))).toEqual(['20 active searches at a time (up to 100 saved)']);
  });
});
