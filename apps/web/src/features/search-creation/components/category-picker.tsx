import { Car, House, Motorbike, Tag, type LucideIcon } from 'lucide-react';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { useCategories } from '@/lib/queries/categories';
import { useSearchCreationTranslation } from '../i18n';

const ICONS: Record<number, LucideIcon> = { 1: Car, 2: Motorbike, 3: House };

interface CategoryPickerProps {
  value: number | null;
  onChange: (category: number) => void;
}

/** One toggle button per category (ids 1, 2, 3: car, motorbike, house). */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const { t } = useSearchCreationTranslation();
  const categories = useCategories();
  const names = useCatalogNames();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('details.category')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {categories.map((category) => {
          const Icon = ICONS[category.id] ?? Tag;
          const selected = value === category.id;
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(category.id)}
              className={cn(
                'focus-ring flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border-2 px-2 py-3 text-center text-sm font-medium transition-colors',
                selected
                  ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-200'
                  : 'border-neutral-200 bg-white text-neutral-700 hover:border-neutral-300 hover:bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:border-neutral-700',
              )}
            >
              <Icon className="size-7" aria-hidden="true" />
              {names.category(category.code, category.name)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
