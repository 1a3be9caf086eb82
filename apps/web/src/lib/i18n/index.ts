export { i18n, registerCatalogue, setLanguage, startLanguage, currentLanguage } from './i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, detectLanguage, isLanguage, type Language } from './languages';
export { useTranslation, Trans } from 'react-i18next';
