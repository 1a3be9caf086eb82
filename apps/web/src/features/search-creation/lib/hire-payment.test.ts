import { describe, expect, it } from 'vitest';
import { hirePayment } from './hire-payment';

describe('hirePayment', () => {
  it('pays from the balance when it covers the whole price', () => {
    expect(hirePayment(49, 49)).toEqual({ kind: 'balance' });
    expect(hirePayment(49.9, 120)).toEqual({ kind: 'balance' });
  });

  it('names the shortfall and the smallest top-up that covers it', () => {
    expect(hirePayment(49, 20)).toEqual({ kind: 'shortfall', shortfall: 29, topUp: 50 });
    expect(hirePayment(49.9, 40)).toEqual({ kind: 'shortfall', shortfall: 9.9, topUp: 10 });
    expect(hirePayment(30, 10)).toEqual({ kind: 'shortfall', shortfall: 20, topUp: 20 });
  });

  it('offers the largest top-up when no single one covers the gap', () => {
    expect(hirePayment(120, 0)).toEqual({ kind: 'shortfall', shortfall: 120, topUp: 50 });
  });
});
