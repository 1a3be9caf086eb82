import { useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { type AdResultSummary, type FilteredEntry, type LikeToggleResponse } from '@ojeador/shared';
import { useAddToFilteredList } from '../api/add-to-filtered-list';
import { useFilteredList } from '../api/get-filtered-list';
import { useRemoveFromFilteredList } from '../api/remove-from-filtered-list';
import { FilteredListButton } from './filtered-list-button';
import { FilteredNotesDialog } from './filtered-notes-dialog';
import { useSearchesTranslation } from '../i18n';
import { serverDescription } from '../lib/server-description';

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
  onLikeToggled: (adId: number, answer: { liked: boolean; likeCount: number }) => void;
}

/** Ad cards, 4 columns wide and fewer on small screens; for the administrator, the filtered-list controls. */
export function ResultsGrid({ searchId, AdCard, ads, isAdmin, onLikeToggled }: ResultsGridProps) {
  const { t } = useSearchesTranslation();
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

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('results.gridLabel')}>
        {ads.map((ad) => (
          <li key={ad.id} className="grid">
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
        ))}
      </ul>
      {isAdmin ? (
        <FilteredNotesDialog key={notesFor?.id ?? 'closed'} ad={notesFor} pending={add.isPending} onClose={() => setNotesFor(null)} onConfirm={confirmAdd} />
      ) : null}
    </>
  );
}
