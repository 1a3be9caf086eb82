import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { usePointWords } from '@/lib/point-words';
import { type AdResultSummary, type FilteredEntry, type LikeToggleResponse } from '@ojeador/shared';
import { useAddToFilteredList } from '../api/add-to-filtered-list';
import { useFilteredList } from '../api/get-filtered-list';
import { useRemoveFromFilteredList } from '../api/remove-from-filtered-list';
import { FilteredListButton } from './filtered-list-button';
import { FilteredNotesDialog } from './filtered-notes-dialog';
import { useSearchesTranslation } from '../i18n';
import { serverDescription } from '../lib/server-description';
import { groupByWish } from '../lib/wish-groups';

/**
 * How one ad is shown; the app passes the ads feature's card (features do not import each other). A card gets
 * the page's summary of the ad (an excerpt instead of the description, the first images).
 */
export type AdCardComponent = ComponentType<{
  ad: AdResultSummary;
  actions?: ReactNode;
  onLikeToggled?: (answer: LikeToggleResponse) => void;
}>;

interface ResultsGridProps {
  searchId: number;
  AdCard: AdCardComponent;
  ads: AdResultSummary[];
  /** The administrator gets the filtered-list button on every card. */
  isAdmin: boolean;
  /** The search states wishes: the cards under "Cumple todo lo que pides", "Casi" and "El resto". */
  grouped?: boolean;
  onLikeToggled: (adId: number, answer: { liked: boolean; likeCount: number }) => void;
}

// Two cards a row from a 340 px phone (as Wallapop), one below; the loading skeleton uses the same grid.
const GRID = 'grid grid-cols-2 gap-3 max-[21.25rem]:grid-cols-1 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';
const SKELETON_CARDS = 8;

/** How a card looks while the results load; the app passes the ads feature's. */
export type CardSkeletonComponent = ComponentType;

/**
 * The results' place while they load: skeleton cards in the grid the cards will fill, under the first
 * group's heading when grouped, so nothing moves when they arrive. Decorative: the page has the loading status.
 */
export function ResultsGridSkeleton({ CardSkeleton, grouped = false }: { CardSkeleton: CardSkeletonComponent; grouped?: boolean }) {
  const cards = (
    <ul className={GRID} data-testid="results-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="grid">
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
  if (!grouped) return cards;
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <div className="text-lg">
        <span className="block w-56 max-w-full animate-pulse rounded bg-neutral-200 dark:bg-neutral-800">&nbsp;</span>
      </div>
      {cards}
    </div>
  );
}

/**
 * Ad cards, 4 columns wide and fewer on small screens; for the administrator, the filtered-list controls. Grouped,
 * each wish group has its heading and list, and a "Casi" card says the one wish it breaks.
 */
export function ResultsGrid({ searchId, AdCard, ads, isAdmin, grouped = false, onLikeToggled }: ResultsGridProps) {
  const { t } = useSearchesTranslation();
  const pointWords = usePointWords();
  const headingId = useId();
  const filtered = useFilteredList(searchId, { enabled: isAdmin });
  const add = useAddToFilteredList(searchId);
  const remove = useRemoveFromFilteredList(searchId);
  const [notesFor, setNotesFor] = useState<AdResultSummary | null>(null);
  const [busyAd, setBusyAd] = useState<number | null>(null);
  const entries = new Map<number, FilteredEntry>((filtered.data ?? []).map((entry) => [entry.ad.id, entry]));

  function confirmAdd(notes: string) {
    if (!notesFor) return;
    const adId = notesFor.id;
    setBusyAd(adId);
    add.mutate(
      { adId, notes: notes || undefined },
      {
        onSuccess: () => {
          toast.success(t('filtered.added'));
          setNotesFor(null);
        },
        onError: (error) => toast.error(t('filtered.failed'), { description: serverDescription(error) }),
        onSettled: () => setBusyAd(null),
      },
    );
  }

  function removeEntry(entry: FilteredEntry) {
    setBusyAd(entry.ad.id);
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(t('filtered.removed')),
      onError: (error) => toast.error(t('filtered.failed'), { description: serverDescription(error) }),
      onSettled: () => setBusyAd(null),
    });
  }

  const card = (ad: AdResultSummary) => {
    const brokenWish = grouped && ad.wishGroup === 'almost' ? pointWords.one(ad.brokenPoint, ad.brokenWish) : null;
    return (
      <li key={ad.id} className={brokenWish ? 'grid grid-rows-[auto_1fr] gap-1.5' : 'grid'}>
        {brokenWish ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{t('results.groups.brokenWish', { wish: brokenWish })}</span>
          </p>
        ) : null}
        <AdCard
          ad={ad}
          onLikeToggled={(answer) => onLikeToggled(ad.id, answer)}
          actions={
            isAdmin ? (
              <FilteredListButton
                entry={entries.get(ad.id)}
                disabled={!filtered.isSuccess}
                pending={busyAd === ad.id && (add.isPending || remove.isPending)}
                onAdd={() => setNotesFor(ad)}
                onRemove={removeEntry}
              />
            ) : undefined
          }
        />
      </li>
    );
  };

  return (
    <>
      {grouped ? (
        // One list of the groups (still "Resultados"), each a heading and the list of its cards.
        <ul className="flex flex-col gap-8" aria-label={t('results.gridLabel')}>
          {groupByWish(ads).map(({ group, ads: members }) => (
            <li key={group} className="flex flex-col gap-3">
              <div>
                <h2 id={`${headingId}-${group}`} className="text-lg font-semibold">
                  {t(`results.groups.${group}`)}
                </h2>
                {group === 'all' ? null : <p className="text-sm text-neutral-600 dark:text-neutral-400">{t(`results.groups.${group}Hint`)}</p>}
              </div>
              <ul className={GRID} aria-labelledby={`${headingId}-${group}`}>
                {members.map(card)}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={GRID} aria-label={t('results.gridLabel')}>
          {ads.map(card)}
        </ul>
      )}
      {isAdmin ? (
        <FilteredNotesDialog key={notesFor?.id ?? 'closed'} ad={notesFor} pending={add.isPending} onClose={() => setNotesFor(null)} onConfirm={confirmAdd} />
      ) : null}
    </>
  );
}
