import type { ResourceLanguage } from 'i18next';
import common from './locales/es.json';

/**
 * Every area keeps its catalogues beside its code: `locales/es.json` and `locales/en.json` in `lib/i18n/` (the
 * `common` namespace), `app/` (`app`) and each `features/<name>/` (`<name>`). Spanish is the default: `common`
 * ships in the first chunk and each area's Spanish travels in that area's chunk (see `registerCatalogue`).
 * English is one chunk, fetched when chosen.
 */
const english = import.meta.glob<Record<string, unknown>>(['./locales/en.json', '../../app/locales/en.json', '../../features/*/locales/en.json'], {
  import: 'default',
});

export function namespaceOf(file: string): string {
  if (file.startsWith('./')) return 'common';
  return file.replace(/^.*\/([^/]+)\/locales\/en\.json$/, '$1');
}

export const spanishCommon = common;

export async function loadEnglish(): Promise<ResourceLanguage> {
  const loaded = await Promise.all(Object.entries(english).map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  return Object.fromEntries(loaded);
}
