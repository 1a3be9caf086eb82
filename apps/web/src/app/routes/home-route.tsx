import { LoginControl } from '@/features/auth/components/login-control';
import { HomePage } from '@/features/home/pages/home-page';
import { CreationFlow } from '@/features/search-creation/components/creation-flow';

/** / : the landing with the search-creation flow, whose sign-in step offers the login control. */
export function HomeRoute() {
  return <HomePage creationFlow={<CreationFlow signInSlot={<LoginControl />} />} />;
}
