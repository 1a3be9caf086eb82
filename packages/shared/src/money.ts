import { formatEuros } from './format.js';

/**
 * Money inside Ojeador is integer cents (docs/design.md section 8); the API speaks euros, as the spec's shapes do.
 * These are the only conversions between the two (lint refuses a hand-written `* 100` or `/ 100` on money).
 */
export type Cents = number;

export const Cents = {
  /** Euros as the API or a form gives them (49, 49.5, 12.34) to cents; half a cent rounds away from zero. */
  fromEuros(euros: number): Cents {
    if (!Number.isFinite(euros)) throw new RangeError(`not an amount of euros: ${euros}`);
    return Math.sign(euros) * Math.round(Math.abs(euros) * 100);
  },
  /** Cents to the euros the API answers (4950 -> 49.5). */
  toEuros(cents: Cents): number {
    return Cents.checked(cents) / 100;
  },
  /** The sum of amounts in cents, checked to stay whole. */
  add(...amounts: Cents[]): Cents {
    return amounts.reduce((total, amount) => total + Cents.checked(amount), 0);
  },
  /** es-ES text of an amount: "1.234,50 €"; `whole` rounds to euros ("12.500 €"). */
  format(cents: Cents, options: { whole?: boolean } = {}): string {
    return formatEuros(Cents.toEuros(cents), options);
  },
  /** The amount itself, refused when it is not a whole number of cents (a euro value passed by mistake). */
  checked(cents: Cents): Cents {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
    return cents;
  },
  /** The platform's commission on an expert's part of a price, rounded to the cent (docs/payments.md). */
  commissionOf(amount: Cents, commissionPercent: number): Cents {
    return Math.round((Cents.checked(amount) * commissionPercent) / 100);
  },
};
