import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType, PreferenceSellerType } from '../schemas/preferences.js';
import type { ContactSignal, Peers, Place, Point } from './point.js';

/** The English words of the points, for readers who chose English. Same points as words-es.ts. */

const integer = (value: number): string => Math.round(value).toLocaleString('en-GB');
const euros = (value: number): string => `€${integer(value)}`;
const km = (value: number): string => `${integer(value)} km`;

const FUEL: Record<PreferenceFuel, string> = { gasolina: 'petrol', diesel: 'diesel', hibrido: 'hybrid', electrico: 'electric', glp: 'LPG' };
const GEARBOX: Record<PreferenceGearbox, string> = { manual: 'manual gearbox', automatico: 'automatic gearbox' };
const GEARBOX_WISH: Record<PreferenceGearbox, string> = { manual: 'a manual gearbox', automatico: 'an automatic gearbox' };
const SELLER: Record<PreferenceSellerType, string> = { particular: 'a private seller', professional: 'a professional', dealer: 'a dealer' };
const SELLER_WISH: Record<PreferenceSellerType, string> = { particular: 'a private seller', professional: 'a professional', dealer: 'a dealer' };
const HOME_TYPE: Record<PreferenceHomeType, string> = {
  piso: 'flat',
  atico: 'penthouse',
  duplex: 'duplex',
  estudio: 'studio',
  casa: 'house',
  chalet: 'detached house',
};
const FEATURE: Record<PreferenceHomeFeature, string> = {
  terraza: 'terrace',
  ascensor: 'lift',
  garaje: 'garage',
  piscina: 'swimming pool',
  trastero: 'storage room',
  exterior: 'exterior',
};
const CONTACT: Record<ContactSignal, string> = {
  whatsapp: 'Asks to be contacted on WhatsApp, outside the platform',
  prepayment: 'Asks for payment in advance or by bank transfer: scam risk',
  shipping: 'Offers shipping: better to see it in person before paying',
  phone: 'Includes a phone number in the ad text',
  email: 'Includes an e-mail address in the ad text',
};
const UNSAID: Record<Extract<Point, { code: 'unsaid' }>['fact'], string> = {
  fuel: 'Does not say the fuel',
  gearbox: 'Does not say the gearbox',
  km: 'Does not say the mileage',
  year: 'Does not say the year',
  a2: 'Does not say whether it suits an A2 licence',
  abs: 'Does not say whether it has ABS',
  rooms: 'Does not say the number of bedrooms',
  sqm: 'Does not say the floor area',
  homeType: 'Does not say the type of home',
};
const HOMES: Record<string, [one: string, many: string]> = {
  piso: ['a flat', 'flats'],
  atico: ['a penthouse', 'penthouses'],
  estudio: ['a studio', 'studios'],
  casa: ['a house', 'houses'],
  chalet: ['a detached house', 'detached houses'],
};
const CONFIDENCE = { high: 'high confidence', medium: 'medium confidence', low: 'low confidence' } as const;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
function joinWords(words: readonly string[], last: 'or' | 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}
const homes = (type: string): [string, string] => HOMES[type] ?? ['a home', 'homes'];
const bedrooms = (n: number): string => `${integer(n)} ${n === 1 ? 'bedroom' : 'bedrooms'}`;

function yearWish(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `from ${min}` : `between ${min} and ${max}`;
  return min !== null ? `${min} or later` : `${max} or earlier`;
}

function placeEn(place: Place): string {
  if (place.kind === 'near') return `${place.name} and around`;
  return place.kind === 'province' ? `the province of ${place.name.trim()}` : place.name;
}

export function peersEn(peers: Peers): string {
  switch (peers.kind) {
    case 'similarVehicles':
      return `${peers.name} from ${peers.year - 1}-${peers.year + 1} with similar mileage`;
    case 'vehicleLikeThis':
      return `what a ${peers.name} from ${peers.year}${peers.km === null ? '' : ` with ${km(Math.max(1_000, Math.round(peers.km / 1_000) * 1_000))}`} usually costs`;
    case 'similarHomes':
      return `${homes(peers.type)[1]} of a similar size in ${placeEn(peers.place)}`;
    case 'homesIn':
      return `${homes(peers.type)[1]} in ${placeEn(peers.place)}`;
    case 'homeLikeThis':
      return `what ${homes(peers.type)[0]} of ${Math.round(peers.sqm)} m² in ${placeEn(peers.place)} usually costs`;
  }
}

function pricePoint(p: Extract<Point, { code: 'price' }>): string {
  const subject = p.perSqm ? 'Price per m²' : 'Price';
  const amount = p.perSqm ? `€${integer(p.median)}/m²` : euros(p.median);
  const count = p.comparables === 1 ? '1 ad' : `${integer(p.comparables)} ads`;
  const basis = `(${amount}; ${p.similar ? '' : 'estimated from '}${count}, ${CONFIDENCE[p.confidence]})`;
  if (p.verdict === 'inLine') return `${subject} in line with the market: ${peersEn(p.peers)} ${basis}`;
  const side = p.verdict === 'above' ? 'above' : 'below';
  return `${subject} ${integer(p.percent)}% ${side} ${peersEn(p.peers)}${p.verdict === 'fraud' ? ': possible fraud' : p.verdict === 'veryLow' ? ': very low price, check it' : ''} ${basis}`;
}

function featuresMet(has: readonly PreferenceHomeFeature[]): string {
  const exterior = has.includes('exterior');
  if (exterior && has.length === 1) return 'Exterior, as you asked';
  const others = has.filter((f) => f !== 'exterior').map((f) => FEATURE[f]);
  return `With ${joinWords(others, 'and')}${exterior ? ', exterior' : ''}, as you asked`;
}

/** One point in English. */
export function wordPointEn(p: Point): string {
  switch (p.code) {
    case 'noComparables':
      return 'No comparable ads: the price cannot be judged';
    case 'price':
      return pricePoint(p);
    case 'noLocation':
      return 'The ad does not say where it is';
    case 'distance':
      return p.km < 1 ? 'Less than 1 km from the centre of your search' : `${km(p.km)} from the centre of your search`;
    case 'inTitle':
      return `In the title: ${p.words.join(', ')}`;
    case 'inDescriptionOnly':
      return `Only in the description: ${p.words.join(', ')}`;
    case 'descriptionTerms': {
      const share = `${p.found} of ${p.total} terms`;
      return p.found * 2 >= p.total ? `Matches your description in ${share}` : `Barely matches your description: ${share}`;
    }
    case 'photos':
      return p.photos === 1 ? 'Only 1 photo' : p.photos === 2 ? 'Only 2 photos' : `${p.photos} photos`;
    case 'noPhotos':
      return 'No photos';
    case 'briefDescription':
      return `Very short description (${p.length} characters)`;
    case 'detailedDescription':
      return 'Detailed description';
    case 'seller':
      return `Sold by ${SELLER[p.seller]}`;
    case 'noPublishDate':
      return 'No publication date';
    case 'published':
      return p.days === 0 ? 'Published today' : p.days === 1 ? 'Published yesterday' : `Published ${p.days} days ago`;
    case 'contactSignal':
      return CONTACT[p.signal];
    case 'unsaid':
      return UNSAID[p.fact];
    case 'unsaidFeatures':
      return `Does not say whether it has ${joinWords(
        p.features.map((f) => FEATURE[f]),
        'or',
      )}`;
    case 'fuelMet':
      return `${capitalise(FUEL[p.fuel])}, as you asked`;
    case 'fuelBroken':
      return `${capitalise(FUEL[p.fuel])}: you asked for ${joinWords(
        p.wanted.map((f) => FUEL[f]),
        'or',
      )}`;
    case 'gearboxMet':
      return `${capitalise(GEARBOX[p.gearbox])}, as you asked`;
    case 'gearboxBroken':
      return `${capitalise(GEARBOX[p.gearbox])}: you asked for ${GEARBOX_WISH[p.wanted]}`;
    case 'maxKmMet':
      return `${km(p.km)}, under the ${km(p.limit)} you asked for`;
    case 'maxKmBroken':
      return `${km(p.km)}: over the ${km(p.limit)} you asked for`;
    case 'lowKmMet':
      return p.usual == null ? `${km(p.km)}: low mileage, as you asked` : `${km(p.km)}: low mileage for its age (usually ${km(p.usual)}), as you asked`;
    case 'lowKmBroken':
      return p.usual == null ? `${km(p.km)}: not low mileage` : `${km(p.km)}: not low mileage for its age (usually ${km(p.usual)})`;
    case 'yearMet':
      return `From ${p.year}: ${yearWish(p.min, p.max)}, as you asked`;
    case 'yearBroken':
      return `From ${p.year}: you asked for ${yearWish(p.min, p.max)}`;
    case 'maxPriceMet':
      return `${euros(p.price)}, within the ${euros(p.limit)} you asked for`;
    case 'maxPriceBroken':
      return `${euros(p.price)}: over the ${euros(p.limit)} you asked for`;
    case 'sellerMet':
      return `Sold by ${SELLER[p.seller]}, as you asked`;
    case 'sellerBroken':
      return `Sold by ${SELLER[p.seller]}: you asked for ${SELLER_WISH[p.wanted]}`;
    case 'a2Met':
      return 'Suits an A2 licence, as you asked';
    case 'a2Broken':
      return 'Does not suit the A2 licence you asked for';
    case 'absMet':
      return 'With ABS, as you asked';
    case 'absBroken':
      return 'No ABS, which you asked for';
    case 'roomsMet':
      return `${bedrooms(p.rooms)}, as you asked (${p.limit} or more)`;
    case 'roomsBroken':
      return `${bedrooms(p.rooms)}: you asked for at least ${p.limit}`;
    case 'sqmMet':
      return `${integer(p.sqm)} m², as you asked (${integer(p.limit)} m² or more)`;
    case 'sqmBroken':
      return `${integer(p.sqm)} m²: you asked for at least ${integer(p.limit)} m²`;
    case 'homeTypeMet':
      return `${capitalise(HOME_TYPE[p.type])}, as you asked`;
    case 'homeTypeBroken':
      return `${capitalise(HOME_TYPE[p.type])}: you asked for a ${joinWords(
        p.wanted.map((t) => HOME_TYPE[t]),
        'or',
      )}`;
    case 'featuresMet':
      return featuresMet(p.features);
    case 'featuresBroken':
      return `No ${joinWords(
        p.features.map((f) => FEATURE[f]),
        'or',
      )}, which you asked for`;
  }
}
