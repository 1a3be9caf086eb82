import { AdCard } from '@/features/ads/components/ad-card';
import { SearchDetailPage } from '@/features/searches/pages/search-detail-page';

/** /busquedas/:id : the search's results, each shown with the ads feature's card. */
export function SearchDetailRoute() {
  return <SearchDetailPage AdCard={AdCard} />;
}
