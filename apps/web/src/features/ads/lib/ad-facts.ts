import type { AdAttributesDto, AdResult } from '@ojeador/shared';
import { formatInteger, formatNumber } from '@/lib/format';
import type { AdsT } from '../i18n';

export type SellerType = AdResult['sellerType'];

/** The seller type in words ('Particular', 'Concesionario'...), or as sent when unknown. */
export function sellerTypeLabel(t: AdsT, sellerType: string): string {
  return sellerType === 'particular' || sellerType === 'professional' || sellerType === 'dealer' ? t(`sellerTypes.${sellerType}`) : sellerType;
}

type Fuel = 'diesel' | 'gasolina' | 'electrico' | 'hibrido' | 'glp';

/** The words portals (and our manual form) use for a fuel. */
const FUELS: Record<string, Fuel> = {
  diesel: 'diesel',
  diésel: 'diesel',
  gasoline: 'gasolina',
  petrol: 'gasolina',
  gasolina: 'gasolina',
  electric: 'electrico',
  eléctrico: 'electrico',
  electrico: 'electrico',
  hybrid: 'hibrido',
  híbrido: 'hibrido',
  hibrido: 'hibrido',
  lpg: 'glp',
  glp: 'glp',
};

function fuelLabel(t: AdsT, fuel: string): string {
  const known = FUELS[fuel.trim().toLowerCase()];
  if (known) return t(`fuels.${known}`);
  const text = fuel.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface AdFact {
  key: keyof AdAttributesDto;
  /** Name of the fact (for lists with labels). */
  label: string;
  value: string;
}

/** The ad's key attributes that are present, in reading order: year, km, fuel, rooms, m². */
export function adFacts(t: AdsT, attributes: AdAttributesDto | null | undefined): AdFact[] {
  if (!attributes) return [];
  const facts: AdFact[] = [];
  if (typeof attributes.year === 'number') facts.push({ key: 'year', label: t('facts.year'), value: String(attributes.year) });
  if (typeof attributes.km === 'number') facts.push({ key: 'km', label: t('facts.km'), value: t('facts.kmValue', { km: formatInteger(attributes.km) }) });
  if (attributes.fuel && attributes.fuel.trim()) facts.push({ key: 'fuel', label: t('facts.fuel'), value: fuelLabel(t, attributes.fuel) });
  if (typeof attributes.rooms === 'number') {
    facts.push({ key: 'rooms', label: t('facts.rooms'), value: t('facts.roomsValue', { rooms: formatInteger(attributes.rooms) }) });
  }
  if (typeof attributes.sqm === 'number') {
    facts.push({ key: 'sqm', label: t('facts.sqm'), value: t('facts.sqmValue', { sqm: formatNumber(attributes.sqm, { decimals: 1 }) }) });
  }
  return facts;
}

/** "City, Province" without repeating a province that equals the city, or '' when neither is known. */
export function adPlace(ad: Pick<AdResult, 'city' | 'province'>): string {
  const city = ad.city.trim();
  const province = ad.province.trim();
  if (city && province && city.toLowerCase() !== province.toLowerCase()) return `${city}, ${province}`;
  return city || province;
}
