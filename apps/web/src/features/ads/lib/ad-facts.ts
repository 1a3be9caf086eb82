import type { AdAttributesDto, AdResult } from '@ojeador/shared';
import { formatInteger, formatNumber } from '@/lib/format';

export type SellerType = AdResult['sellerType'];

export const SELLER_TYPE_LABELS: Record<SellerType, string> = {
  particular: 'Particular',
  professional: 'Profesional',
  dealer: 'Concesionario',
};

export type ScoreTone = 'green' | 'yellow' | 'red';

/** Spec 000 section 9: 70 or more green, 50 or more yellow, else red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 70) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** A 0-100 score as 0-5 stars (score / 20). */
export function scoreToStars(score: number): number {
  return Math.min(5, Math.max(0, score / 20));
}

const FUEL_LABELS: Record<string, string> = {
  diesel: 'Diésel',
  diésel: 'Diésel',
  gasoline: 'Gasolina',
  petrol: 'Gasolina',
  gasolina: 'Gasolina',
  electric: 'Eléctrico',
  eléctrico: 'Eléctrico',
  electrico: 'Eléctrico',
  hybrid: 'Híbrido',
  híbrido: 'Híbrido',
  hibrido: 'Híbrido',
  lpg: 'GLP',
  glp: 'GLP',
};

function fuelLabel(fuel: string): string {
  const known = FUEL_LABELS[fuel.trim().toLowerCase()];
  if (known) return known;
  const text = fuel.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface AdFact {
  key: keyof AdAttributesDto;
  /** Spanish name of the fact (for lists with labels). */
  label: string;
  value: string;
}

/** The ad's key attributes that are present, in reading order: year, km, fuel, rooms, m². */
export function adFacts(attributes: AdAttributesDto | null | undefined): AdFact[] {
  if (!attributes) return [];
  const facts: AdFact[] = [];
  if (typeof attributes.year === 'number') facts.push({ key: 'year', label: 'Año', value: String(attributes.year) });
  if (typeof attributes.km === 'number') facts.push({ key: 'km', label: 'Kilómetros', value: `${formatInteger(attributes.km)} km` });
  if (attributes.fuel && attributes.fuel.trim()) facts.push({ key: 'fuel', label: 'Combustible', value: fuelLabel(attributes.fuel) });
  if (typeof attributes.rooms === 'number') {
    facts.push({ key: 'rooms', label: 'Habitaciones', value: `${formatInteger(attributes.rooms)} hab.` });
  }
  if (typeof attributes.sqm === 'number') facts.push({ key: 'sqm', label: 'Superficie', value: `${formatNumber(attributes.sqm, { decimals: 1 })} m²` });
  return facts;
}

/** "City, Province" without repeating a province that equals the city, or '' when neither is known. */
export function adPlace(ad: Pick<AdResult, 'city' | 'province'>): string {
  const city = ad.city.trim();
  const province = ad.province.trim();
  if (city && province && city.toLowerCase() !== province.toLowerCase()) return `${city}, ${province}`;
  return city || province;
}
