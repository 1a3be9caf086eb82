import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-neutral-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-neutral-400">
        <p>© {new Date().getFullYear()} Ojeador · Búsquedas automáticas de segunda mano en España</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/privacy-policy" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            Política de privacidad
          </Link>
          <Link to="/terminos" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            Términos
          </Link>
          <Link to="/contacto" className="focus-ring rounded hover:text-neutral-900 dark:hover:text-white">
            Contacto
          </Link>
        </nav>
      </div>
    </footer>
  );
}
