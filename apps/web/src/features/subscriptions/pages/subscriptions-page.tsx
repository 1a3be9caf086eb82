import { ComingSoon } from '@/components/ui/coming-soon';
import { Page } from '@/components/ui/page';

/** /suscripciones (login required): plans and checkout come with the subscriptions issue. */
export function SubscriptionsPage() {
  return (
    <Page title="Suscripciones">
      <ComingSoon>Aquí podrás ver tu plan actual y mejorarlo para crear más búsquedas.</ComingSoon>
    </Page>
  );
}
