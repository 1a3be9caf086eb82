import { ComingSoon } from '../../../components/ui/coming-soon';
import { Page } from '../../../components/ui/page';

/** /busquedas (login required): the searches list comes with the searches issue. */
export function SearchesPage() {
  return (
    <Page title="Mis Búsquedas">
      <ComingSoon>Aquí verás tus búsquedas automáticas, podrás activarlas, editarlas y ver sus resultados.</ComingSoon>
    </Page>
  );
}
