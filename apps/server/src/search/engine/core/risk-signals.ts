import { CONTACT_SIGNALS, type ContactSignal } from '@ojeador/shared';
import { said, type Said } from './points.js';
import { containsPhrase, foldText, tokenize, stem, type KeywordPhrase } from './text.js';

/** The bad point each signal produces (worded in @ojeador/shared points). */
export const CONTACT_SIGNAL_POINTS: Record<ContactSignal, Said> = Object.fromEntries(
  CONTACT_SIGNALS.map((signal) => [signal, said({ code: 'contactSignal', signal })]),
) as Record<ContactSignal, Said>;

export const CONTACT_HINTS: Record<'whatsapp' | 'prepayment' | 'shipping', string[]> = {
  whatsapp: ['whatsapp', 'whatsap', 'wasap', 'wassap', 'watsap', 'guasap', 'wsp'],
  prepayment: [
    'solo transferencia',
    'pago por transferencia',
    'transferencia bancaria',
    'por adelantado',
    'pago adelantado',
    'bizum por adelantado',
    'western union',
    'moneygram',
    'paypal amigos',
  ],
  shipping: ['envio', 'enviar', 'envia', 'lo envio', 'agencia de transporte', 'transportista'],
};

const toPhrase = (hint: string): KeywordPhrase => {
  const words = tokenize(foldText(hint));
  return { text: words.join(' '), stems: words.map(stem) };
};
const HINT_PHRASES = (Object.keys(CONTACT_HINTS) as (keyof typeof CONTACT_HINTS)[]).map((signal) => [signal, CONTACT_HINTS[signal].map(toPhrase)] as const);

/** Spanish phone numbers: 9 digits starting 6-9, optional +34/0034, spaces, dots or dashes inside. */
const PHONE = /(?<![\d.,])(?:(?:\+|00)34[\s.-]?)?[6-9](?:[\s.-]?\d){8}(?![\d.,]?\d)/;
/** Every hint above contains one of these (kept in sync by a unit test). */
export const HINT_TRIGGER = /wha|wa[st]|wsp|guasap|transferencia|adelantad|western|moneygram|paypal|envi|transport/;
const NO_SIGNALS: readonly ContactSignal[] = [];
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;

/** Hints that the seller wants to move the deal off the platform. `folded` is folded ad text. */
export function contactSignals(folded: string): readonly ContactSignal[] {
  let found = NO_SIGNALS;
  // One cheap scan first: most ads contain none of the hints.
  if (HINT_TRIGGER.test(folded)) found = collectHints(folded);
  if (PHONE.test(folded)) found = [...found, 'phone'];
  if (folded.includes('@') && EMAIL.test(folded)) found = [...found, 'email'];
  return found;
}

function collectHints(folded: string): ContactSignal[] {
  const found: ContactSignal[] = [];
  for (const [signal, phrases] of HINT_PHRASES) {
    if (phrases.some((phrase) => containsPhrase(folded, phrase))) found.push(signal);
  }
  return found;
}
