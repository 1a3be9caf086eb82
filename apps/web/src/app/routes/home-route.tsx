import { LoginControl } from '@/features/auth/components/login-control';
import { HomePage } from '@/features/home/pages/home-page';
import { CreationFlow } from '@/features/search-creation/components/creation-flow';
import { usePageTitle } from '@/lib/use-page-title';

/** / : the landing with the search-creation flow, whose sign-in step offers the login control. */
export function HomeRoute() {
  usePageTitle();
  return <HomePage creationFlow={<CreationFlow signInSlot={<LoginControl />} />} />;
}
