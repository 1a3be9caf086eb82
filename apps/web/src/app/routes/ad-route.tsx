import { AdPage } from '@/features/ads/pages/ad-page';
import { LoginControl } from '@/features/auth/components/login-control';
import { AdReviewOffer } from '@/features/hires/components/ad-review-offer';

/** /ad/:id : the ad page, offering a visitor the sign-in control of the auth feature and a customer the hires feature's in-person review. */
export function AdRoute() {
  return <AdPage signInSlot={<LoginControl />} ReviewOffer={AdReviewOffer} />;
}
