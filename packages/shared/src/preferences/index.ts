export { foldSpanish } from './fold.js';
export { formatSpanishNumber, parseSpanishNumber, type NumberStyle } from './numbers.js';
export { parsePreferences, parsePreferencesDetailed, type ParsedPreferences, type ParseOptions, type PreferencesText } from './parse-preferences.js';
export { a2Fact, absFact, featuresFact, fuelFact, fuelOfAttribute, gearboxFact, homeTypesFact, kmFact, roomsFact, sqmFact, yearFact } from './ad-facts.js';
export { priceCeiling, type PriceCeiling, type PriceRangeInput } from './price-range.js';
