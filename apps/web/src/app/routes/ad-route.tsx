import { AdPage } from '@/features/ads/pages/ad-page';
import { LoginControl } from '@/features/auth/components/login-control';

/** /ad/:id : the ad page, offering a visitor the sign-in control of the auth feature. */
export function AdRoute() {
  return <AdPage signInSlot={<LoginControl />} />;
}
