import { describe, expect, it } from 'vitest';
import { LatePorts, latePort } from './late-port.js';

class Wallet {
  constructor(private readonly cents: number) {}
  balance() {
    return this.cents;
  }
}

type Money = { wallet: Wallet; currency: string; total(a: number, b: number): number };

describe('latePort', () => {
  it('forwards calls made through parts taken before the provider existed', () => {
    const money = latePort<Money>('money');
    const wallet = money.port.wallet;
    const total = money.port.total;
    money.provide({ wallet: new Wallet(1234), currency: 'EUR', total: (a, b) => a + b });
    expect(wallet.balance()).toBe(1234);
    expect(total(2, 3)).toBe(5);
    expect(money.port.currency).toBe('EUR');
    expect(money.port.wallet.balance()).toBe(1234);
  });

  it('hands out the real objects once provided', () => {
    const money = latePort<Money>('money');
    const wallet = new Wallet(7);
    money.provide({ wallet, currency: 'EUR', total: (a, b) => a + b });
    expect(money.port.wallet).toBe(wallet);
  });

  it('throws, naming the port, when called before it is provided', () => {
    const money = latePort<Money>('money');
    expect(() => money.port.wallet.balance()).toThrow('The late port money was used before it was provided (wallet)');
  });

  it('is provided once', () => {
    const money = latePort<Money>('money');
    money.provide({ wallet: new Wallet(1), currency: 'EUR', total: (a, b) => a + b });
    expect(() => money.provide({ wallet: new Wallet(2), currency: 'EUR', total: (a, b) => a + b })).toThrow('already provided');
  });
});

describe('LatePorts', () => {
  it('seals once every port is provided, and names those that are not', () => {
    const ports = new LatePorts();
    const money = ports.port<Money>('money');
    const search = ports.port<{ quota: number }>('search');
    money.provide({ wallet: new Wallet(1), currency: 'EUR', total: (a, b) => a + b });
    expect(() => ports.seal()).toThrow('Late ports never provided: search');
    search.provide({ quota: 3 });
    expect(() => ports.seal()).not.toThrow();
    expect(search.port.quota).toBe(3);
  });
});
