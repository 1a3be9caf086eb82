import { type SearchPreferences } from '../schemas/preferences.js';
import { foldSpanish } from './fold.js';
import { featureMentions, fuelMentions, gearboxMentions, homeTypeMentions, type Mention } from './lexicon.js';
import { CARS, HOMES, MOTORBIKES, Reader, type Found } from './reader.js';
import { readKm, readPrice, readRoomsAndSurface } from './quantity-rules.js';
import { readYears, readSeller, readMotorbike } from './year-and-seller-rules.js';

/**
 * The customer's words read into preferences: deterministic, no network, no model. Reads the search's
 * keywords and free description (folded: case and accents do not matter) and keeps what it
 * understands for the search's category. See docs/scoring.md ("Preferences") for what each phrase gives.
 */

export interface PreferencesText {
  /** 1 cars, 2 motorbikes, 3 homes (CATEGORIES). */
  category: number;
  keywords?: string | null;
  userSearch?: string | null;
}

export interface ParseOptions {
  /** The year "menos de 5 años" counts from; default the current year. */
  referenceYear?: number;
}

export interface ParsedPreferences {
  preferences: SearchPreferences;
  /** The folded free description with what became a preference blanked out (what is left to match as words). */
  leftoverUserSearch: string;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const positive = <T>(mentions: Mention<T>[]): T[] => unique(mentions.filter((m) => !m.negated).map((m) => m.value));

function toPreferences(found: Found, category: number): SearchPreferences {
  const vehicle = category === CARS || category === MOTORBIKES;
  const out: SearchPreferences = {};
  if (vehicle) {
    if (found.fuel.length) out.fuel = found.fuel;
    if (found.gearbox.size === 1) out.gearbox = [...found.gearbox][0];
    if (found.maxKm.length) out.maxKm = Math.min(...found.maxKm);
    let minYear = found.minYear.length ? Math.max(...found.minYear) : undefined;
    let maxYear = found.maxYear.length ? Math.min(...found.maxYear) : undefined;
    if (minYear !== undefined && maxYear !== undefined && minYear > maxYear) [minYear, maxYear] = [maxYear, minYear];
    if (minYear !== undefined) out.minYear = minYear;
    if (maxYear !== undefined) out.maxYear = maxYear;
  }
  if (found.maxPrice.length) out.maxPrice = Math.min(...found.maxPrice);
  if (found.seller.size === 1) out.sellerType = [...found.seller][0];
  if (category === MOTORBIKES) {
    if (found.a2) out.a2 = true;
    if (found.abs) out.abs = true;
  }
  if (category === HOMES) {
    if (found.minRooms.length) out.minRooms = Math.max(...found.minRooms);
    if (found.minSqm.length) out.minSqm = Math.max(...found.minSqm);
    if (found.homeTypes.length) out.homeTypes = found.homeTypes;
    if (found.features.length) out.features = found.features;
  }
  if (vehicle && found.lowKm) out.lowKm = true;
  return out;
}

/** Preferences and what is left of the free description once they are taken out. */
export function parsePreferencesDetailed(input: PreferencesText, options: ParseOptions = {}): ParsedPreferences {
  const keywords = foldSpanish(input.keywords ?? '');
  const userSearch = foldSpanish(input.userSearch ?? '');
  const separator = ' ;\n';
  const reader = new Reader(`${keywords}${separator}${userSearch}`);
  const referenceYear = options.referenceYear ?? new Date().getFullYear();
  const found: Found = {
    fuel: [],
    gearbox: new Set(),
    maxKm: [],
    lowKm: false,
    minYear: [],
    maxYear: [],
    maxPrice: [],
    seller: new Set(),
    a2: false,
    abs: false,
    minRooms: [],
    minSqm: [],
    homeTypes: [],
    features: [],
  };
  const { category } = input;
  const vehicle = category === CARS || category === MOTORBIKES;
  // Quantities with units first (they hold numbers a year rule could misread), then years, then words.
  if (vehicle) readKm(reader, found);
  readPrice(reader, found, category);
  if (category === HOMES) readRoomsAndSurface(reader, found);
  if (vehicle) {
    readYears(reader, found, referenceYear);
    found.fuel = positive(reader.takeMentions(fuelMentions(reader.text)));
    // Two gearboxes only: "que no sea automático" asks for a manual one.
    for (const m of reader.takeMentions(gearboxMentions(reader.text)))
      found.gearbox.add(m.negated ? (m.value === 'manual' ? 'automatico' : 'manual') : m.value);
  }
  if (category === MOTORBIKES) readMotorbike(reader, found);
  if (category === HOMES) {
    found.homeTypes = positive(reader.takeMentions(homeTypeMentions(reader.text)));
    found.features = positive(reader.takeMentions(featureMentions(reader.text)));
  }
  readSeller(reader, found);
  return { preferences: toPreferences(found, category), leftoverUserSearch: reader.leftover(keywords.length + separator.length) };
}

/** The customer's keywords and free description read into preferences (keys absent when nothing was said). */
export function parsePreferences(input: PreferencesText, options: ParseOptions = {}): SearchPreferences {
  return parsePreferencesDetailed(input, options).preferences;
}
