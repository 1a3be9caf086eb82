import { ComingSoon } from '@/components/ui/coming-soon';
import { Page } from '@/components/ui/page';

/** /become-expert (login required): expert registration comes with the experts issue. */
export function BecomeExpertPage() {
  return (
    <Page title="Conviértete en Buscador Experto">
      <ComingSoon>Aquí podrás registrarte como buscador experto con tu foto y una descripción.</ComingSoon>
    </Page>
  );
}
