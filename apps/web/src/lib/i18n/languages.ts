export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** What the customer chose in settings; absent until they choose. */
export const LANGUAGE_STORAGE_KEY = 'ojeador.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The customer's choice, else the first of the browser's languages we speak, else Spanish. */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
