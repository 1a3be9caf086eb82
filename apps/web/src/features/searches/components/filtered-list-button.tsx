import { ListMinus, ListPlus } from 'lucide-react';
import type { FilteredEntry } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { useSearchesTranslation } from '../i18n';

interface FilteredListButtonProps {
  /** The ad's entry in the search's filtered list, or undefined when it is not there. */
  entry: FilteredEntry | undefined;
  /** The filtered list is still loading (or failed): the button waits. */
  disabled?: boolean;
  pending?: boolean;
  onAdd: () => void;
  onRemove: (entry: FilteredEntry) => void;
}

/** Administrator only: puts an ad on the search's filtered list or takes it off. */
export function FilteredListButton({ entry, disabled, pending, onAdd, onRemove }: FilteredListButtonProps) {
  const { t } = useSearchesTranslation();
  return (
    <div className="flex w-full flex-col gap-1.5">
      <Button
        variant={entry ? 'secondary' : 'ghost'}
        size="sm"
        className="w-full"
        disabled={disabled}
        loading={pending}
        icon={entry ? <ListMinus className="size-4" aria-hidden="true" /> : <ListPlus className="size-4" aria-hidden="true" />}
        onClick={() => (entry ? onRemove(entry) : onAdd())}
      >
        <span className="min-w-0 truncate">{entry ? t('filtered.remove') : t('filtered.add')}</span>
      </Button>
      {entry?.notes ? (
        <p className="line-clamp-2 text-xs text-neutral-600 dark:text-neutral-400">
          <span className="font-medium">{t('filtered.note')}</span> {entry.notes}
        </p>
      ) : null}
    </div>
  );
}
