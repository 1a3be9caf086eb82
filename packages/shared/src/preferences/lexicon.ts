import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType } from '../schemas/preferences.js';
import { DIGIT_NUMBER_SOURCE, NUMBER_SOURCE } from './numbers.js';

/**
 * The words both readers share: the customer's request (parse-preferences.ts) and an ad's title and
 * description (ad-facts.ts). Everything here reads folded text (foldSpanish).
 */

/** One word or phrase found in the text, with what it means and where it is. */
export interface Mention<T> {
  value: T;
  start: number;
  end: number;
  negated: boolean;
}

/** Filler words allowed between a negation and what it negates ("no quiero un coche diésel"). */
const FILLER = String.raw`(?:que|sea|sean|es|son|quiero|queremos|busco|un|una|el|la|los|las|de|del|me|nos|interesa|interesan|gusta|gustan|motor|motores|con|tenga|tengan|tiene|coche|coches|moto|motos|ningun|ninguna|tipo|cambio|caja|necesito|hace|falta|dispone|dispone de|cuenta|cuenta con|hay|scooters?|modelos?)`;
const NEGATION = new RegExp(
  String.raw`(?:\b(?:no|sin|ni|nada de|excepto|salvo|menos|evitar|evito|descarto|descartamos|descartados?)\s+(?:${FILLER}\s+){0,3}$)|(?:\b(?:antes|mejor|prefiero|preferiblemente)\b[^.,;:]{0,25}\bque\s+(?:${FILLER}\s+){0,1}$)`,
);

/** The text just before `index`, within its clause (after the last . ; : or newline). */
export function clauseBefore(text: string, index: number, max = 48): string {
  const from = Math.max(0, index - max);
  const slice = text.slice(from, index);
  const cut = Math.max(
    slice.lastIndexOf('.'),
    slice.lastIndexOf(';'),
    slice.lastIndexOf(':'),
    slice.lastIndexOf('\n'),
    slice.lastIndexOf('!'),
    slice.lastIndexOf('?'),
  );
  // A dot between digits groups thousands, and "máx." or "aprox." abbreviate: not the end of a clause.
  if (cut >= 0 && /\d/.test(slice.charAt(cut - 1)) && /\d/.test(slice.charAt(cut + 1))) return slice;
  if (cut >= 0 && slice.charAt(cut) === '.' && /\b(?:max|min|aprox|hab|mts|pvp|ej)$/.test(slice.slice(0, cut))) return slice;
  return cut >= 0 ? slice.slice(cut + 1) : slice;
}

export function isNegated(text: string, index: number): boolean {
  return NEGATION.test(clauseBefore(text, index, 40));
}

function* scan(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    yield m;
    if (m[0].length === 0) pattern.lastIndex++;
  }
}

/** Every match of a global pattern, its meaning given by `meaning` (null: not a mention). */
export function mentionsOf<T>(text: string, pattern: RegExp, meaning: (m: RegExpExecArray) => T | null): Mention<T>[] {
  const found: Mention<T>[] = [];
  for (const m of scan(text, pattern)) {
    const value = meaning(m);
    if (value === null) continue;
    found.push({ value, start: m.index, end: m.index + m[0].length, negated: isNegated(text, m.index) });
  }
  return found;
}

// ---- fuel ----

const FUEL_WORDS: [RegExp, PreferenceFuel][] = [
  [/^(?:gasolina|gasolinas|tsi|tfsi|mpi|\d{3}i)$/, 'gasolina'],
  [/^(?:diesel|diesels|disel|gasoil|gasoleo|tdi|hdi|crdi|dci|cdi|tdci|jtd|jtdm|multijet|bluehdi|d4d|cdti|\d{2,3}d)$/, 'diesel'],
  [/^(?:hibrido|hibrida|hibridos|hibridas|hybrid|phev|mhev|enchufable|microhibrido)$/, 'hibrido'],
  [/^(?:electrico|electrica|electricos|electricas|bev)$/, 'electrico'],
  [/^(?:glp|autogas|bifuel|gas licuado)$/, 'glp'],
];
const FUEL_PATTERN =
  /\b(?:gasolinas?|tsi|tfsi|mpi|\d{3}i|\d{2,3}d|diesels?|disel|gasoil|gasoleo|tdi|hdi|crdi|dci|cdi|tdci|jtdm?|multijet|bluehdi|d4d|cdti|hibrid[oa]s?|hybrid|phev|mhev|enchufable|microhibrido|electric[oa]s?|bev|glp|autogas|bifuel|gas licuado)\b/g;
/** "elevalunas eléctricos" and the like: equipment, not the fuel. */
const ELECTRIC_EQUIPMENT =
  /\b(?:elevalunas|retrovisor(?:es)?|espejos?|asientos?|techo|porton|maletero|lunas|ventanillas?|freno|plegado|plegables?|abatibles?|regulables?|regulacion|cierre|toldos?|persianas?|calentador|termo|horno|cocina|bicicletas?|bicis?|patinetes?|puertas?|calefaccion|radiadores?|estufas?|cargador(?:es)?|bomba|direccion|arranque|ayuda|asistencia|instalacion|enchufes?|motor(?:es)? de arranque)\s+(?:\S+\s+){0,2}$/;

export function fuelMentions(text: string): Mention<PreferenceFuel>[] {
  return mentionsOf(text, FUEL_PATTERN, (m) => {
    const word = m[0];
    const fuel = FUEL_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
    if (fuel === 'electrico' && ELECTRIC_EQUIPMENT.test(clauseBefore(text, m.index, 40))) return null;
    return fuel;
  });
}

// ---- gearbox ----

const GEARBOX_PATTERN =
  /\b(?:(?:cambio|caja|transmision)\s+(?:de\s+marchas\s+)?)?(manual|automatic[oa]s?|automatizad[oa]s?|dsg|s[ -]?tronic|tiptronic|steptronic|edc|cvt|powershift|secuencial)\b/g;
/** Automatic climate control, lights, wipers...: not the gearbox. */
const AUTOMATIC_EQUIPMENT =
  /\b(?:climatizador|clima|climatizacion|aire|acondicionado|luces|faros|limpiaparabrisas|encendido|porton|puertas?|plegado|retrovisores|freno|frenada|parking|aparcamiento|arranque|apertura|cierre|riego|toldo|persianas?|lavadora|carga|lluvia|cortesia|largas|control|regulacion|nivelacion)\s+(?:\S+\s+){0,2}$/;

export function gearboxMentions(text: string): Mention<PreferenceGearbox>[] {
  return mentionsOf(text, GEARBOX_PATTERN, (m) => {
    const word = m[1];
    const named = m[0] !== word;
    if (word === 'manual') {
      if (named) return 'manual';
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
      if (/^\s+del?\b/.test(after)) return null; // manual de instrucciones, del usuario
      if (/\b(?:libros?|manuales|documentacion|llaves|facturas)\b[^.,;]{0,14}$/.test(clauseBefore(text, m.index, 30))) return null;
      return 'manual';
    }
    if (!named && AUTOMATIC_EQUIPMENT.test(clauseBefore(text, m.index, 40))) return null;
    if (!named && /^\s+de\s+(?:luces|faros|lluvia)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) return null;
    return 'automatico';
  });
}

// ---- homes ----

const HOME_TYPE_PATTERN =
  /\b(pisos?|apartamentos?|aptos?|atico|aticos|duplex|estudios?|lofts?|casas?|adosad[oa]s?|pareado?s?|unifamiliar(?:es)?|chalets?|chales?)\b/g;
const FLOOR_ORDINAL = /\b(?:primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|ultimo|mismo|\d+\s*(?:o|er|a)?)\s+$/;
const NOT_A_HOUSE = /\b(?:cerca de|en|mi|tu|su|de mis|de mi|de tus|para|la|desde|hasta|a)\s+$/;

function homeTypeOfWord(word: string): PreferenceHomeType {
  if (word.startsWith('piso') || word.startsWith('apartamento') || word.startsWith('apto')) return 'piso';
  if (word.startsWith('atico')) return 'atico';
  if (word === 'duplex') return 'duplex';
  if (word.startsWith('estudio') || word.startsWith('loft')) return 'estudio';
  if (word.startsWith('chal')) return 'chalet';
  return 'casa';
}

export function homeTypeMentions(text: string): Mention<PreferenceHomeType>[] {
  return mentionsOf(text, HOME_TYPE_PATTERN, (m) => {
    const word = m[1];
    const before = clauseBefore(text, m.index, 24);
    if (word.startsWith('piso') && FLOOR_ORDINAL.test(before)) return null;
    if (word.startsWith('casa') && NOT_A_HOUSE.test(before)) return null;
    if (word.startsWith('estudio') && /\b(?:con|y|despacho|despacho o|sala de|zona de|cuarto de)\s+$/.test(before)) return null;
    return homeTypeOfWord(word);
  });
}

const FEATURE_PATTERN =
  /\b(terrazas?|ascensor(?:es)?|(?:plazas? de )?(?:garajes?|garage|parking|aparcamiento)|cocheras?|piscinas?|trasteros?|exterior(?:es)?)\b/g;

function featureOfWord(word: string): PreferenceHomeFeature {
  if (word.startsWith('terraza')) return 'terraza';
  if (word.startsWith('ascensor')) return 'ascensor';
  if (word.startsWith('piscina')) return 'piscina';
  if (word.startsWith('trastero')) return 'trastero';
  if (word.startsWith('exterior')) return 'exterior';
  return 'garaje';
}

export function featureMentions(text: string): Mention<PreferenceHomeFeature>[] {
  return mentionsOf(text, FEATURE_PATTERN, (m) => {
    // "piso exterior" is the feature; "zonas exteriores" or "aparcamiento exterior" are not.
    if (m[1].startsWith('exterior') && /\b(?:zonas?|aparcamiento|parking|espacios?|carpinteria|fachada)\s+$/.test(clauseBefore(text, m.index, 24))) return null;
    return featureOfWord(m[1]);
  });
}

// ---- numbers with units ----

export const KM_UNIT = String.raw`(?:km|kms|kilometros|kilometro)\b`;
export const ROOM_UNIT = String.raw`(?:habitacion(?:es)?|dormitorios?|habs?\b\.?|cuartos(?!\s+de\s+bano)|alcobas?)`;
export const SQM_UNIT = String.raw`(?:m2|m\s2|mt2|mts2|mts|metros(?:\s+cuadrados)?(?:\s+(?:construidos|utiles))?)\b`;
export const YEAR = String.raw`(?<![\d.,])(19[5-9]\d|20[0-4]\d)(?![\d]|[.,]\d)`;
export { DIGIT_NUMBER_SOURCE, NUMBER_SOURCE };

/** Parts and services measured in km in an ad ("neumáticos con menos de 2.000 km"): not the vehicle's km. */
export const NOT_THE_VEHICLE_KM =
  /\b(?:autonomia|hace|cada|a los|garantia|neumaticos|ruedas|embrague|distribucion|correa|aceite|revision|revisiones|bateria|frenos|pastillas|kit|cadena|desde hace|ultimos|proxima|motor nuevo|cambiad[oa]s?|hasta los|radio|cerca)\b/;
/** "a menos de 50 km", "en un radio de 30 km": a distance, not a mileage. */
export const DISTANCE_BEFORE =
  /\b(?:a|radio(?: de)?|alrededor de|cerca de|distancia(?: maxima)?(?: de)?|dentro de)\s+(?:menos de |no mas de |un maximo de |maximo |como mucho |unos |unas |mas de |escasos |solo )?(?:los |las )?$/;
export const DISTANCE_AFTER = /^\s*(?:de|del|desde|alrededor|a la redonda|por carretera|en coche|de distancia)\b/;
