import { defaultCountries, parseCountry, buildCountryData, type CountryData, type CustomFlagImage } from 'react-international-phone';

/** The library's country list named and sorted in the reader's language (type-ahead search uses the names). */
export function localisedCountries(language: string): CountryData[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return defaultCountries;
  }
  return defaultCountries
    .map((data) => {
      const country = parseCountry(data);
      const name = names?.of(country.iso2.toUpperCase()) ?? country.name;
      return buildCountryData({ ...country, name });
    })
    .sort((a, b) => a[0].localeCompare(b[0], language));
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const SPAIN_FLAG = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" fill="#c60b1e"/><rect y="5" width="30" height="10" fill="#ffc400"/></svg>',
);

const codeBadge = (iso2: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" rx="3" fill="#e5e7eb"/><text x="15" y="14.5" font-family="sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="#374151">${iso2.toUpperCase()}</text></svg>`,
  );

/**
 * Flags drawn locally: the library loads them from a CDN by default, which shows broken images when
 * that host is unreachable (and leaks the visit to a third party). Spain gets its flag, others their code.
 */
export function localFlags(countries: CountryData[]): CustomFlagImage[] {
  return countries.map((data) => {
    const { iso2 } = parseCountry(data);
    return { iso2, src: iso2 === 'es' ? SPAIN_FLAG : codeBadge(iso2) };
  });
}
