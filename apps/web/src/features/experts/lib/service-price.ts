import { parseServicePrice, type ServicePriceProblem, Cents } from '@ojeador/shared';

const PROBLEM_KEYS = {
  format: 'form.priceFormat',
  aboveZero: 'form.priceAboveZero',
  cents: 'form.priceCents',
  tooHigh: 'form.priceTooHigh',
} as const satisfies Record<ServicePriceProblem, string>;

/** The service form's price, judged by the server's rule (whole cents, 1 cent to 10,000 €): euros, or the message key. */
export function readServicePrice(text: string): { euros: number } | { problemKey: (typeof PROBLEM_KEYS)[ServicePriceProblem] } {
  const parsed = parseServicePrice(text);
  return 'cents' in parsed ? { euros: Cents.toEuros(parsed.cents) } : { problemKey: PROBLEM_KEYS[parsed.problem] };
}
