import { defaultCountries, parseCountry, buildCountryData, type CountryData } from 'react-international-phone';

/** The library's country list with Spanish names, sorted for Spanish readers (type-ahead search uses the names). */
export function spanishCountries(): CountryData[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['es'], { type: 'region' });
  } catch {
    return defaultCountries;
  }
  return defaultCountries
    .map((data) => {
      const country = parseCountry(data);
      const name = names?.of(country.iso2.toUpperCase()) ?? country.name;
      return buildCountryData({ ...country, name });
    })
    .sort((a, b) => a[0].localeCompare(b[0], 'es'));
}
