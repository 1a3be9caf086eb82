import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, type Language } from './languages';
import { loadEnglish, spanishCommon } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { es: { common: spanishCommon } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['es', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * An area's Spanish catalogue, registered when the area's code is first loaded (its `i18n.ts` calls this at module
 * evaluation), so the strings of a lazy route travel with that route.
 */
export function registerCatalogue(namespace: string, spanish: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('es', namespace)) i18n.addResourceBundle('es', namespace, spanish);
}

let englishLoaded: Promise<void> | null = null;

function ensureLoaded(language: Language): Promise<void> {
  if (language === 'es') return Promise.resolve();
  return (englishLoaded ??= loadEnglish().then((bundles) => {
    for (const [namespace, messages] of Object.entries(bundles)) i18n.addResourceBundle('en', namespace, messages, true, true);
  }));
}

/** Switches the app's language (and `<html lang>`); `remember` keeps the choice for the next visit. */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** At start-up: the stored choice or the browser's language, before the first render. */
export const startLanguage = (): Promise<void> => setLanguage(detectLanguage(), { remember: false });

export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'en' ? 'en' : 'es');
