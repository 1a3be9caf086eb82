import { formatInteger } from '../format.js';
import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType, PreferenceSellerType } from '../schemas/preferences.js';
import type { ContactSignal, Peers, Place, Point } from './point.js';

/** The Spanish words of the points: what the spec's `goodThings`/`badThings` carry (docs/scoring.md, "Points"). */

const euros = (value: number): string => `${formatInteger(value)} €`;
const km = (value: number): string => `${formatInteger(value)} km`;

const FUEL_WORDS_ES: Record<PreferenceFuel, string> = { gasolina: 'gasolina', diesel: 'diésel', hibrido: 'híbrido', electrico: 'eléctrico', glp: 'GLP' };
const GEARBOX: Record<PreferenceGearbox, string> = { manual: 'cambio manual', automatico: 'cambio automático' };
const SELLER: Record<PreferenceSellerType, string> = { particular: 'un particular', professional: 'un profesional', dealer: 'un concesionario' };
const SELLER_WISH: Record<PreferenceSellerType, string> = { particular: 'particular', professional: 'profesional', dealer: 'concesionario' };
const HOME_TYPE: Record<PreferenceHomeType, string> = { piso: 'piso', atico: 'ático', duplex: 'dúplex', estudio: 'estudio', casa: 'casa', chalet: 'chalet' };
const FEATURE: Record<PreferenceHomeFeature, string> = {
  terraza: 'terraza',
  ascensor: 'ascensor',
  garaje: 'garaje',
  piscina: 'piscina',
  trastero: 'trastero',
  exterior: 'exterior',
};
const CONTACT: Record<ContactSignal, string> = {
  whatsapp: 'Pide contacto por WhatsApp, fuera de la plataforma',
  prepayment: 'Pide pago por adelantado o por transferencia: riesgo de estafa',
  shipping: 'Ofrece envío: mejor verlo en persona antes de pagar',
  phone: 'Incluye un teléfono en el texto del anuncio',
  email: 'Incluye un e-mail en el texto del anuncio',
};
const UNSAID: Record<Extract<Point, { code: 'unsaid' }>['fact'], string> = {
  fuel: 'No indica el combustible',
  gearbox: 'No indica el tipo de cambio',
  km: 'No indica los kilómetros',
  year: 'No indica el año',
  a2: 'No indica si es apta para el carné A2',
  abs: 'No indica si tiene ABS',
  rooms: 'No indica las habitaciones',
  sqm: 'No indica los metros cuadrados',
  homeType: 'No indica el tipo de vivienda',
};
const HOMES: Record<string, [one: string, many: string]> = {
  piso: ['un piso', 'pisos'],
  atico: ['un ático', 'áticos'],
  estudio: ['un estudio', 'estudios'],
  casa: ['una casa', 'casas'],
  chalet: ['un chalet', 'chalets'],
};
const CONFIDENCE = { high: 'confianza alta', medium: 'confianza media', low: 'confianza baja' } as const;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** "a, b o c" / "a, b y c" / "a, b ni c". */
function joinWords(words: readonly string[], last: 'o' | 'y' | 'ni'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}
const homes = (type: string): [string, string] => HOMES[type] ?? ['una vivienda', 'viviendas'];
const rooms = (n: number): string => `${formatInteger(n)} ${n === 1 ? 'habitación' : 'habitaciones'}`;

function yearWish(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `del ${min}` : `entre ${min} y ${max}`;
  return min !== null ? `${min} o posterior` : `${max} o anterior`;
}

function placeEs(place: Place): string {
  if (place.kind === 'near') return `${place.name} y alrededores`;
  return place.kind === 'province' ? `la provincia de ${place.name.trim()}` : place.name;
}

/** "Seat León de 2019-2021 con kilometraje parecido", "lo que suele costar un piso de 85 m² en Zaragoza". */
export function peersEs(peers: Peers): string {
  switch (peers.kind) {
    case 'similarVehicles':
      return `${peers.name} de ${peers.year - 1}-${peers.year + 1} con kilometraje parecido`;
    case 'vehicleLikeThis':
      return `lo que suele costar un ${peers.name} de ${peers.year}${peers.km === null ? '' : ` con ${km(Math.max(1_000, Math.round(peers.km / 1_000) * 1_000))}`}`;
    case 'similarHomes':
      return `${homes(peers.type)[1]} de tamaño parecido en ${placeEs(peers.place)}`;
    case 'homesIn':
      return `${homes(peers.type)[1]} en ${placeEs(peers.place)}`;
    case 'homeLikeThis':
      return `lo que suele costar ${homes(peers.type)[0]} de ${Math.round(peers.sqm)} m² en ${placeEs(peers.place)}`;
  }
}

function pricePoint(p: Extract<Point, { code: 'price' }>): string {
  const subject = p.perSqm ? 'Precio por m²' : 'Precio';
  const amount = p.perSqm ? `${formatInteger(p.median)} €/m²` : euros(p.median);
  const count = p.comparables === 1 ? '1 anuncio' : `${formatInteger(p.comparables)} anuncios`;
  const basis = `(${amount}; ${p.similar ? '' : 'estimado con '}${count}, ${CONFIDENCE[p.confidence]})`;
  if (p.verdict === 'inLine') return `${subject} en línea con el mercado: ${peersEs(p.peers)} ${basis}`;
  const side = p.verdict === 'above' ? 'por encima de' : 'por debajo de';
  return `${subject} un ${formatInteger(p.percent)} % ${side} ${peersEs(p.peers)}${p.verdict === 'fraud' ? ': posible fraude' : p.verdict === 'veryLow' ? ': precio muy bajo, compruébalo' : ''} ${basis}`;
}

function featuresMet(has: readonly PreferenceHomeFeature[]): string {
  const exterior = has.includes('exterior');
  if (exterior && has.length === 1) return 'Exterior, como pides';
  const others = has.filter((f) => f !== 'exterior').map((f) => FEATURE[f]);
  return `Con ${joinWords(others, 'y')}${exterior ? ', exterior' : ''}, como pides`;
}

/** One point in Spanish. */
export function wordPointEs(p: Point): string {
  switch (p.code) {
    case 'noComparables':
      return 'Sin anuncios comparables: no se puede valorar el precio';
    case 'price':
      return pricePoint(p);
    case 'noLocation':
      return 'El anuncio no indica su ubicación';
    case 'distance':
      return p.km < 1 ? 'A menos de 1 km del centro de tu búsqueda' : `A ${km(p.km)} del centro de tu búsqueda`;
    case 'inTitle':
      return `En el título: ${p.words.join(', ')}`;
    case 'inDescriptionOnly':
      return `Solo en la descripción: ${p.words.join(', ')}`;
    case 'descriptionTerms': {
      const share = `${p.found} de ${p.total} términos`;
      return p.found * 2 >= p.total ? `Coincide con tu descripción en ${share}` : `Coincide poco con tu descripción: ${share}`;
    }
    case 'photos':
      return p.photos === 1 ? 'Solo 1 foto' : p.photos === 2 ? 'Solo 2 fotos' : `${p.photos} fotos`;
    case 'noPhotos':
      return 'Sin fotos';
    case 'briefDescription':
      return `Descripción muy breve (${p.length} caracteres)`;
    case 'detailedDescription':
      return 'Descripción detallada';
    case 'seller':
      return `Lo vende ${SELLER[p.seller]}`;
    case 'noPublishDate':
      return 'Sin fecha de publicación';
    case 'published':
      return p.days === 0 ? 'Publicado hoy' : p.days === 1 ? 'Publicado ayer' : `Publicado hace ${p.days} días`;
    case 'contactSignal':
      return CONTACT[p.signal];
    case 'unsaid':
      return UNSAID[p.fact];
    case 'unsaidFeatures':
      return `No indica si tiene ${joinWords(
        p.features.map((f) => FEATURE[f]),
        'ni',
      )}`;
    case 'fuelMet':
      return `${capitalise(FUEL_WORDS_ES[p.fuel])}, como pides`;
    case 'fuelBroken':
      return `${capitalise(FUEL_WORDS_ES[p.fuel])}: pides ${joinWords(
        p.wanted.map((f) => FUEL_WORDS_ES[f]),
        'o',
      )}`;
    case 'gearboxMet':
      return `${capitalise(GEARBOX[p.gearbox])}, como pides`;
    case 'gearboxBroken':
      return `${capitalise(GEARBOX[p.gearbox])}: pides ${GEARBOX[p.wanted]}`;
    case 'maxKmMet':
      return `${km(p.km)}, menos de los ${km(p.limit)} que pides`;
    case 'maxKmBroken':
      return `${km(p.km)}: más de los ${km(p.limit)} que pides`;
    case 'lowKmMet':
      return p.usual == null ? `${km(p.km)}: pocos, como pides` : `${km(p.km)}: pocos para su edad (suelen ser ${km(p.usual)}), como pides`;
    case 'lowKmBroken':
      return p.usual == null ? `${km(p.km)}: no son pocos kilómetros` : `${km(p.km)}: no son pocos para su edad (suelen ser ${km(p.usual)})`;
    case 'yearMet':
      return `Del ${p.year}: ${yearWish(p.min, p.max)}, como pides`;
    case 'yearBroken':
      return `Del ${p.year}: pides ${yearWish(p.min, p.max)}`;
    case 'maxPriceMet':
      return `${euros(p.price)}, dentro de los ${euros(p.limit)} que pides`;
    case 'maxPriceBroken':
      return `${euros(p.price)}: más de los ${euros(p.limit)} que pides`;
    case 'sellerMet':
      return `Lo vende ${SELLER[p.seller]}, como pides`;
    case 'sellerBroken':
      return `Lo vende ${SELLER[p.seller]}: pides ${SELLER_WISH[p.wanted]}`;
    case 'a2Met':
      return 'Apta para el carné A2, como pides';
    case 'a2Broken':
      return 'No es apta para el carné A2 que pides';
    case 'absMet':
      return 'Con ABS, como pides';
    case 'absBroken':
      return 'Sin ABS, que pides';
    case 'roomsMet':
      return `${rooms(p.rooms)}, como pides (${p.limit} o más)`;
    case 'roomsBroken':
      return `${rooms(p.rooms)}: pides al menos ${p.limit}`;
    case 'sqmMet':
      return `${formatInteger(p.sqm)} m², como pides (${formatInteger(p.limit)} m² o más)`;
    case 'sqmBroken':
      return `${formatInteger(p.sqm)} m²: pides al menos ${formatInteger(p.limit)} m²`;
    case 'homeTypeMet':
      return `${capitalise(HOME_TYPE[p.type])}, como pides`;
    case 'homeTypeBroken':
      return `${capitalise(HOME_TYPE[p.type])}: pides ${joinWords(
        p.wanted.map((t) => HOME_TYPE[t]),
        'o',
      )}`;
    case 'featuresMet':
      return featuresMet(p.features);
    case 'featuresBroken':
      return `Sin ${joinWords(
        p.features.map((f) => FEATURE[f]),
        'ni',
      )}, que pides`;
  }
}
