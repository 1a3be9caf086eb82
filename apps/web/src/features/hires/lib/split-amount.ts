import { Cents } from '@ojeador/shared';

/** Euros as the administrator types them: digits, then a comma or a point and up to two decimals ("12,50", "12.5", "0"). */
const EUROS = /^([0-9]{1,7})(?:[.,]([0-9]{1,2}))?$/;

export type SplitProblem = 'format' | 'tooHigh';

/** The customer's part of a split, in whole cents from 0 to the held price, or why it is refused. */
export function parseSplitCents(text: string, heldCents: number): { cents: number } | { problem: SplitProblem } {
  const match = EUROS.exec(text.trim().replace(/\s*€$/, ''));
  if (!match) return { problem: 'format' };
  const [, whole, decimals = ''] = match;
  const cents = Cents.add(Cents.fromEuros(Number(whole)), Number(decimals.padEnd(2, '0')));
  return cents > heldCents ? { problem: 'tooHigh' } : { cents };
}
