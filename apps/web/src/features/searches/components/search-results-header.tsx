import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useCatalogNames } from '@/lib/catalog-names';
import { useCategories } from '@/lib/queries/categories';
import { useSearchesTranslation } from '../i18n';
import { CategoryIcon } from './category-icon';

interface SearchResultsHeaderProps {
  title: string;
  category: number;
  /** The server's name, kept for a category this client has no words for. */
  categoryName: string;
  countText: string;
  actions?: ReactNode;
  status?: ReactNode;
}

/** Back to /busquedas, the category picture, the title, the result count and the page's actions. */
export function SearchResultsHeader({ title, category, categoryName, countText, actions, status }: SearchResultsHeaderProps) {
  const { t } = useSearchesTranslation();
  const names = useCatalogNames();
  const label = names.category(useCategories().find((c) => c.id === category)?.code, categoryName);
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Link to="/busquedas" className={buttonClasses('ghost', 'sm', '-ml-2 self-start')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('results.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <span
          role="img"
          aria-label={label}
          title={label}
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
        >
          <CategoryIcon categoryId={category} className="size-8" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p aria-live="polite" data-testid="result-count" className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {countText}
          </p>
        </div>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div> : null}
      </div>
      {status}
    </div>
  );
}
