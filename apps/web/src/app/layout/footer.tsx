import { Link } from 'react-router';
import { useAppTranslation } from '../i18n';

export function Footer() {
  const { t } = useAppTranslation();
  return (
    <footer className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950 print:hidden">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-neutral-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-neutral-400">
        <p>{t('footer.tagline', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.legal')} className="flex gap-4">
          <Link to="/privacy-policy" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            {t('footer.privacy')}
          </Link>
          <Link to="/terminos" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            {t('footer.terms')}
          </Link>
          <Link to="/contacto" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            {t('footer.contact')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
