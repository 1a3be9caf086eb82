import { describe, expect, it } from 'vitest';
import { CONTACT_HINTS, contactSignals, HINT_TRIGGER } from './risk-signals.js';
import { foldText } from './text.js';

const signals = (text: string) => contactSignals(foldText(text));

describe('contactSignals', () => {
  it('finds off-platform contact, prepayment and shipping hints', () => {
    expect(signals('Solo WhatsApp')).toEqual(['whatsapp']);
    expect(signals('Escríbeme por guasap')).toEqual(['whatsapp']);
    expect(signals('Pago solo transferencia')).toEqual(['prepayment']);
    expect(signals('Bizum por adelantado para reservar')).toEqual(['prepayment']);
    expect(signals('Western Union')).toEqual(['prepayment']);
    expect(signals('Hago envíos a toda España')).toEqual(['shipping']);
  });

  it('finds phone numbers and e-mails', () => {
    expect(signals('Llamar al 612 345 678')).toEqual(['phone']);
    expect(signals('Tel. +34 912-345-678')).toEqual(['phone']);
    expect(signals('Contacto: vendedor.coches@gmail.com')).toEqual(['email']);
  });

  it('does not mistake prices, km and years for phones', () => {
    expect(signals('Año 2019, 95.000 km, 12.500 €, 150 CV, BMW X3')).toEqual([]);
    expect(signals('Referencia 1612345678901')).toEqual([]);
  });

  it('has a trigger for every hint (the cheap pre-check must never hide one)', () => {
    for (const hint of Object.values(CONTACT_HINTS).flat()) expect(HINT_TRIGGER.test(foldText(hint)), hint).toBe(true);
  });
});
