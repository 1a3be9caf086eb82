import type { PublicExpertService } from '@ojeador/shared';
import { LoginControl } from '@/features/auth/components/login-control';
import { PublicExpertPage } from '@/features/experts/pages/public-expert-page';
import { ExpertServiceHire } from '@/features/hires/components/expert-service-hire';

function HireAction(props: { service: PublicExpertService; expertName: string }) {
  return <ExpertServiceHire {...props} signInSlot={<LoginControl />} />;
}

/** /expertos/:id : the experts feature's public profile, each service with the hires feature's "Contratar" (a visitor is offered the auth feature's sign-in). */
export function PublicExpertRoute() {
  return <PublicExpertPage HireAction={HireAction} />;
}
