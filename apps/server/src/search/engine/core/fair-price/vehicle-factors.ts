import type { RawAd } from '../types.js';
import { foldText } from '../text.js';
import { engineSizeOf, engineSizeOfWords, powerOf, trimWordsOf } from '../title-keys.js';

const MOTORBIKES = 2;
export const DEALER_FACTOR = 'seller:dealer';

/**
 * A vehicle's factors for its model's fit (vehicle-design.ts): the fuel, the title's words after the model, and the
 * stated engine size ("cc:689", motorbikes) or power ("cv:150", cars), continuous columns of the fit.
 */
export function vehicleFactorsOf(ad: RawAd, folded: string, modelKey: string, fuel: string | undefined): string[] {
  let words = trimWordsOf(folded, modelKey);
  // A motorbike's size may be a bare number after the model ("Honda CB 500"): then it is no trim word of its own.
  const cc = ad.category === MOTORBIKES ? (engineSizeOf(ad.title, ad.description) ?? engineSizeOfWords(words)) : null;
  if (cc !== null) words = words.filter((word) => word !== String(cc));
  const factors = fuel ? [`fuel:${foldText(fuel).trim()}`, ...words] : [...words];
  if (cc !== null) factors.push(`cc:${cc}`);
  const cv = ad.category === MOTORBIKES ? null : powerOf(ad.title, ad.description);
  if (cv !== null) factors.push(`cv:${cv}`);
  // Dealers ask more than private sellers for the same car (a warranty, the paperwork): a factor like the trims.
  if (ad.sellerType === 'dealer') factors.push(DEALER_FACTOR);
  return factors;
}
