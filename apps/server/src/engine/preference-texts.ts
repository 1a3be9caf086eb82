import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType, PreferenceSellerType } from '@ojeador/shared';

/** The Spanish words and texts of the preferences' points (see docs/scoring.md, "Preferences"). */

export const FUEL_LABELS: Record<PreferenceFuel, string> = { gasolina: 'gasolina', diesel: 'diésel', hibrido: 'híbrido', electrico: 'eléctrico', glp: 'GLP' };
export const GEARBOX_LABELS: Record<PreferenceGearbox, string> = { manual: 'cambio manual', automatico: 'cambio automático' };
export const SELLER_LABELS: Record<PreferenceSellerType, string> = { particular: 'un particular', professional: 'un profesional', dealer: 'un concesionario' };
export const SELLER_WISH_LABELS: Record<PreferenceSellerType, string> = { particular: 'particular', professional: 'profesional', dealer: 'concesionario' };
export const HOME_TYPE_LABELS: Record<PreferenceHomeType, string> = {
  piso: 'piso',
  atico: 'ático',
  duplex: 'dúplex',
  estudio: 'estudio',
  casa: 'casa',
  chalet: 'chalet',
};
export const FEATURE_LABELS: Record<PreferenceHomeFeature, string> = {
  terraza: 'terraza',
  ascensor: 'ascensor',
  garaje: 'garaje',
  piscina: 'piscina',
  trastero: 'trastero',
  exterior: 'exterior',
};

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** "Gasolina, como pides" and the like: the same text for every ad, built once. */
export const metTexts = <K extends string>(labels: Record<K, string>, make: (label: string) => string): Record<K, string> =>
  Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, make(label)])) as Record<K, string>;
export const FUEL_MET = metTexts(FUEL_LABELS, (label) => `${capitalise(label)}, como pides`);
export const GEARBOX_MET = metTexts(GEARBOX_LABELS, (label) => `${capitalise(label)}, como pides`);
export const SELLER_MET = metTexts(SELLER_LABELS, (label) => `Lo vende ${label}, como pides`);
export const HOME_TYPE_MET = metTexts(HOME_TYPE_LABELS, (label) => `${capitalise(label)}, como pides`);
/** "a, b o c" / "a, b y c" / "a, b ni c". */
export function joinWords(words: readonly string[], last: 'o' | 'y' | 'ni'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}
export const featureText = (feature: PreferenceHomeFeature): string => (feature === 'exterior' ? 'es exterior' : FEATURE_LABELS[feature]);

export function yearWish(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `del ${min}` : `entre ${min} y ${max}`;
  return min !== undefined ? `${min} o posterior` : `${max} o anterior`;
}
