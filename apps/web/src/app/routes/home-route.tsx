import { LoginControl } from '@/features/auth/components/login-control';
import { HomePage } from '@/features/home/pages/home-page';
import { CreationFlow } from '@/features/search-creation/components/creation-flow';
import { useSearchNews } from '@/features/searches/api/get-searches';
import { SearchesNews } from '@/features/searches/components/searches-news';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** Where the creation flow sits on the home page ("Nueva búsqueda" elsewhere links to it too). */
const CREATE_SEARCH_HREF = '/#crear-busqueda';

/**
 * / : the landing with the search-creation flow, whose sign-in step offers the login control. A signed-in customer
 * with searches finds their news first instead of the hero; the creation flow stays one click away.
 */
export function HomeRoute() {
  usePageTitle();
  const session = useSession();
  const customer = session !== null && session.user.role !== 'Admin';
  const searches = useSearchNews(customer);
  const news = customer && searches.data?.length ? <SearchesNews searches={searches.data} createHref={CREATE_SEARCH_HREF} /> : null;
  return <HomePage lead={news} creationFlow={<CreationFlow signInSlot={<LoginControl />} />} />;
}
