import { AdCard, AdCardSkeleton } from '@/features/ads/components/ad-card';
import { HireSection } from '@/features/hires/components/hire-section';
import { SearchDetailPage } from '@/features/searches/pages/search-detail-page';

/** /busquedas/:id : the search's results, each shown with the ads feature's card (and its skeleton while they load), and its hire with the hires feature's section. */
export function SearchDetailRoute() {
  return <SearchDetailPage AdCard={AdCard} AdCardSkeleton={AdCardSkeleton} HireSection={HireSection} />;
}
