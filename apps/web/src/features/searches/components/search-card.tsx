import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { CalendarClock, CircleCheck, Clock, Eye, Pencil, Trash2, UserRound } from 'lucide-react';
import type { SearchListItem } from '@ojeador/shared';
import { IconButton } from '@/components/ui/icon-button';
import { Switch } from '@/components/ui/switch';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useToggleSearchActive } from '../api/toggle-search-active';
import { useSearchesTranslation } from '../i18n';
import { toastChangeError, UPGRADE_ROUTE } from '../lib/plan-limit';
import { CategoryIcon } from './category-icon';
import { SearchEditForm } from './search-edit-form';

interface SearchCardProps {
  search: SearchListItem;
  /** The administrator also sees the creator and the revised marker. */
  isAdmin: boolean;
  view: 'grid' | 'list';
  onDelete: (search: SearchListItem) => void;
}

function RevisedMarker({ revised }: { revised: boolean }) {
  const { t } = useSearchesTranslation();
  return revised ? (
    <span role="img" aria-label={t('card.revised')} title={t('card.revised')} className="inline-flex text-green-600 dark:text-green-400">
      <CircleCheck className="size-5" aria-hidden="true" />
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <Eye className="size-3.5" aria-hidden="true" />
      {t('card.notRevised')}
    </span>
  );
}

/**
 * One search of /busquedas. The title link covers the card (opens /busquedas/{id}); the switch, edit and
 * delete buttons sit above it. Edit turns the card into the inline form.
 */
export function SearchCard({ search, isAdmin, view, onDelete }: SearchCardProps) {
  const { t } = useSearchesTranslation();
  const names = useCatalogNames();
  const titleId = useId();
  const navigate = useNavigate();
  const toggle = useToggleSearchActive();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, the keyboard continues from the edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function onToggle() {
    toggle.mutate(search.id, {
      // The answer carries the new state: the toast names the search and what it means; turning it off (and its
      // alerts with it) can be undone from the toast.
      onSuccess: (updated) =>
        updated.isActive
          ? toast.success(t('card.activated', { title: updated.title }))
          : toast.success(t('card.deactivated', { title: updated.title }), { action: { label: t('card.undo'), onClick: onToggle } }),
      onError: (error) => toastChangeError(error, t('card.toggleFailed'), () => void navigate(UPGRADE_ROUTE), t('planLimit.upgrade')),
    });
  }

  const list = view === 'list';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 transition-shadow dark:bg-neutral-900 dark:ring-neutral-800',
        !editing && 'hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500',
        list ? 'flex-col sm:flex-row sm:items-start' : 'flex-col',
        !search.isActive && !editing && 'bg-neutral-50 dark:bg-neutral-900/60',
      )}
    >
      {editing ? (
        <div className="flex w-full flex-col gap-2">
          <h2 id={titleId} className="sr-only">
            {search.title}
          </h2>
          <SearchEditForm search={search} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                <CategoryIcon categoryId={search.category} className="size-3.5" />
                {names.category(search.categoryCode, search.categoryName)}
              </span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  search.isActive
                    ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
                    : 'bg-neutral-200 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
                )}
              >
                {search.isActive ? t('card.active') : t('card.inactive')}
              </span>
              {isAdmin ? <RevisedMarker revised={search.isRevised} /> : null}
            </div>
            <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
              <Link
                to={`/busquedas/${search.id}`}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 dark:hover:text-brand-300"
              >
                {search.title}
              </Link>
            </h2>
            <p className="line-clamp-2 text-sm text-neutral-600 dark:text-neutral-400">{search.description}</p>
            <ul className="flex flex-col gap-1 text-sm text-neutral-600 dark:text-neutral-400">
              <li className="flex items-center gap-1.5">
                <Clock className="size-4 shrink-0" aria-hidden="true" />
                {t('card.every', { count: search.frequency })}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                {t('card.lastRun', { when: search.lastExecution ? formatDateTime(search.lastExecution) : t('card.never') })}
              </li>
              {isAdmin && search.user ? (
                <li className="flex min-w-0 items-center gap-1.5">
                  <UserRound className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    <span className="font-medium text-neutral-800 dark:text-neutral-200">{search.user.name}</span> · {search.user.email}
                  </span>
                </li>
              ) : null}
            </ul>
          </div>
          <div
            className={cn(
              'flex items-center gap-3',
              list ? 'justify-between sm:flex-col sm:items-end sm:justify-start' : 'justify-between border-t border-neutral-200 pt-3 dark:border-neutral-800',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium whitespace-nowrap">
              <span>{t('card.results', { count: search.resultCount })}</span>
              {search.newResultCount > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-500 dark:text-neutral-950">
                  {t('card.fresh', { count: search.newResultCount })}
                </span>
              ) : null}
            </p>
            <div className="relative z-10 flex items-center gap-1">
              <Switch
                checked={search.isActive}
                onCheckedChange={onToggle}
                disabled={toggle.isPending}
                aria-label={t('card.activeSwitch')}
                title={search.isActive ? t('card.deactivate') : t('card.activate')}
                className="mr-1"
              />
              <IconButton ref={editRef} aria-label={t('card.edit')} title={t('card.edit')} onClick={() => setEditing(true)}>
                <Pencil className="size-4.5" aria-hidden="true" />
              </IconButton>
              <IconButton
                aria-label={t('card.delete')}
                title={t('card.delete')}
                onClick={() => onDelete(search)}
                className="hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
              >
                <Trash2 className="size-4.5" aria-hidden="true" />
              </IconButton>
            </div>
          </div>
        </>
      )}
    </article>
  );
}
