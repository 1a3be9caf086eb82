import { ComingSoon } from '@/components/ui/coming-soon';
import { Page } from '@/components/ui/page';

/** /expert-panel (login required): the expert panel comes with the experts issue. */
export function ExpertPanelPage() {
  return (
    <Page title="Panel de Experto">
      <ComingSoon>Aquí podrás gestionar tus servicios y contrataciones.</ComingSoon>
    </Page>
  );
}
